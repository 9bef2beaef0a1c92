/**
 * @module learners/store
 * The learners' store behind a few typed, bounded functions: routes never touch the
 * LEARNERS binding. Every call waits at most LEARNER_BOUND_MS; when the store is slow,
 * failing or missing it answers `undefined` and the game goes on without a word. A
 * write that outlives the bound carries on in the background (waitUntil), and the
 * object keeps a result once per game and question, so a retry or the result page's
 * healing never counts one twice.
 */
import { rareWarning, remember, withinBound } from '../bounded.js'
import type { GameState } from '../game/state.js'
import { findQuestion, type Question } from '../game/catalog.js'
import { countryOf } from '../i18n/map-texts.js'
import type { LearnerAnswer, Progress, Scheduled } from './learner.js'

export type { LearnerAnswer, Progress, Scheduled }

/** The longest any page waits for a learner. */
export const LEARNER_BOUND_MS = 250

/** The part of the worker's environment and context the store needs. */
export interface LearnerContext {
  env: { LEARNERS?: Env['LEARNERS'] }
  /** Keeps a write going after the response when it outlives the bound. */
  waitUntil?: (promise: Promise<unknown>) => void
}

const warn = rareWarning('learners', 'the game goes on without them')

const bounded = <T>(what: string, context: LearnerContext, work: (learners: Env['LEARNERS']) => Promise<T>): Promise<T | undefined> => {
  const learners = context.env.LEARNERS
  return learners ? withinBound(LEARNER_BOUND_MS, () => work(learners), (error) => warn(what, error), context.waitUntil) : Promise.resolve(undefined)
}

/**
 * A game's answer as the learner keeps it: with its question's topic and country (none
 * for a question about a set of countries), when it was given, the seconds since the
 * game's previous answer where known, and the day of a scored daily.
 */
export const learnerAnswer = (game: GameState, index: number, at: number, seconds?: number): LearnerAnswer | undefined => {
  const question = findQuestion(game.ids[index] ?? '')
  const recorded = game.answers[index]
  if (!game.g || !question || !recorded) return undefined
  return { ...learnerAnswerOf(game.g, question, at, recorded.p, seconds), ...(game.d && game.c === 1 ? { daily: game.d } : {}) }
}

/** An answer to `question` in `game` (a solo game's id, or a room seat's), as the learner keeps it. */
export const learnerAnswerOf = (game: string, question: Question, at: number, points: number, seconds?: number): LearnerAnswer => {
  const country = countryOf(question)
  return { game, question: question.id, at, points, ...(seconds !== undefined ? { seconds } : {}), topic: question.topic, countries: country ? [country] : [] }
}

/** Every answer of a game, as the result page heals what did not reach the store (times: the game's last change). */
export const gameAnswers = (game: GameState): LearnerAnswer[] =>
  game.answers.flatMap((_, index) => learnerAnswer(game, index, game.t * 1000) ?? [])

/**
 * The answers this isolate has seen a learner's store keep, by learner and game (oldest
 * first out): the result page then sends only the others. A player's answers usually
 * reach the isolate that serves their result, so the healing call is usually not needed;
 * where they did not, or one failed, the result page sends what it does not know was kept.
 */
const kept = new Map<string, Set<string>>()
const MAX_KEPT_GAMES = 4096
const keptKey = (learner: string, game: string) => `${learner} ${game}`
const markKept = (learner: string, answers: readonly LearnerAnswer[]) => {
  for (const { game, question } of answers) remember(kept, MAX_KEPT_GAMES, keptKey(learner, game), () => new Set<string>()).add(question)
}

/**
 * Records answers for `learner` after the response, when nothing shown waits for them (a
 * game's answer in a mode that shows no next review, the result page healing a gap): no
 * bound to wait on and nothing sent back, the cheapest call the worker can make; answers
 * this isolate has seen kept are not sent again. A store that fails is warned about
 * (rarely); one that hangs holds only this request's background work, which the runtime
 * ends.
 */
export const keepAnswers = (context: LearnerContext, learner: string, answers: readonly LearnerAnswer[]): void => {
  const learners = context.env.LEARNERS
  if (!learners || !context.waitUntil) return
  const unseen = answers.filter(({ game, question }) => !kept.get(keptKey(learner, game))?.has(question))
  if (!unseen.length) return
  context.waitUntil(
    learners
      .getByName(learner)
      .keep(unseen)
      .then(
        () => markKept(learner, unseen),
        (error: unknown) => warn('recording answers', error),
      ),
  )
}

/** Records answers for `learner`; when each question is next due, or undefined (slow, failing, none). */
export const recordAnswers = (context: LearnerContext, learner: string, answers: readonly LearnerAnswer[]): Promise<Scheduled[] | undefined> =>
  answers.length ? bounded('recording answers', context, (learners) => learners.getByName(learner).record(answers)) : Promise.resolve([])

/** Everything the progress page shows, or undefined. */
export const readProgress = (context: LearnerContext, learner: string, today: string): Promise<Progress | undefined> =>
  bounded('reading progress', context, (learners) => learners.getByName(learner).progress(today))

/** "Forget me": deletes the learner's storage; true once done. */
export const forgetLearner = (context: LearnerContext, learner: string): Promise<boolean | undefined> =>
  bounded('forgetting a learner', context, async (learners) => (await learners.getByName(learner).forget(), true))

/** Up to `count` questions the learner last answered wrong (or partly), the most overdue first; undefined when the store is slow or down. */
export const readMistakes = (context: LearnerContext, learner: string, count: number): Promise<string[] | undefined> =>
  bounded('reading mistakes', context, (learners) => learners.getByName(learner).mistakes(count))

/** What a Learn game of `scope` draws from: the questions due in it, and those the learner has met; undefined when the store is slow or down. */
export const readLearnPlan = (context: LearnerContext, learner: string, scope: string, count: number): Promise<{ due: string[]; known: string[] } | undefined> =>
  bounded('reading what to learn', context, (learners) => learners.getByName(learner).learnPlan(scope, Date.now(), count))

/** The entry screen's line: the daily streak and the reviews due; undefined when the store is slow or down. */
export const readSummary = (context: LearnerContext, learner: string, today: string): Promise<{ streak: number; due: number } | undefined> =>
  bounded('reading a summary', context, (learners) => learners.getByName(learner).summary(today))

/** Makes a one-time link's nonce usable until `expires`; true once stored. */
export const createTransfer = (context: LearnerContext, learner: string, nonce: string, expires: number): Promise<true | undefined> =>
  bounded('making a link', context, async (learners) => (await learners.getByName(learner).createTransfer(nonce, expires), true as const))

/** Uses a one-time link's nonce; undefined when the store is slow or down. */
export const consumeTransfer = (context: LearnerContext, learner: string, nonce: string): Promise<'ok' | 'used' | 'expired' | 'unknown' | undefined> =>
  bounded('using a link', context, (learners) => learners.getByName(learner).consumeTransfer(nonce))
