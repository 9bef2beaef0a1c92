/**
 * @module i18n/cities
 * A capital's or city's name in the player's locale, and what a player may type for it
 * or for a country (beyond CLDR's names). The names of 211 cities in 21 locales would add
 * 34 KB gzip to the worker, and the typed country spellings 13 KB, so they are
 * static assets (`public/assets/cities-{hash}/{locale}.json`, scripts/build/build-capitals.mjs),
 * read once per isolate and locale through the `ASSETS` binding before anything is
 * rendered in that locale (`loadCityTexts`: the locale middleware, the room object before
 * it draws its screens). Looking a name up before its locale is loaded is a bug, and
 * throws.
 */
import { CITY_TEXTS_BASE } from '../generated/capitals.js'
import { localeAsset, type AssetFetcher } from './locale-assets.js'
import { baseLocale, type Locale } from './translations.js'

interface CityTexts {
  /** The city's name in the locale, by GeoNames id. */
  names: Record<string, string>
  /** Other spellings a player of the locale may type (English, the city's own, the table's). */
  typed: Record<string, string[]>
  /** What a player may type for a country beyond its CLDR names (official names, alternatives), in the locale and English, by code. */
  countries: Record<string, string[]>
}

const cityFiles = localeAsset<CityTexts>('city names', (locale) => `${CITY_TEXTS_BASE}/${locale}.json`)

export class CityTextsNotLoaded extends Error {}

/**
 * Reads the locale's city names once per isolate, and the base locale's with them: every
 * locale's typed answers also accept the English spellings.
 */
export const loadCityTexts = (assets: AssetFetcher, locale: Locale): Promise<void> =>
  locale === baseLocale ? cityFiles.load(assets, locale) : Promise.all([cityFiles.load(assets, locale), cityFiles.load(assets, baseLocale)]).then(() => undefined)

/** For tests: forgets every locale read, as a fresh isolate has none. */
export const forgetCityTexts = (): void => cityFiles.forget()

const textsOf = (locale: Locale): CityTexts => {
  const texts = cityFiles.get(locale)
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
