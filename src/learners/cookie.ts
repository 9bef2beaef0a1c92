/**
 * @module learners/cookie
 * Who the learner is: a random id (128 bits) in a signed cookie, HttpOnly, Secure,
 * SameSite=Lax, for a year and renewed when the learner answers (once a day at most:
 * the cookie holds the day it was written). Made by the first
 * answer a browser gives, never by a visit (a crawler costs nothing). A cookie that does
 * not verify is no learner: the next answer makes a new one.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env.js'
import { decodeSigned, encodeSigned } from '../game/state.js'

export const LEARNER_COOKIE = 'ww_learner'
/** A year, renewed by answers (once a day at most). */
export const LEARNER_COOKIE_SECONDS = 365 * 24 * 60 * 60
const LEARNER_ID = /^[A-Za-z0-9_-]{22}$/

export const isLearnerId = (value: unknown): value is string => typeof value === 'string' && LEARNER_ID.test(value)

/** 128 random bits, base64url: nobody can guess another's. */
export const newLearnerId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

interface LearnerCookie {
  l: string
  /** The UTC day it was last written: renewed once a day at most. */
  d?: string
}

/**
 * Cookies this isolate verified or wrote lately, by their exact signed text and secret:
 * a game's answers carry the same cookie, verified once rather than on each (only text
 * that verified, or was signed here, is ever a key).
 */
const verified = new Map<string, LearnerCookie>()
const MAX_VERIFIED = 4096
const keep = (key: string, value: LearnerCookie) => {
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!)
  verified.set(key, value)
}

const today = () => new Date().toISOString().slice(0, 10)

const readCookie = async (c: Context<AppEnv>): Promise<LearnerCookie | undefined> => {
  const raw = getCookie(c, LEARNER_COOKIE)
  if (raw === undefined) return undefined
  const key = `${c.get('gameSecret')}\n${raw}`
  const known = verified.get(key)
  if (known) return known
  const value = (await decodeSigned(raw, c.get('gameSecret'))) as Partial<LearnerCookie> | undefined
  if (!isLearnerId(value?.l)) return undefined
  const cookie = { l: value.l, ...(typeof value.d === 'string' ? { d: value.d } : {}) }
  keep(key, cookie)
  return cookie
}

/** The browser's learner id, or undefined (none yet, or a cookie that does not verify). */
export const readLearner = async (c: Context<AppEnv>): Promise<string | undefined> => (await readCookie(c))?.l

/** Puts (or renews) the learner's cookie on the response. */
export const writeLearner = async (c: Context<AppEnv>, learner: string): Promise<void> => {
  const value: LearnerCookie = { l: learner, d: today() }
  const signed = await encodeSigned(value, c.get('gameSecret'))
  keep(`${c.get('gameSecret')}\n${signed}`, value)
  setCookie(c, LEARNER_COOKIE, signed, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: LEARNER_COOKIE_SECONDS,
  })
}

/** The learner answering now: the browser's, or a new one; its cookie is set for a new one and renewed once a day. */
export const answeringLearner = async (c: Context<AppEnv>): Promise<string> => {
  const cookie = await readCookie(c)
  if (cookie && cookie.d === today()) return cookie.l
  const learner = cookie?.l ?? newLearnerId()
  await writeLearner(c, learner)
  return learner
}
