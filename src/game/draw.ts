/**
 * @module draw
 * Draws a game's questions: a seeded shuffle of the catalog, so one seed always
 * gives the same game, with no question twice.
 */
import { CATALOG, QUESTIONS_PER_GAME } from './catalog.js'

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for shuffling a quiz. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/**
 * The question ids of a new game. Questions in `avoid` (the previous game's) are
 * drawn only when the rest of the catalog cannot fill a game, so Play again shows
 * a new set.
 */
export const drawQuestions = (seed: number, avoid: readonly string[] = []): string[] => {
  const random = mulberry32(seed)
  const ids: string[] = CATALOG.map((q) => q.id)
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[ids[i], ids[j]] = [ids[j]!, ids[i]!]
  }
  const avoided = new Set(avoid)
  const fresh = ids.filter((id) => !avoided.has(id))
  const seen = ids.filter((id) => avoided.has(id))
  return [...fresh, ...seen].slice(0, QUESTIONS_PER_GAME)
}
