/**
 * @module i18n/cities
 * A capital's or city's name in the player's locale (the locale's own spelling, else the
 * English one: scripts/build-capitals.mjs keeps only the names a locale spells its own
 * way), and the spellings a typed answer may use. Not in the worker yet: the capital
 * questions that will name them come next (issue 23), with the names moved into each
 * locale's packed strings once the worker has room for them (docs/decisions/014).
 */
import { city } from '../game/cities.js'
import { CITY_NAMES } from '../generated/city-names.js'
import { baseLocale, type Locale } from './translations.js'

/** The city's name in `locale`; undefined for an id the catalog does not know. */
export const cityName = (locale: Locale, id: string): string | undefined => {
  const facts = city(id)
  return facts && (CITY_NAMES[locale]?.[id] ?? facts.en)
}

/**
 * What a player of `locale` may type for the city: its name there and in English, its
 * own names (Wien, Roma) and GeoNames', and the reviewed table's other spellings (Peking,
 * Kiev); the game folds case and accents before comparing.
 */
export const citySpellings = (locale: Locale, id: string): string[] => {
  const facts = city(id)
  if (!facts) return []
  const spellings = [cityName(locale, id)!, cityName(baseLocale, id)!, ...(facts.typed ?? []), ...(facts.spellings?.[locale] ?? []), ...(facts.spellings?.['*'] ?? [])]
  return [...new Set(spellings)]
}
