/**
 * @module debug
 * Pages that break on purpose, so a developer or operator can watch an error travel
 * to the logs and to Sentry (README: "Breaking a page on purpose"), and the exact
 * shared counts. Development only (WORLDWISE_ENV=development); elsewhere they are the
 * ordinary 404.
 */
import type { Context, Next } from 'hono'
import { Suspense, use } from 'react'
import type { AppEnv } from '../env.js'
import { isDay } from '../game/daily.js'
import { statsContext } from '../http/respond.js'
import { readAnswerCounts, readDailyScores } from '../stats/store.js'
import { Island } from '../ui/Island.js'
import { Crash } from '../ui/Crash.js'
import { notFoundPage } from './errors.js'

export const developmentOnly = async (c: Context<AppEnv>, next: Next) =>
  c.env.WORLDWISE_ENV === 'development' ? next() : notFoundPage(c)

export const breakOnServer = (): never => {
  throw new Error('Worldwise debug: a server-side exception on purpose')
}

/** Fails once the page has started streaming: React reports it and ends the page cleanly. */
function FailsLater({ failure }: { failure: Promise<never> }) {
  use(failure)
  return null
}

export const breakWhileStreaming = (c: Context<AppEnv>) => {
  const failure = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('Worldwise debug: a server-side exception after the stream started')), 5),
  )
  return c.render(
    <section className="panel">
      <Suspense fallback={<p>…</p>}>
        <FailsLater failure={failure} />
      </Suspense>
    </section>,
    { title: 'Debug', streamed: true },
  )
}

export const breakInBrowser = (c: Context<AppEnv>) =>
  c.render(
    <Island name="crash" props={{}}>
      <Crash />
    </Island>,
    { title: 'Debug', hydrate: true },
  )

/**
 * Exact shared counts, as JSON, for the load test and for a developer checking the
 * store: `?q={questionId}` (repeatable) and `?day=YYYY-MM-DD` for that day's scores.
 */
export const showStats = async (c: Context<AppEnv>) => {
  const questions = c.req.queries('q')?.slice(0, 50) ?? []
  const day = c.req.query('day')
  const stats = statsContext(c)
  const [counts, scores] = await Promise.all([
    questions.length ? readAnswerCounts(stats, questions, { exact: true }) : undefined,
    isDay(day) ? readDailyScores(stats, day) : undefined,
  ])
  return c.json({ answers: counts ? Object.fromEntries(counts) : null, scores: scores ? Object.fromEntries(scores) : null })
}
