/**
 * Helpers for the statistics and daily tests in the Workers pool: the worker with the
 * real store or a store that misbehaves, players holding a game made for the test, and
 * exact counts read straight from every shard (no isolate cache in between).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../src/index.js'
import { newGame, encodeGame, type GameState } from '../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET } from '../src/http/game-cookie.js'
import { STATS_SHARDS, type AnswerCount } from '../src/stats/store.js'
import { CookiePlayer } from './answers.js'
import { ORIGIN } from './player.js'

type Stats = Env['STATS']

/** Requests to the worker with some bindings replaced (undefined: no such binding); `pending` collects each request's waitUntil work. */
export const sendWithBindings = (overrides: Partial<Env>, pending: Array<Promise<void>> = []) =>
  async (path: string, init: RequestInit = {}): Promise<Response> => {
    const ctx = createExecutionContext()
    const bindings = { ...env, ...overrides } as Env
    const response = await worker.fetch!(new Request(new URL(path, ORIGIN), { redirect: 'manual', ...init }) as never, bindings, ctx)
    pending.push(waitOnExecutionContext(ctx))
    return response as unknown as Response
  }

/**
 * Requests to the worker with `stats` as its STATS binding (undefined: no binding at all),
 * and no learners: these tests count statistics (the learners have tests/worker/learners.test.ts).
 */
export const sendWith = (stats: Stats | undefined, pending: Array<Promise<void>> = []) => sendWithBindings({ STATS: stats, LEARNERS: undefined } as Partial<Env>, pending)

/** A player whose requests go through `send`, optionally already holding a game made for the test. */
export const playerWith = async (send: ReturnType<typeof sendWith>, game?: GameState): Promise<CookiePlayer> => {
  const player = new CookiePlayer(send, ORIGIN)
  if (game) player.cookies.set('ww_game', await encodeGame(game, DEVELOPMENT_GAME_SECRET))
  return player
}

export const freshGame = (ids: string[]): GameState => newGame(ids, Math.floor(Date.now() / 1000))

/** Exact counts for a question, summed over every shard. */
export const exactCounts = async (question: string): Promise<AnswerCount> => {
  const parts = await Promise.all(Array.from({ length: STATS_SHARDS }, (_, i) => env.STATS.getByName(`shard-${i}`).readAnswers([question])))
  return parts.reduce<AnswerCount>((sum, p) => ({ answered: sum.answered + (p[question]?.answered ?? 0), right: sum.right + (p[question]?.right ?? 0) }), { answered: 0, right: 0 })
}

/** Exact daily scores for a day: players per score in hundredths, over every shard. */
export const exactScores = async (day: string): Promise<Map<number, number>> => {
  const scores = new Map<number, number>()
  for (let i = 0; i < STATS_SHARDS; i++)
    for (const { score, players } of await env.STATS.getByName(`shard-${i}`).readScores(day)) scores.set(score, (scores.get(score) ?? 0) + players)
  return scores
}

/** The real store, wrapped: every call counted, and optionally changed (delayed, thrown, lost). */
export const wrappedStats = (change: (method: string, call: () => Promise<unknown>) => Promise<unknown> = (_, call) => call()) => {
  const calls: string[] = []
  const stats = {
    getByName: (name: string) => {
      const real = env.STATS.getByName(name) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
      return new Proxy(
        {},
        {
          get: (_, method: string) =>
            (...args: unknown[]) => {
              calls.push(method)
              return change(method, () => real[method]!(...args))
            },
        },
      )
    },
  } as unknown as Stats
  return { stats, calls }
}

/** A store that never answers, and one that fails at once. */
export const hangingStats = wrappedStats(() => new Promise(() => {})).stats
export const failingStats = wrappedStats(() => Promise.reject(new Error('storage is down'))).stats
