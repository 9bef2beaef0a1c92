/**
 * @module geometry
 * What a request asks of a map: which country a click is in, how far a click or a
 * country is from another and in which direction. Pure functions over the precomputed,
 * projected shapes (frames.ts) and the build's border-to-border distances; the only
 * spherical work is d3-geo's (invert, great-circle distance) and one bearing.
 */
import { geoDistance } from 'd3-geo'
import { BORDER_DISTANCES, DISTANCE_CODES, DISTANCE_RATIO } from '../generated/maps.js'
import { city } from '../game/cities.js'
import { countryMap, type Frame, type Shape } from './frames.js'

export const EARTH_RADIUS_KM = 6371

/** A small country's marker is drawn with this radius (base px); a click on it names it. */
export const MARKER_RADIUS = 9
/**
 * The least click radius around a small country's interior point, in CSS pixels as the
 * player saw the map (a fingertip), and in base pixels whatever the size.
 */
export const MIN_TAP_RADIUS_CSS = 12
export const MIN_TAP_RADIUS_BASE = 14

/** Even-odd point-in-polygon over all of a shape's rings (holes included: Lesotho in South Africa). */
export const shapeContains = (shape: Shape, x: number, y: number): boolean => {
  const [minX, minY, maxX, maxY] = shape.box
  if (x < minX || x > maxX || y < minY || y > maxY) return false
  let inside = false
  for (const ring of shape.rings) {
    const n = ring.length
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const xi = ring[i]!
      const yi = ring[i + 1]!
      const xj = ring[j]!
      const yj = ring[j + 1]!
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

/** The point of a shape's outline (or, for a shape with no rings, its interior point) nearest to (x, y). */
export const nearestOutlinePoint = (shape: Shape, x: number, y: number): [number, number] => {
  let best: [number, number] = [shape.label[0], shape.label[1]]
  let bestD = shape.rings.length ? Infinity : 0
  for (const ring of shape.rings) {
    const n = ring.length
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const ax = ring[j]!
      const ay = ring[j + 1]!
      const dx = ring[i]! - ax
      const dy = ring[i + 1]! - ay
      const length2 = dx * dx + dy * dy
      const t = length2 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2)) : 0
      const px = ax + t * dx
      const py = ay + t * dy
      const d = (px - x) ** 2 + (py - y) ** 2
      if (d < bestD) [best, bestD] = [[px, py], d]
    }
  }
  return best
}

/** Click radius around a small country, in base px, for a map displayed `displayedWidth` CSS px wide. */
export const tapRadius = (frame: Frame, displayedWidth: number): number =>
  Math.max(MIN_TAP_RADIUS_BASE, (MIN_TAP_RADIUS_CSS * frame.width) / displayedWidth)

const withinMarker = (shape: Shape, x: number, y: number, radius: number): boolean =>
  (shape.label[0] - x) ** 2 + (shape.label[1] - y) ** 2 <= radius * radius

/** The catalog country a click at (x, y) base px is on: a small country's marker first, then the land under it (the frame lists its own countries, the precise shapes, first). */
export const countryAt = (frame: Frame, x: number, y: number): string | undefined =>
  (frame.shapes.find((s) => s.small && withinMarker(s, x, y, MARKER_RADIUS)) ?? frame.shapes.find((s) => shapeContains(s, x, y)))?.code

export interface ClickJudgement {
  /** On the country, or within a small country's tap radius. */
  hit: boolean
  /** The catalog country clicked, when the click is on one. */
  clicked?: string
  /** Great-circle km from the click to the country's nearest border; 0 for a hit. */
  km: number
  /** The click as [longitude, latitude]. */
  at: [number, number]
}

export const kmBetween = (a: readonly [number, number], b: readonly [number, number]): number =>
  geoDistance(a as [number, number], b as [number, number]) * EARTH_RADIUS_KM

/** How a click at (x, y) base px on `frame`, shown `displayedWidth` CSS px wide, stands to `target`. */
export const judgeClick = (frame: Frame, target: string, x: number, y: number, displayedWidth: number): ClickJudgement => {
  const shape = frame.byCode.get(target)!
  const at = frame.projection.invert!([x, y]) as [number, number]
  const clicked = countryAt(frame, x, y)
  const hit = shapeContains(shape, x, y) || (shape.small && withinMarker(shape, x, y, tapRadius(frame, displayedWidth)))
  if (hit) return { hit, clicked: target, km: 0, at }
  const nearest = frame.projection.invert!(nearestOutlinePoint(shape, x, y)) as [number, number]
  return { hit, ...(clicked ? { clicked } : {}), km: kmBetween(at, nearest), at }
}

/** A clicked city is right within this distance, whatever the map's scale. */
export const CITY_HIT_KM = 25

/** A city as [longitude, latitude]. */
export const cityLonLat = (id: string): [number, number] => {
  const { lon, lat } = city(id)!
  return [lon, lat]
}

/** Where a city lies on a frame, base px (unrounded). */
export const cityPoint = (frame: Frame, id: string): [number, number] => frame.projection(cityLonLat(id))!

/** How a click at (x, y) base px on `frame`, shown `displayedWidth` CSS px wide, stands to the city `id`: within a fingertip of it (or CITY_HIT_KM) is a hit. */
export const judgeCityClick = (frame: Frame, id: string, x: number, y: number, displayedWidth: number): ClickJudgement => {
  const at = frame.projection.invert!([x, y]) as [number, number]
  const clicked = countryAt(frame, x, y)
  const [cx, cy] = cityPoint(frame, id)
  const km = kmBetween(at, cityLonLat(id))
  const radius = tapRadius(frame, displayedWidth)
  const hit = (cx - x) ** 2 + (cy - y) ** 2 <= radius * radius || km <= CITY_HIT_KM
  return { hit, ...(clicked ? { clicked } : {}), km: hit ? 0 : km, at }
}

/** Initial great-circle bearing from `from` to `to`, degrees clockwise from north (the standard formula; d3-geo has none). */
export const bearing = (from: readonly [number, number], to: readonly [number, number]): number => {
  const rad = Math.PI / 180
  const [l1, p1] = [from[0] * rad, from[1] * rad]
  const [l2, p2] = [to[0] * rad, to[1] * rad]
  const y = Math.sin(l2 - l1) * Math.cos(p2)
  const x = Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(l2 - l1)
  return ((Math.atan2(y, x) / rad) % 360 + 360) % 360
}

export const COMPASS = ['north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest'] as const
export type CompassPoint = (typeof COMPASS)[number]
export const compassPoint = (degrees: number): CompassPoint => COMPASS[Math.round(degrees / 45) % 8]!

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const codeIndex = new Map(DISTANCE_CODES.split(' ').map((code, i) => [code, i]))
const COUNT = codeIndex.size

/** Nearest border to border between two catalog countries, km (within ±6.3 %: one of the build's 64 steps), or undefined for an unknown code. */
export const borderDistanceKm = (a: string, b: string): number | undefined => {
  const i = codeIndex.get(a)
  const j = codeIndex.get(b)
  if (i === undefined || j === undefined) return undefined
  if (i === j) return 0
  const [lo, hi] = i < j ? [i, j] : [j, i]
  const pair = lo * COUNT - (lo * (lo + 1)) / 2 + (hi - lo - 1)
  const level = ALPHABET.indexOf(BORDER_DISTANCES[pair]!)
  return level === 0 ? 0 : Math.round(10 * DISTANCE_RATIO ** (level - 1))
}

/** Where `other` lies seen from `from`: one of eight compass points, along the great circle between their interior points. */
export const directionOf = (other: string, from: string): CompassPoint | undefined => {
  const a = countryMap(from)
  const b = countryMap(other)
  return a && b ? compassPoint(bearing(a.ll, b.ll)) : undefined
}

/** Where a point lies seen from a country's interior point. */
export const directionOfPoint = (point: readonly [number, number], from: string): CompassPoint | undefined => {
  const a = countryMap(from)
  return a ? compassPoint(bearing(a.ll, point)) : undefined
}
