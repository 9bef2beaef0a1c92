/**
 * @module data-rules
 * Which countries and which facts of the `world-countries` data the catalog may ask
 * about, and why the rest are left out (docs/decisions/006-catalog-from-data.md).
 * Read by the data build (scripts/build/build-data.mjs), so it is plain, erasable TypeScript
 * with no imports.
 */

/**
 * Left out of every question. The catalog asks only about independent states
 * (`independent` in the data): dependent territories often fly their parent's flag
 * (Bouvet Island and Svalbard fly Norway's) and are not what a player calls a country.
 */
export const EXCLUDED_COUNTRIES: Readonly<Record<string, string>> = {
  XK: 'Kosovo: independence recognised by about half of UN members; not a UN member',
  PS: 'Palestine: statehood and borders disputed',
  TW: 'Taiwan: name and status disputed',
  EH: 'Western Sahara: sovereignty disputed',
}

/**
 * Countries whose land borders the data does not give completely or without dispute:
 * no question about their borders (neighbours, "X borders Y", neighbour counts), and
 * they are never given as a neighbour clue. A country whose border list names a
 * territory that is not an independent state (Gibraltar, Hong Kong, Western Sahara,
 * Palestine, Kosovo) is left out by the build automatically; these are the rest.
 */
export const INCOMPLETE_BORDERS: Readonly<Record<string, string>> = {
  FR: 'French Guiana borders Brazil and Suriname, and Saint-Martin the Netherlands; the data lists metropolitan France only',
  NL: 'Sint Maarten borders France (Saint-Martin); the data lists the European Netherlands only',
  BR: 'borders France through French Guiana, which the data omits',
  SR: 'borders France through French Guiana, which the data omits',
  GB: 'Gibraltar borders Spain and the Akrotiri and Dhekelia bases border Cyprus; the data omits both',
  CY: 'the UK bases of Akrotiri and Dhekelia and the Green Line; the data lists no land border',
  IN: 'Kashmir: India counts a border with Afghanistan that the data omits',
  PK: 'Kashmir: the Line of Control is disputed with India',
  AF: 'Kashmir: India claims the Wakhan border with Afghanistan',
  CN: 'Kashmir and Aksai Chin: borders with India and Pakistan disputed',
}

/**
 * Currency codes the data still gives after a redenomination, and the code in use. CLDR
 * names the old code as history ("Sierra Leonean Leone (1964—2022)").
 */
export const CURRENT_CURRENCY: Readonly<Record<string, string>> = {
  SLL: 'SLE',
}

/** Smallest area difference for a "larger than" question: below it the question is a coin toss. */
export const MIN_AREA_RATIO = 1.05
/** Smallest area difference between neighbours in an area order, and degrees of latitude in a north–south order. */
export const MIN_ORDER_AREA_RATIO = 1.1
export const MIN_ORDER_LATITUDE_GAP = 3
/** Area estimates only for countries of at least this many km² (below it the answer is a few hundred at most). */
export const MIN_AREA_FOR_ESTIMATE = 1000
