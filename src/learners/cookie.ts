/**
 * @module learners/cookie
 * Who the learner is: a random id (128 bits) in a signed cookie, HttpOnly, Secure,
 * SameSite=Lax, for a year and renewed whenever the learner answers. Made by the first
 * answer a browser gives, never by a visit (a crawler costs nothing). A cookie that does
 * not verify is no learner: the next answer makes a new one.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env.js'
import { decodeSigned, encodeSigned } from '../game/state.js'

export const LEARNER_COOKIE = 'ww_learner'
/** A year, renewed on every answer. */
export const LEARNER_COOKIE_SECONDS = 365 * 24 * 60 * 60
const LEARNER_ID = /^[A-Za-z0-9_-]{22}$/

export const isLearnerId = (value: unknown): value is string => typeof value === 'string' && LEARNER_ID.test(value)

/** 128 random bits, base64url: nobody can guess another's. */
export const newLearnerId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The browser's learner id, or undefined (none yet, or a cookie that does not verify). */
export const readLearner = async (c: Context<AppEnv>): Promise<string | undefined> => {
  const value = (await decodeSigned(getCookie(c, LEARNER_COOKIE), c.get('gameSecret'))) as { l?: unknown } | undefined
  return isLearnerId(value?.l) ? value.l : undefined
}

/** Puts (or renews) the learner's cookie on the response. */
export const writeLearner = async (c: Context<AppEnv>, learner: string): Promise<void> => {
  setCookie(c, LEARNER_COOKIE, await encodeSigned({ l: learner }, c.get('gameSecret')), {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: LEARNER_COOKIE_SECONDS,
  })
}

/** The learner answering now: the browser's, or a new one (its cookie set either way, renewing it). */
export const answeringLearner = async (c: Context<AppEnv>): Promise<string> => {
  const learner = (await readLearner(c)) ?? newLearnerId()
  await writeLearner(c, learner)
  return learner
}
