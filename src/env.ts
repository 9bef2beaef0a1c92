/**
 * @module env
 * The Hono environment every route shares: the worker's bindings and the request
 * variables the middleware sets.
 */
import type { LocaleVariables } from './i18n/negotiate.js'

export type AppEnv = {
  Bindings: Env
  Variables: LocaleVariables & {
    /** The secret games are signed with (see http/game-cookie). */
    gameSecret: string
    secureHeadersNonce?: string
  }
}
