/**
 * @module random
 * Seeded randomness for the catalog and the draw: the same seed always gives the same
 * sequence, so a question id always shows the same options and a game seed the same game.
 */

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for shuffling a quiz. */
export const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** FNV-1a: a stable 32-bit seed from a question id. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** A seeded Fisher–Yates shuffle (a copy). */
export const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}
