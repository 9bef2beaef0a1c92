/**
 * @module i18n/cities
 * A capital's or city's name in the player's locale, and what a player may type for it
 * or for a country (beyond CLDR's names). The names of 211 cities in 21 locales would add
 * 34 KB gzip to the worker, and the typed country spellings 13 KB, so they are
 * static assets (`public/assets/cities-{hash}/{locale}.json`, scripts/build-capitals.mjs),
 * read once per isolate and locale through the `ASSETS` binding before anything is
 * rendered in that locale (`loadCityTexts`: the locale middleware, the room object before
 * it draws its screens). Looking a name up before its locale is loaded is a bug, and
 * throws.
 */
import { CITY_TEXTS_BASE } from '../generated/capitals.js'
import { baseLocale, type Locale } from './translations.js'

interface CityTexts {
  /** The city's name in the locale, by GeoNames id. */
  names: Record<string, string>
  /** Other spellings a player of the locale may type (English, the city's own, the table's). */
  typed: Record<string, string[]>
  /** What a player may type for a country beyond its CLDR names (official names, alternatives), in the locale and English, by code. */
  countries: Record<string, string[]>
}

const loaded = new Map<string, CityTexts>()
const loading = new Map<string, Promise<void>>()

export class CityTextsNotLoaded extends Error {}

/** Something that serves the static assets: the `ASSETS` binding. */
export interface AssetFetcher {
  fetch(input: string): Promise<Response>
}

/**
 * Reads the locale's city names once per isolate (a concurrent second call waits for the
 * first), and the base locale's with them: every locale's typed answers also accept the
 * English spellings. A failed read is not remembered: the next call tries again.
 */
export const loadCityTexts = (assets: AssetFetcher, locale: Locale): Promise<void> =>
  locale === baseLocale ? loadOne(assets, locale) : Promise.all([loadOne(assets, locale), loadOne(assets, baseLocale)]).then(() => undefined)

/** For tests: forgets every locale read, as a fresh isolate has none. */
export const forgetCityTexts = (): void => loaded.clear()

const loadOne = (assets: AssetFetcher, locale: Locale): Promise<void> => {
  if (loaded.has(locale)) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    pending = (async () => {
      const response = await assets.fetch(`https://assets.invalid${CITY_TEXTS_BASE}/${locale}.json`)
      if (!response.ok) throw new Error(`city names for ${locale}: ${response.status}`)
      loaded.set(locale, (await response.json()) as CityTexts)
    })().finally(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

const textsOf = (locale: Locale): CityTexts => {
  const texts = loaded.get(locale)
  if (!texts) throw new CityTextsNotLoaded(`city names for ${locale} were not loaded (loadCityTexts)`)
  return texts
}

/** The city's name in `locale`; undefined for an id the catalog does not know. */
export const cityName = (locale: Locale, id: string): string | undefined => textsOf(locale).names[id]

/** Everything a player of `locale` may type for the city, its name first; the game folds case and accents. */
export const citySpellings = (locale: Locale, id: string): string[] => {
  const texts = textsOf(locale)
  const name = texts.names[id]
  return name === undefined ? [] : [name, ...(texts.typed[id] ?? [])]
}

/** What a player of `locale` may type for a country beyond its CLDR names in the locale and English. */
export const countrySpellings = (locale: Locale, code: string): readonly string[] => textsOf(locale).countries[code] ?? []
