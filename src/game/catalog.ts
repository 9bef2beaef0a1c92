/**
 * @module catalog
 * The question catalog: the one place a question's id, type and right answer are
 * defined. Every player-visible word lives in `locales/{locale}/index.ts` under
 * `q[id]`, so the catalog is language-free.
 */

export const QUESTION_TYPES = ['single', 'multiple', 'boolean', 'order', 'number', 'text', 'image'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const isQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value)

/** One of several options; `answer` is the right option id. */
export interface SingleQuestion {
  id: string
  type: 'single'
  options: readonly string[]
  answer: string
}

/** Select all that apply; `answer` is the exact right set. */
export interface MultipleQuestion {
  id: string
  type: 'multiple'
  options: readonly string[]
  answer: readonly string[]
}

export interface BooleanQuestion {
  id: string
  type: 'boolean'
  answer: boolean
}

/** `answer` lists the 3–5 item ids in the right order; `shown` is the order they are offered in. */
export interface OrderQuestion {
  id: string
  type: 'order'
  answer: readonly string[]
  shown: readonly string[]
}

/**
 * A numeric estimate: within `exact` of `answer` is a full point, the points fall
 * linearly to 0 at `tolerance` away.
 */
export interface NumberQuestion {
  id: string
  type: 'number'
  answer: number
  exact: number
  tolerance: number
  /** A calendar year: written without grouping (1969, not 1,969). */
  year?: boolean
}

/** Typed answer; the accepted spellings are per locale, in the translations. */
export interface TextQuestion {
  id: string
  type: 'text'
}

/** Pick one of several pictures (flags drawn in `src/ui/flags.tsx`). */
export interface ImageQuestion {
  id: string
  type: 'image'
  options: readonly FlagId[]
  answer: FlagId
}

export type Question =
  | SingleQuestion
  | MultipleQuestion
  | BooleanQuestion
  | OrderQuestion
  | NumberQuestion
  | TextQuestion
  | ImageQuestion

export const FLAG_IDS = [
  'japan', 'bangladesh', 'palau', 'switzerland',
  'italy', 'ireland', 'hungary', 'france',
  'sweden', 'finland', 'denmark', 'norway',
  'germany', 'belgium', 'netherlands', 'austria',
] as const
export type FlagId = (typeof FLAG_IDS)[number]

export const CATALOG = [
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
] as const satisfies readonly Question[]

export type QuestionId = (typeof CATALOG)[number]['id']

const byId = new Map<string, Question>(CATALOG.map((q) => [q.id, q]))

/** The catalog entry for `id`, or undefined for an id that is not in the catalog. */
export const findQuestion = (id: string): Question | undefined => byId.get(id)

/** Questions per game and the share of the maximum score needed to pass. */
export const QUESTIONS_PER_GAME = 10
export const PASS_RATIO = 0.7
