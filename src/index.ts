/**
 * @module index
 * The worker entry: the Hono app, wrapped for Sentry when SENTRY_DSN is set. Without
 * a DSN nothing is reported and the wrapper is never even created: creating it sets up
 * instrumentation for the whole isolate, and per request it adds a scope, a span and a
 * re-piped body for every streamed page. Measured with scripts/bench/bench.mjs, the floor
 * was about 1,700–2,200 requests/s with the wrapper created and 10,000–12,000 without.
 * Tracing is not enabled.
 */
import { withSentry } from '@sentry/cloudflare'
import app from './app.js'

/** The shared statistics' Durable Object class, exported as Wrangler requires (wrangler.toml). */
export { StatsShard } from './stats/shard.js'
/** One live room per instance, named by its code (wrangler.toml). */
export { Room } from './rooms/room.js'
/** One learner per instance, named by the id in the player's cookie (wrangler.toml). */
export { Learner } from './learners/learner.js'

const handler = { fetch: app.fetch } satisfies ExportedHandler<Env>

let monitored: ExportedHandler<Env> | undefined
const withMonitoring = (): ExportedHandler<Env> =>
  (monitored ??= withSentry((env: Env) => ({ dsn: env.SENTRY_DSN, environment: env.WORLDWISE_ENV }), handler))

export default {
  fetch: (request, env, ctx) => (env.SENTRY_DSN ? withMonitoring().fetch!(request, env, ctx) : handler.fetch(request, env, ctx)),
} satisfies ExportedHandler<Env>
