/**
 * @module index
 * The worker entry: the Hono app wrapped for Sentry. Without SENTRY_DSN the SDK stays
 * off: nothing is reported and nothing breaks. Tracing is not enabled.
 */
import { withSentry } from '@sentry/cloudflare'
import app from './app.js'

export default withSentry(
  (env: Env) => ({
    dsn: env.SENTRY_DSN || undefined,
    environment: env.WORLDWISE_ENV,
  }),
  { fetch: app.fetch } satisfies ExportedHandler<Env>,
)
