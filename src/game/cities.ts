/**
 * @module cities
 * The capitals and great cities the catalog names (src/generated/capitals.ts, built by
 * scripts/build/build-capitals.mjs from src/game/capital-rules.ts, GeoNames and CLDR), and the
 * few relations the templates ask of them. Their names, in every locale, are static
 * assets read on first use (src/i18n/cities.ts).
 */
import { CAPITALS_OF, CITY_FACTS, LARGEST_CITY, SAME_NAMES, SELF_NAMED } from '../generated/capitals.js'

export interface CityFacts {
  /** ISO 3166-1 alpha-2, lower case. */
  country: string
  /** Degrees, to a hundredth (about 1 km). */
  lat: number
  lon: number
}

const cities = new Map<string, CityFacts>()
/** A city by its GeoNames id (as a string, the way question ids and options carry it). */
export const city = (id: string): CityFacts | undefined => {
  let found = cities.get(id)
  const row = found ? undefined : CITY_FACTS[id]
  if (row) cities.set(id, (found = { country: row[0], lat: row[1], lon: row[2] }))
  return found
}

/** A country's official capitals, in the order an explanation names them; none when the catalog asks nothing of its capital. */
export const capitalsOf = (country: string): readonly string[] => CAPITALS_OF[country] ?? []

/** Whether `id` is one of `country`'s official capitals. */
export const isCapitalOf = (id: string, country: string): boolean => capitalsOf(country).includes(id)

/** A country's largest city, where it is not a capital (and CLDR names it everywhere). */
export const largestCity = (country: string): string | undefined => LARGEST_CITY[country]

const selfNamed = new Set(SELF_NAMED)
/** Whether a capital's name gives its country away in some locale (Kuwait City, Tunis). */
export const capitalNamesCountry = (country: string): boolean => selfNamed.has(country)

const alike = new Set(SAME_NAMES.flatMap(([a, b]) => [`${a}/${b}`, `${b}/${a}`]))
/** Whether some locale names the two cities alike (Kingston and Kingstown in Chinese): never options of one question. */
export const namedAlike = (a: string, b: string): boolean => alike.has(`${a}/${b}`)
