/**
 * @module daily
 * Today's challenge: the same ten questions, in the same order, for every player and
 * every locale on a UTC day, drawn from the date alone. The draw uses the catalog's
 * difficulty priors, never measured difficulty: measured figures move during the day
 * and differ between isolates, and the day's questions must not.
 */
import { remember } from '../bounded.js'
import { drawQuestions } from './draw.js'
import { seedOf } from './random.js'

/** A UTC day as `YYYY-MM-DD`. */
export type Day = string

export const isDay = (value: unknown): value is Day =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** The UTC day of a time in seconds since the epoch. */
export const utcDay = (nowSeconds: number): Day => new Date(nowSeconds * 1000).toISOString().slice(0, 10)

/** Seconds since the epoch when the challenge after `day` opens (the next UTC midnight). */
export const nextDailyAt = (day: Day): number => Date.parse(`${day}T00:00:00Z`) / 1000 + 24 * 60 * 60

const drawn = new Map<Day, string[]>()
/** The day's ten question ids, in order; the same in every isolate. */
export const dailyQuestions = (day: Day): string[] =>
  // Two days are enough to keep: today and a game begun before midnight.
  [...remember(drawn, 2, day, () => drawQuestions(seedOf(`worldwise-daily:${day}`), 'mixed'))]

/** One square per question, as word games share: 🟩 full point, 🟨 partial, 🟥 none. */
export const scoreSquares = (points: readonly number[]): string => points.map((p) => (p >= 1 ? '🟩' : p > 0 ? '🟨' : '🟥')).join('')
