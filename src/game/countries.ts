/**
 * @module countries
 * The country facts the generated questions are made from (src/generated/countries.ts,
 * built from world-countries by scripts/build/build-data.mjs), and the few relations the
 * templates ask of them. Names are not here: they come from CLDR in the player's locale.
 */
import { COUNTRY_FACTS } from '../generated/countries.js'

export type FlagColour = 'white' | 'black' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'lightBlue'

/** What a flag looks like, read from its picture at build time: stripes, or colours by share. */
export interface FlagLook {
  kind: 'horizontal' | 'vertical' | 'colours'
  colours: FlagColour[]
}

export interface CountryFacts {
  /** ISO 3166-1 alpha-2, lower case: the id used in question ids and option values. */
  code: string
  region: string
  subregion: string
  /** km² */
  area: number
  /** Land neighbours (codes), or null when the data's borders are incomplete or disputed. */
  borders: string[] | null
  landlocked: boolean
  lat: number
  lng: number
  /** ISO 4217 codes. */
  currencies: string[]
  /** BCP 47 language codes of the official languages. */
  languages: string[]
  un: boolean
  flag: FlagLook
}

export const COUNTRIES: readonly CountryFacts[] = COUNTRY_FACTS as readonly CountryFacts[]
const byCode = new Map(COUNTRIES.map((c) => [c.code, c]))

export const country = (code: string): CountryFacts | undefined => byCode.get(code)

/** Whether the catalog may ask about this country's land borders, and it has at least one. */
export const hasKnownBorders = (c: CountryFacts): c is CountryFacts & { borders: string[] } => c.borders !== null && c.borders.length > 0

/** A stable key for a flag's look: two flags with the same key get the same alt text. */
export const lookKey = (c: CountryFacts): string => `${c.flag.kind}:${c.flag.colours.join(',')}`

/**
 * How hard a question about this country is likely to be, before players have answered:
 * 0 for large, well-known countries, 2 for small ones. Area stands in for fame (the data
 * has no population); the thresholds split the 194 countries roughly into thirds.
 */
export const obscurity = (c: CountryFacts): 0 | 1 | 2 => (c.area >= 450_000 ? 0 : c.area >= 90_000 ? 1 : 2)
