/**
 * @module catalog
 * The question catalog behind one lookup, `findQuestion(id)`: the curated questions
 * (curated.ts) and the questions generated from country data by the templates
 * (templates/), each built from its id on first use and memoized. The list of ids is
 * made at build time (src/generated/catalog-ids.ts), so no request builds the whole
 * catalog. The catalog is language-free: words come from the translations and CLDR.
 */
import { CURATED, CURATED_COUNTRIES, CURATED_DIFFICULTY } from './curated.js'
import { GENERATED_IDS } from '../generated/catalog-ids.js'
import { buildFromId, TEMPLATES } from './templates/index.js'

export const QUESTION_TYPES = ['single', 'multiple', 'boolean', 'order', 'number', 'text', 'image', 'map'] as const
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

/**
 * Pick one of several pictures: flags drawn in `src/ui/Flag.tsx` (curated, options are
 * FlagIds) or flag-icons pictures (generated, options are country codes).
 */
export interface ImageQuestion {
  id: string
  type: 'image'
  options: readonly string[]
  answer: string
}

/**
 * Click the country on a map (`frame`, src/maps). `answer` is the country's code;
 * `options` are the lettered markers of the accessible alternative (the answer and three
 * countries on the same map), for a player who cannot click the picture. With `target:
 * 'city'` the place to click is a city: `answer` and `options` are cities (GeoNames ids).
 */
export interface MapQuestion {
  id: string
  type: 'map'
  answer: string
  frame: string
  options: readonly string[]
  target?: 'city'
}

/** A question as written, before the catalog adds what every question carries. */
export type QuestionBody =
  | SingleQuestion
  | MultipleQuestion
  | BooleanQuestion
  | OrderQuestion
  | NumberQuestion
  | TextQuestion
  | ImageQuestion
  | MapQuestion

/** The curated questions' shape: a body whose image options are drawn flags. */
export type CuratedQuestion = Exclude<QuestionBody, ImageQuestion | MapQuestion> | (ImageQuestion & { options: readonly FlagId[]; answer: FlagId })

/** Topics a player can choose; `world` is the curated questions. */
export const TOPICS = ['capitals', 'flags', 'borders', 'sizes', 'money', 'maps', 'world'] as const
export type Topic = (typeof TOPICS)[number]
/**
 * What a game draws from: everything, one topic, today's challenge (everything, drawn
 * from the date), the player's own mistakes (their learner's, src/learners), or Learn (a
 * topic's or continent's questions due for the player's review, then new ones).
 */
export const MODES = ['mixed', ...TOPICS, 'daily', 'mistakes', 'learn'] as const
export type Mode = (typeof MODES)[number]
export const isMode = (value: string): value is Mode => (MODES as readonly string[]).includes(value)
/** Modes drawn from the player's learner: as many questions as it has, up to a game's ten; each answer's next review is shown. */
export const LEARNER_MODES: readonly Mode[] = ['mistakes', 'learn']

/** 1 easy, 2 medium, 3 hard: a prior from the data until players' answers say otherwise. */
export type Difficulty = 1 | 2 | 3

/** The templates that generate questions from country data (src/game/templates). */
export type TemplateName =
  | 'flag' | 'flagName' | 'flagText'
  | 'borderPick' | 'neighbours' | 'borders' | 'neighbourCount' | 'borderedBy' | 'landlocked'
  | 'larger' | 'areaOrder' | 'northOrder' | 'area' | 'largest'
  | 'currency' | 'language' | 'usesCurrency' | 'speaks' | 'currencyUsers' | 'languageSpeakers'
  | 'map' | 'shape'
  | 'capitalOf' | 'capitalTyped' | 'capitalCity' | 'capitalFlag' | 'capitalClaim' | 'capitalNorth' | 'capitalOrder' | 'capitalWhere'

/** What a generated question is about, for its words: the template and the codes it names. */
export interface About {
  template: TemplateName
  /** The country asked about (a country code). */
  country: string
  /** A second country, for pair questions. */
  other?: string
  /** A currency (ISO 4217) or language (BCP 47) code the prompt names. */
  currency?: string
  language?: string
  /** Country codes given as a clue in the prompt. */
  clue?: readonly string[]
  /** A city the prompt names (its GeoNames id, src/game/cities.ts). */
  city?: string
}

export interface QuestionMeta {
  topic: Topic
  difficulty: Difficulty
  /** Countries the question is about; a game asks about each at most once. */
  countries: readonly string[]
  /** For generated questions: what to say. Curated ones read `LL.q[id]`. */
  about?: About
  /** A country whose flag is shown with the prompt. */
  picture?: string
  /** A country whose outline (silhouette) is shown with the prompt. */
  outline?: string
}

export type Question = QuestionBody & QuestionMeta

export const FLAG_IDS = [
  'japan', 'bangladesh', 'palau', 'switzerland',
  'italy', 'ireland', 'hungary', 'france',
  'sweden', 'finland', 'denmark', 'norway',
  'germany', 'belgium', 'netherlands', 'austria',
] as const
export type FlagId = (typeof FLAG_IDS)[number]

const curated = new Map<string, Question>(
  CURATED.map((q) => [
    q.id,
    {
      ...q,
      topic: 'world',
      difficulty: CURATED_DIFFICULTY[q.id] ?? 2,
      countries: CURATED_COUNTRIES[q.id] ? [CURATED_COUNTRIES[q.id]!] : [],
    } as Question,
  ]),
)

const generated = new Map<string, Question>()

/** The catalog entry for `id`, or undefined for an id that is not in the catalog. */
export const findQuestion = (id: string): Question | undefined => {
  const known = curated.get(id) ?? generated.get(id)
  if (known) return known
  // Unknown ids are parsed and rejected without being remembered, so bad input cannot grow the memo.
  const built = buildFromId(id)
  if (built) generated.set(id, built)
  return built
}

const idLists = new Map<Mode, readonly string[]>()
/** The ids a game in `mode` draws from (curated first, then by template); built once per isolate and mode. */
export const catalogIds = (mode: Mode): readonly string[] => {
  let ids = idLists.get(mode)
  if (!ids) {
    const everything = mode === 'mixed' || mode === 'daily'
    const generatedIds = TEMPLATES.filter((t) => everything || t.topic === mode).flatMap((t) =>
      (GENERATED_IDS[t.prefix] ?? '').split(' ').filter(Boolean).map((rest) => `${t.prefix}-${rest}`),
    )
    ids = [...(everything || mode === 'world' ? curated.keys() : []), ...generatedIds]
    idLists.set(mode, ids)
  }
  return ids
}

/** Every question of the catalog (tests and tools; a request never needs them all). */
export const allQuestions = (): Question[] => catalogIds('mixed').map((id) => findQuestion(id)!)

/** Questions per game and the share of the maximum score needed to pass. */
export const QUESTIONS_PER_GAME = 10
export const PASS_RATIO = 0.7
