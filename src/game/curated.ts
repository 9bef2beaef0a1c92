/**
 * @module curated
 * The hand-written world-facts questions (the "world" topic). Every player-visible word
 * lives in `locales/{locale}/index.ts` under `q[id]`, so these are language-free.
 */
import type { CuratedQuestion } from './catalog.js'

export const CURATED = [
  // single
  { id: 'capital-australia', type: 'single', options: ['sydney', 'canberra', 'melbourne', 'perth'], answer: 'canberra' },
  { id: 'largest-ocean', type: 'single', options: ['atlantic', 'indian', 'pacific', 'arctic'], answer: 'pacific' },
  { id: 'most-native-speakers', type: 'single', options: ['english', 'spanish', 'hindi', 'mandarin'], answer: 'mandarin' },
  { id: 'smallest-country', type: 'single', options: ['monaco', 'vatican', 'nauru', 'san-marino'], answer: 'vatican' },
  { id: 'highest-mountain', type: 'single', options: ['k2', 'kangchenjunga', 'everest', 'aconcagua'], answer: 'everest' },
  { id: 'currency-japan', type: 'single', options: ['won', 'yuan', 'baht', 'yen'], answer: 'yen' },
  { id: 'largest-hot-desert', type: 'single', options: ['sahara', 'arabian', 'gobi', 'kalahari'], answer: 'sahara' },
  { id: 'capital-canada', type: 'single', options: ['toronto', 'ottawa', 'montreal', 'vancouver'], answer: 'ottawa' },
  // multiple
  { id: 'landlocked-countries', type: 'multiple', options: ['switzerland', 'portugal', 'bolivia', 'chile', 'mongolia'], answer: ['switzerland', 'bolivia', 'mongolia'] },
  { id: 'equator-countries', type: 'multiple', options: ['ecuador', 'egypt', 'kenya', 'mexico', 'indonesia'], answer: ['ecuador', 'kenya', 'indonesia'] },
  { id: 'g7-members', type: 'multiple', options: ['china', 'canada', 'brazil', 'italy', 'japan'], answer: ['canada', 'italy', 'japan'] },
  { id: 'island-countries', type: 'multiple', options: ['iceland', 'austria', 'madagascar', 'peru', 'sri-lanka'], answer: ['iceland', 'madagascar', 'sri-lanka'] },
  { id: 'andes-countries', type: 'multiple', options: ['brazil', 'chile', 'uruguay', 'peru', 'colombia'], answer: ['chile', 'peru', 'colombia'] },
  // boolean
  { id: 'great-wall-from-moon', type: 'boolean', answer: false },
  { id: 'snow-in-sahara', type: 'boolean', answer: true },
  { id: 'russia-time-zones', type: 'boolean', answer: true },
  { id: 'mauna-kea-taller', type: 'boolean', answer: true },
  { id: 'antarctica-desert', type: 'boolean', answer: true },
  { id: 'europe-most-countries', type: 'boolean', answer: false },
  // order
  { id: 'planets-from-sun', type: 'order', answer: ['mercury', 'venus', 'earth', 'mars'], shown: ['earth', 'mars', 'mercury', 'venus'] },
  { id: 'most-populous', type: 'order', answer: ['india', 'china', 'usa', 'indonesia'], shown: ['usa', 'indonesia', 'china', 'india'] },
  { id: 'continents-by-area', type: 'order', answer: ['asia', 'africa', 'north-america', 'south-america', 'antarctica'], shown: ['antarctica', 'north-america', 'asia', 'south-america', 'africa'] },
  { id: 'landmarks-by-age', type: 'order', answer: ['pyramids', 'colosseum', 'machu-picchu', 'eiffel-tower'], shown: ['colosseum', 'eiffel-tower', 'pyramids', 'machu-picchu'] },
  // number
  { id: 'moon-landing-year', type: 'number', answer: 1969, exact: 0, tolerance: 10, year: true },
  { id: 'berlin-wall-year', type: 'number', answer: 1989, exact: 0, tolerance: 10, year: true },
  { id: 'everest-height', type: 'number', answer: 8849, exact: 50, tolerance: 1500 },
  { id: 'un-members', type: 'number', answer: 193, exact: 0, tolerance: 25 },
  { id: 'earth-circumference', type: 'number', answer: 40075, exact: 1000, tolerance: 15000 },
  // text
  { id: 'capital-japan', type: 'text' },
  { id: 'red-planet', type: 'text' },
  { id: 'largest-country', type: 'text' },
  { id: 'mona-lisa-painter', type: 'text' },
  // image
  { id: 'flag-japan', type: 'image', options: ['bangladesh', 'japan', 'palau', 'switzerland'], answer: 'japan' },
  { id: 'flag-italy', type: 'image', options: ['ireland', 'hungary', 'italy', 'france'], answer: 'italy' },
  { id: 'flag-sweden', type: 'image', options: ['finland', 'sweden', 'denmark', 'norway'], answer: 'sweden' },
  { id: 'flag-germany', type: 'image', options: ['belgium', 'netherlands', 'austria', 'germany'], answer: 'germany' },
] as const satisfies readonly CuratedQuestion[]


/** The country a curated question is about, so a game never asks about it twice. */
export const CURATED_COUNTRIES: Readonly<Record<string, string>> = {
  'capital-australia': 'au',
  'currency-japan': 'jp',
  'capital-canada': 'ca',
  'capital-japan': 'jp',
  'flag-japan': 'jp',
  'flag-italy': 'it',
  'flag-sweden': 'se',
  'flag-germany': 'de',
}

/** Difficulty priors of the curated questions (1 easy, 3 hard); the rest are medium. */
export const CURATED_DIFFICULTY: Readonly<Record<string, 1 | 3>> = {
  'largest-ocean': 1,
  'highest-mountain': 1,
  'currency-japan': 1,
  'capital-japan': 1,
  'red-planet': 1,
  'flag-japan': 1,
  'flag-italy': 1,
  'planets-from-sun': 1,
  'moon-landing-year': 1,
  'snow-in-sahara': 3,
  'mauna-kea-taller': 3,
  'europe-most-countries': 3,
  'landmarks-by-age': 3,
  'earth-circumference': 3,
  'un-members': 3,
  'andes-countries': 3,
}
