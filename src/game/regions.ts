/**
 * @module regions
 * The world's regions as the game asks about them (continents, and their subregions by
 * the keys of `LL.regionNames`), and the draw of a topic's questions in a region: a
 * room's setup (src/routes/room/setup.tsx) and a Learn game (src/routes/entry.tsx).
 */
import { findQuestion, TOPICS, type Question } from './catalog.js'
import { country } from './countries.js'
import { drawQuestions } from './draw.js'
import { subregionKey } from '../i18n/question-texts.js'

export const CONTINENTS = ['africa', 'americas', 'asia', 'europe', 'oceania'] as const
export type Continent = (typeof CONTINENTS)[number]
export const isContinent = (value: string): value is Continent => (CONTINENTS as readonly string[]).includes(value)

/** Whether a country lies in a region (a continent or one of its subregions). */
export const inRegion = (region: string, code: string): boolean => {
  const facts = country(code)
  return facts !== undefined && (facts.region.toLowerCase() === region || subregionKey(facts.subregion) === region)
}

/** Whether a question is about a region: it names countries, all in it (a curated question about no country is not). */
export const aboutRegion = (region: string, q: Question): boolean => q.countries.length > 0 && q.countries.every((c) => inRegion(region, c))

/** What a Learn game draws from: a topic, or a continent. */
export const LEARN_SCOPES = [...TOPICS, ...CONTINENTS] as const
export type LearnScope = (typeof LEARN_SCOPES)[number]
export const isLearnScope = (value: unknown): value is LearnScope => typeof value === 'string' && (LEARN_SCOPES as readonly string[]).includes(value)

/** What to draw: a topic (or `mixed`), a region (absent: the world), how many. */
export interface Scope {
  mode: string
  region?: string
  count: number
}
const MODES = ['mixed', ...TOPICS] as const
const NONE: ReadonlySet<string> = new Set()

/** The country codes a generated question's id names (its subject, and a pair's other); none for a curated one. */
const codesInId = (id: string): string[] => /-([a-z]{2})(?:-([a-z]{2}))?$/.exec(id)?.slice(1).filter((c): c is string => c !== undefined && country(c) !== undefined) ?? []

/**
 * Draws up to `scope.count` question ids of a topic (or all) and a region (or the world),
 * no question or country twice, none of `known`. A region draws only questions whose
 * countries all lie in it (curated questions about no country are out). Fewer come back
 * when the topic and region have no more.
 */
export const drawScoped = (scope: Scope, known: ReadonlySet<string> = NONE): string[] => {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
  const drawn = drawOnce(scope, seed, false, known)
  // A small region runs out of countries before questions: one country a question fills it best.
  return drawn.length < scope.count && scope.region !== undefined ? longer(drawn, drawOnce(scope, seed, true, known)) : drawn
}

const longer = (a: string[], b: string[]) => (b.length > a.length ? b : a)

const drawOnce = ({ mode, region, count }: Scope, seed: number, oneCountryEach: boolean, known: ReadonlySet<string>): string[] => {
  const topic = (MODES as readonly string[]).includes(mode) ? (mode as (typeof MODES)[number]) : 'mixed'
  const ids: string[] = []
  const used = new Set<string>()
  const refused = new Set<string>()
  const fits = (q: Question) =>
    !q.countries.some((c) => used.has(c)) &&
    (!oneCountryEach || q.countries.length === 1) &&
    (region === undefined || aboutRegion(region, q))
  // The codes in an id rule most of the pool out before a question is built; a region's
  // own questions are then built and checked whole, the world's only once drawn.
  const include = (id: string) =>
    !refused.has(id) && !known.has(id) && !ids.includes(id) && codesInId(id).every((c) => !used.has(c) && (region === undefined || inRegion(region, c))) && (region === undefined || fits(findQuestion(id)!))
  // A game draws ten at a time with its own mix of difficulties and types; a room of 15 or 20 takes more draws.
  for (let batch = 0; ids.length < count; batch++) {
    const drawn = drawQuestions(seed + batch, topic, [], undefined, include)
    if (drawn.length === 0) break
    for (const id of drawn) {
      const q = findQuestion(id)!
      // Each batch is free of repeats within itself; an earlier batch's countries are checked here.
      if (!fits(q)) {
        refused.add(id)
        continue
      }
      ids.push(id)
      for (const c of q.countries) used.add(c)
    }
  }
  return ids.slice(0, count)
}
