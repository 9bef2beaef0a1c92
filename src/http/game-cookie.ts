/**
 * @module game-cookie
 * The signed game cookie: the game secret from the environment, and reading and
 * writing the game through Hono's cookie helpers.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env.js'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isDay, type Day } from '../game/daily.js'
import { decodeGame, decodeSigned, encodeGame, encodeSigned, MAX_GAME_AGE_SECONDS, type GameState } from '../game/state.js'

export const GAME_COOKIE = 'ww_game'
/** The browser's daily attempt: which day it last started a scored challenge, and its score once finished. */
export const DAILY_COOKIE = 'ww_daily'

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
  const game = await decodeGame(raw, c.get('gameSecret'), nowSeconds())
  if (!game) deleteCookie(c, GAME_COOKIE, { path: '/', secure: true })
  return game
}

/** The game and daily cookies: the whole site, never readable by scripts, HTTPS only, same-site. */
const signedCookie = (maxAge: number) => ({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge }) as const

export const writeGameCookie = async (c: Context<AppEnv>, game: GameState): Promise<void> => {
  setCookie(c, GAME_COOKIE, await encodeGame(game, c.get('gameSecret')), signedCookie(MAX_GAME_AGE_SECONDS))
}

export interface DailyAttempt {
  /** The UTC day of the scored attempt. */
  d: Day
  /** Its score, once finished. */
  s?: number
}

const isDailyAttempt = (value: unknown): value is DailyAttempt => {
  if (typeof value !== 'object' || value === null) return false
  const { d, s } = value as Partial<DailyAttempt>
  return isDay(d) && (s === undefined || (typeof s === 'number' && s >= 0 && s <= 10))
}

/** The browser's last scored daily attempt, or undefined (none, or a cookie that does not verify). */
export const readDailyCookie = async (c: Context<AppEnv>): Promise<DailyAttempt | undefined> => {
  const value = await decodeSigned(getCookie(c, DAILY_COOKIE), c.get('gameSecret'))
  return isDailyAttempt(value) ? value : undefined
}

export const writeDailyCookie = async (c: Context<AppEnv>, attempt: DailyAttempt): Promise<void> => {
  // Two days: long enough to cover the day in any time zone, then it simply lapses.
  setCookie(c, DAILY_COOKIE, await encodeSigned(attempt, c.get('gameSecret')), signedCookie(2 * 24 * 60 * 60))
}
