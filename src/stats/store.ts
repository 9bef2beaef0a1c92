/**
 * @module store
 * The shared statistics behind a few typed, bounded functions: routes never touch the
 * STATS binding. Every call here has a short bound (STATS_BOUND_MS); when the store is
 * slow, failing or missing, it answers `undefined` and the page goes on without the
 * figures. Writes that outlive the bound carry on in the background (waitUntil) and,
 * being deduped on (game, question) by the shard, are never counted twice.
 *
 * Sharding (docs/decisions/007): each question's counters live on SHARDS_PER_QUESTION
 * of the STATS_SHARDS objects (consecutive, from a hash of the question), and a game's
 * answer to it on one of those chosen by a hash of the game; a game's daily score on
 * `seedOf(game) % STATS_SHARDS`. So a retry always reaches the shard that remembers it.
 * A question's figure is the sum over its shards, read in parallel and kept per isolate
 * for a few seconds; a write refreshes its own shard's part at once.
 */
import type { Difficulty } from '../game/catalog.js'
import { rareWarning, withinBound } from '../bounded.js'
import { seedOf } from '../game/random.js'
import type { AnswerCount } from '../stats/shard.js'

export type { AnswerCount }

/** How many shards the counters are spread over, and how many of them hold one question (decision 007). */
export const STATS_SHARDS = 16
export const SHARDS_PER_QUESTION = 4
/** The longest any page waits for the store. */
export const STATS_BOUND_MS = 250
/** A question's share of right answers is shown, and steers its difficulty, from this many answers. */
export const MIN_ANSWERS = 20
/** How long an isolate reuses a shard's counts before asking again. */
const FRESH_MS = 60_000
/** How long an isolate reuses the measured difficulties. */
const DIFFICULTY_FRESH_MS = 10 * 60_000

/** The part of the worker's environment and context the store needs. */
export interface StatsContext {
  env: { STATS?: Env['STATS'] }
  /** Keeps a write going after the response when it outlives the bound. */
  waitUntil?: (promise: Promise<unknown>) => void
}

type Shard = ReturnType<Env['STATS']['getByName']>

const shard = (stats: Env['STATS'], index: number): Shard => stats.getByName(`shard-${index}`)
/** The shards a question's counters are spread over. */
export const questionShards = (question: string): number[] => {
  const first = seedOf(question) % STATS_SHARDS
  return Array.from({ length: SHARDS_PER_QUESTION }, (_, j) => (first + j) % STATS_SHARDS)
}
/** The shard that counts (and remembers) this game's answer to this question. */
export const answerShard = (game: string, question: string): number => questionShards(question)[seedOf(game) % SHARDS_PER_QUESTION]!
/** The shard that counts this game's daily score. */
export const scoreShard = (game: string): number => seedOf(game) % STATS_SHARDS

const warn = rareWarning('stats', 'pages go on without the figures')

/** The work's result, or undefined when it fails or takes longer than the bound. */
const bounded = async <T>(what: string, context: StatsContext, work: () => Promise<T>): Promise<T | undefined> =>
  context.env.STATS ? withinBound(STATS_BOUND_MS, work, (error) => warn(what, error), context.waitUntil) : undefined

/** Retries once an error the runtime marks as retryable (an overloaded or reset object); the shard dedupes. */
const withRetry = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call()
  } catch (error) {
    if ((error as { retryable?: boolean }).retryable) return call()
    throw error
  }
}

/** The same call to every shard, in parallel (daily scores, measured difficulty). */
const askEveryShard = <T>(context: StatsContext, call: (s: Shard) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: STATS_SHARDS }, (_, i) => withRetry(() => call(shard(context.env.STATS!, i)))))

const addCounts = (a: AnswerCount, b: AnswerCount | undefined): AnswerCount => ({ answered: a.answered + (b?.answered ?? 0), right: a.right + (b?.right ?? 0) })
const NONE: AnswerCount = { answered: 0, right: 0 }

/** Per isolate: each shard's last known counts per question, and when they were read. */
const known = new Map<string, { shards: Array<AnswerCount | undefined>; read: number[] }>()

const remember = (question: string, index: number, count: AnswerCount, now: number) => {
  let entry = known.get(question)
  if (!entry) {
    entry = { shards: Array(STATS_SHARDS).fill(undefined), read: Array(STATS_SHARDS).fill(0) }
    known.set(question, entry)
  }
  const before = entry.shards[index]
  // Counts only grow: an answer arriving late never takes a newer figure back.
  if (!before || count.answered >= before.answered) entry.shards[index] = count
  entry.read[index] = now
}

/** Counts one answer; `right` means the full point. Resolves when counted, or at the bound. */
export const countAnswer = (context: StatsContext, answer: { game: string; question: string; right: boolean }): Promise<void> =>
  bounded('counting an answer', context, async () => {
    const index = answerShard(answer.game, answer.question)
    const count = await withRetry(() => shard(context.env.STATS!, index).recordAnswer(answer.game, answer.question, answer.right))
    remember(answer.question, index, count, Date.now())
  }).then(() => undefined)

/**
 * How many answered a question and how many got it right, summed over the shards;
 * undefined when unknown. `exact` asks every shard now instead of reusing recent counts.
 */
export const readAnswerCounts = async (context: StatsContext, questions: readonly string[], { exact = false } = {}): Promise<Map<string, AnswerCount> | undefined> => {
  if (!context.env.STATS) return undefined
  const now = Date.now()
  // Each shard is asked once, for the questions it holds whose count here is stale.
  const asks = new Map<number, string[]>()
  for (const q of questions)
    for (const i of questionShards(q))
      if (exact || now - (known.get(q)?.read[i] ?? 0) > FRESH_MS) asks.set(i, [...(asks.get(i) ?? []), q])
  const sums = () => new Map(questions.map((q) => [q, (known.get(q)?.shards ?? []).reduce(addCounts, NONE)]))
  // Every count is known here and fresh: nothing to ask, so nothing to bound.
  if (asks.size === 0) return sums()
  return bounded('reading answer counts', context, async () => {
    await Promise.all(
      [...asks].map(async ([i, asked]) => {
        const counts = await withRetry(() => shard(context.env.STATS!, i).readAnswers(asked))
        for (const q of asked) remember(q, i, counts[q] ?? NONE, now)
      }),
    )
    return sums()
  })
}

/** The share of players who got the question right, once MIN_ANSWERS have answered. */
export const shareRight = (count: AnswerCount | undefined): { share: number; answered: number } | undefined =>
  count && count.answered >= MIN_ANSWERS ? { share: count.right / count.answered, answered: count.answered } : undefined

/** Counts a finished daily's score, once per game. */
export const countDailyScore = (context: StatsContext, entry: { game: string; day: string; score: number }): Promise<void> =>
  bounded('counting a daily score', context, () =>
    withRetry(() => shard(context.env.STATS!, scoreShard(entry.game)).recordScore(entry.game, entry.day, Math.round(entry.score * 100))),
  ).then(() => undefined)

/** The day's scores: how many players scored each score (in hundredths), over all shards. */
export const readDailyScores = (context: StatsContext, day: string): Promise<Map<number, number> | undefined> =>
  bounded('reading daily scores', context, async () => {
    const parts = await askEveryShard(context, (s) => s.readScores(day))
    const scores = new Map<number, number>()
    for (const part of parts) for (const { score, players } of part) scores.set(score, (scores.get(score) ?? 0) + players)
    return scores
  })

/** Right share → difficulty: most get it right is easy, most miss it is hard. */
export const difficultyFromShare = (share: number): Difficulty => (share >= 0.75 ? 1 : share >= 0.45 ? 2 : 3)

let measured: { at: number; byQuestion: Map<string, Difficulty> } | undefined
/** One refresh at a time per isolate: a burst of new games must not each ask every shard. */
let refreshing = false

/**
 * Measured difficulty of every question with MIN_ANSWERS answers, per isolate for ten
 * minutes; undefined when unknown (the draw then uses the priors).
 */
export const measuredDifficulties = async (context: StatsContext): Promise<Map<string, Difficulty> | undefined> => {
  if (measured && Date.now() - measured.at < DIFFICULTY_FRESH_MS) return measured.byQuestion
  if (refreshing) return measured?.byQuestion
  refreshing = true
  const totals = await bounded('reading measured difficulty', context, async () => {
    const parts = await askEveryShard(context, (s) => s.allAnswers())
    const sums = new Map<string, AnswerCount>()
    for (const part of parts) for (const row of part) sums.set(row.question, addCounts(sums.get(row.question) ?? NONE, row))
    return sums
  }).finally(() => (refreshing = false))
  if (!totals) return measured?.byQuestion
  const byQuestion = new Map<string, Difficulty>()
  for (const [question, count] of totals) {
    const known = shareRight(count)
    if (known) byQuestion.set(question, difficultyFromShare(known.share))
  }
  measured = { at: Date.now(), byQuestion }
  return byQuestion
}
