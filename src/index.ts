/**
 * @module index
 * The worker entry: hands every request to the Hono app.
 */
import app from './app.js'

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>
