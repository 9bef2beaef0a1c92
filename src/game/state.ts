/**
 * @module state
 * The game in progress, and its signed, self-contained encoding for a cookie:
 * `base64url(JSON) "." base64url(HMAC-SHA-256)`, signed with Web Crypto. Anything
 * that fails to verify or to make sense (tampered, expired, truncated, signed with
 * another secret, an older format) decodes to `undefined`: the player starts fresh.
 */
import { answerFields, parseAnswer, type Answer } from './answers.js'
import { findQuestion, isMode, LEARNER_MODES, QUESTIONS_PER_GAME, type Mode } from './catalog.js'
import { isDay, type Day } from './daily.js'
import { isLearnScope, type LearnScope } from './regions.js'
import { totalScore, hasPassed } from './scoring.js'

export interface RecordedAnswer {
  /** Points scored, 0..1. */
  p: number
  /** The answer as given. */
  a: Answer
  /** In a Learn or practice game: when the player's learner next asks this question (seconds since the epoch). */
  r?: number
}

export interface GameState {
  v: 1
  /** The game's question ids, in order. */
  ids: string[]
  /** One entry per answered question, in order; the next question is `ids[answers.length]`. */
  answers: RecordedAnswer[]
  /** Seconds since the epoch of the last change; games idle longer than MAX_GAME_AGE expire. */
  t: number
  /** What the game draws from; absent in games started before topics existed (mixed). */
  m?: Mode
  /** A random id, the key the shared statistics count this game's answers under once; absent in older games. */
  g?: string
  /** Daily games: the UTC day of the challenge, and 1 when this is the browser's scored attempt (0: a replay). */
  d?: Day
  c?: 0 | 1
  /** Learn games: the topic or continent they draw from. */
  s?: LearnScope
}

/** A game left alone for a week is over. Also the cookie's Max-Age. */
export const MAX_GAME_AGE_SECONDS = 7 * 24 * 60 * 60

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** The runtime's own base64 (workerd's V8 has it; Node 22, which runs the scripts, not yet). */
type WithBase64 = Uint8Array & { toBase64?: (options: { alphabet: 'base64url'; omitPadding: boolean }) => string }
const nativeBase64 = typeof (Uint8Array.prototype as WithBase64).toBase64 === 'function'

const toBase64Url = (bytes: Uint8Array): string => {
  if (nativeBase64) return (bytes as WithBase64).toBase64!({ alphabet: 'base64url', omitPadding: true })
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** 96 random bits: enough that two games never share an id. */
export const newGameId = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(12)))
const GAME_ID = /^[A-Za-z0-9_-]{16}$/

export const newGame = (ids: string[], now: number, mode: Mode = 'mixed', daily?: { day: Day; counted: boolean }, scope?: LearnScope): GameState => ({
  v: 1,
  ids,
  answers: [],
  t: now,
  m: mode,
  g: newGameId(),
  ...(daily ? { d: daily.day, c: daily.counted ? 1 : 0 } : {}),
  ...(scope ? { s: scope } : {}),
})

export const gameMode = (game: GameState): Mode => game.m ?? 'mixed'

/** Whether this game's answers count in the shared statistics: every game but a daily replay (and old games without an id). */
export const countsInStats = (game: GameState): game is GameState & { g: string } =>
  game.g !== undefined && (gameMode(game) !== 'daily' || game.c === 1)

export const currentIndex = (game: GameState): number => game.answers.length
export const isFinished = (game: GameState): boolean => game.answers.length >= game.ids.length
export const gameScore = (game: GameState): number => totalScore(game.answers.map((a) => a.p))
export const gamePassed = (game: GameState): boolean => isFinished(game) && hasPassed(gameScore(game), game.ids.length)

/** Records an answer to the current question; a no-op for any other question. */
export const recordAnswer = (game: GameState, questionId: string, answer: RecordedAnswer, now: number): GameState =>
  game.ids[currentIndex(game)] === questionId ? { ...game, answers: [...game.answers, answer], t: now } : game

const fromBase64Url = (text: string): Uint8Array | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return undefined
  }
}

const keys = new Map<string, Promise<CryptoKey>>()
/** Importing a key costs more than using it, so each secret is imported once per isolate. */
const hmacKey = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    keys.set(secret, key)
  }
  return key
}

/** Any JSON value, signed: `base64url(JSON) "." base64url(HMAC-SHA-256)`. */
export const encodeSigned = async (value: unknown, secret: string): Promise<string> => {
  const payload = toBase64Url(encoder.encode(JSON.stringify(value)))
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload))
  return `${payload}.${toBase64Url(new Uint8Array(signature))}`
}

/**
 * Games this isolate signed or verified lately, by their exact signed text: the next
 * requests of a game (its feedback, the next question, that question's answer) carry the
 * cookie the last answer wrote, and find it here without verifying, decoding and
 * re-checking it again. Only text that was signed here or verified here is ever a key,
 * so a hit is as authentic as a verification (with the same secret); expiry is still
 * checked on every read. Oldest first out; the games are frozen (never changed in place).
 */
const knownGames = new Map<string, { secret: string; game: GameState }>()
const MAX_KNOWN_GAMES = 4096
const remember = (value: string, secret: string, game: GameState): void => {
  Object.freeze(game.ids)
  Object.freeze(game.answers)
  if (knownGames.size >= MAX_KNOWN_GAMES) knownGames.delete(knownGames.keys().next().value!)
  knownGames.set(value, { secret, game: Object.freeze(game) })
}

export const encodeGame = async (game: GameState, secret: string): Promise<string> => {
  const value = await encodeSigned(game, secret)
  // Checked once here rather than on each of the requests that will carry it.
  if (isPlausibleGame(game)) remember(value, secret, game)
  return value
}

/**
 * Recorded answers already found valid, with the question they answer: a game carries
 * its earlier answers along (the same, frozen objects), so each is parsed again only
 * when a new cookie is decoded, not on every answer that follows it.
 */
const checkedAnswers = new WeakMap<object, string>()

/** Checks that a verified payload is a game this version can continue. */
const isPlausibleGame = (value: unknown): value is GameState => {
  if (typeof value !== 'object' || value === null) return false
  const game = value as Partial<GameState>
  if (game.v !== 1 || typeof game.t !== 'number' || !Array.isArray(game.ids) || !Array.isArray(game.answers)) return false
  if (game.m !== undefined && (typeof game.m !== 'string' || !isMode(game.m))) return false
  if (game.g !== undefined && (typeof game.g !== 'string' || !GAME_ID.test(game.g))) return false
  if (game.m === 'daily' ? !isDay(game.d) || (game.c !== 0 && game.c !== 1) : game.d !== undefined || game.c !== undefined) return false
  if (game.m === 'learn' ? !isLearnScope(game.s) : game.s !== undefined) return false
  // Ten questions; a game drawn from the player's learner may have fewer.
  const sized = game.ids.length === QUESTIONS_PER_GAME || (game.m !== undefined && LEARNER_MODES.includes(game.m) && game.ids.length >= 1 && game.ids.length < QUESTIONS_PER_GAME)
  if (!sized || new Set(game.ids).size !== game.ids.length) return false
  if (!game.ids.every((id) => typeof id === 'string' && findQuestion(id) !== undefined)) return false
  if (game.answers.length > game.ids.length) return false
  return game.answers.every((recorded, i) => {
    if (typeof recorded !== 'object' || recorded === null) return false
    const { p, a } = recorded as RecordedAnswer
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) return false
    const question = findQuestion(game.ids![i]!)!
    if (checkedAnswers.get(recorded) === question.id) return true
    if (!parseAnswer(question, answerFields(question, a)).ok) return false
    if (a !== null && typeof a === 'object') Object.freeze(a)
    checkedAnswers.set(Object.freeze(recorded), question.id)
    return true
  })
}

/** Maximum cookie value length accepted; a real game is well under 2 KB. */
const MAX_ENCODED_LENGTH = 4096

/** The JSON value a signed string carries, or undefined when it does not verify or parse. */
export const decodeSigned = async (value: string | undefined, secret: string): Promise<unknown> => {
  if (!value || value.length > MAX_ENCODED_LENGTH) return undefined
  const dot = value.indexOf('.')
  if (dot <= 0) return undefined
  const payload = value.slice(0, dot)
  const signature = fromBase64Url(value.slice(dot + 1))
  if (!signature || signature.length !== 32) return undefined
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(payload))
  if (!valid) return undefined
  const bytes = fromBase64Url(payload)
  if (!bytes) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(decoder.decode(bytes))
  } catch {
    return undefined
  }
  return parsed
}

const isCurrent = (game: GameState, now: number): boolean => game.t <= now + 300 && now - game.t <= MAX_GAME_AGE_SECONDS

export const decodeGame = async (value: string | undefined, secret: string, now: number): Promise<GameState | undefined> => {
  const known = value === undefined ? undefined : knownGames.get(value)
  if (known && known.secret === secret) return isCurrent(known.game, now) ? known.game : undefined
  const parsed = await decodeSigned(value, secret)
  if (!isPlausibleGame(parsed)) return undefined
  remember(value!, secret, parsed)
  return isCurrent(parsed, now) ? parsed : undefined
}
