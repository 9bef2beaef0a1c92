/**
 * @module game-cookie
 * The signed game cookie: the game secret from the environment, and reading and
 * writing the game through Hono's cookie helpers.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env.js'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { decodeGame, encodeGame, MAX_GAME_AGE_SECONDS, type GameState } from '../game/state.js'

export const GAME_COOKIE = 'ww_game'

/**
 * The development secret that `npm start` and the tests set (see package.json and
 * vitest.config.ts). It is public, so only WORLDWISE_ENV=development accepts it;
 * production refuses to run with it, or with no secret at all.
 */
export const DEVELOPMENT_GAME_SECRET = 'worldwise-DEVELOPMENT-ONLY-secret-not-for-production'
const MIN_SECRET_LENGTH = 32

export interface SecretEnv {
  GAME_SECRET?: string
  WORLDWISE_ENV?: string
}

/** The secret to sign games with, or undefined when this deployment is misconfigured. */
export const resolveGameSecret = (env: SecretEnv): string | undefined => {
  const configured = env.GAME_SECRET
  const development = env.WORLDWISE_ENV === 'development'
  if (!configured || configured.length < MIN_SECRET_LENGTH) return undefined
  return development || configured !== DEVELOPMENT_GAME_SECRET ? configured : undefined
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000)

/** The player's game, or undefined when there is none or it does not verify. */
export const readGameCookie = async (c: Context<AppEnv>): Promise<GameState | undefined> => {
  const raw = getCookie(c, GAME_COOKIE)
  if (raw === undefined) return undefined
  const game = await decodeGame(raw, c.var.gameSecret, nowSeconds())
  if (!game) deleteCookie(c, GAME_COOKIE, { path: '/', secure: true })
  return game
}

export const writeGameCookie = async (c: Context<AppEnv>, game: GameState): Promise<void> => {
  setCookie(c, GAME_COOKIE, await encodeGame(game, c.var.gameSecret), {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: MAX_GAME_AGE_SECONDS,
  })
}
