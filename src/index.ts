/**
 * @module index
 * The worker entry: the Hono app, wrapped for Sentry when SENTRY_DSN is set. Without
 * a DSN nothing is reported, and the wrapper is skipped altogether: even disabled, it
 * sets up a scope and a span and re-pipes every streamed page, which cut the
 * benchmark's floor from about 10,000 to 2,200 requests/s (scripts/bench.mjs).
 * Tracing is not enabled.
 */
import { withSentry } from '@sentry/cloudflare'
import app from './app.js'

const handler = { fetch: app.fetch } satisfies ExportedHandler<Env>

const monitored = withSentry(
  (env: Env) => ({
    dsn: env.SENTRY_DSN || undefined,
    environment: env.WORLDWISE_ENV,
  }),
  handler,
)

export default {
  fetch: (request, env, ctx) => (env.SENTRY_DSN ? monitored.fetch!(request, env, ctx) : handler.fetch(request, env, ctx)),
} satisfies ExportedHandler<Env>
