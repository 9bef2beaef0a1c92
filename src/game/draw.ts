/**
 * @module draw
 * Draws a game's questions: a seeded shuffle of the mode's questions, so one seed
 * always gives the same game, then a fair pick from it: no question or country twice,
 * a mix of question types, and of easy, medium and hard (3 / 4 / 3 of ten).
 */
import { catalogIds, findQuestion, QUESTIONS_PER_GAME, type Difficulty, type Mode, type Question } from './catalog.js'
import { mulberry32, shuffled } from './random.js'

/** How many of a game's ten questions are easy, medium and hard. */
export const DIFFICULTY_MIX: Readonly<Record<Difficulty, number>> = { 1: 3, 2: 4, 3: 3 }

/** Question types a game in each mode can have (a topic's templates make only some). */
const typesIn = new Map<Mode, number>()
const typeCount = (mode: Mode): number => {
  let count = typesIn.get(mode)
  if (count === undefined) {
    const ids = catalogIds(mode)
    // Curated and generated ids alike: one question per template prefix is enough to know its type.
    const seen = new Set<string>()
    const types = new Set<string>()
    for (const id of ids) {
      const prefix = id.replace(/-[a-z]{2}(-[a-z]{2})?$/, '')
      if (seen.has(prefix) && prefix !== id) continue
      seen.add(prefix)
      types.add(findQuestion(id)!.type)
    }
    count = types.size
    typesIn.set(mode, count)
  }
  return count
}

/**
 * The question ids of a new game in `mode`. Questions in `avoid` (the previous game's)
 * are drawn only when the rest cannot fill a game, so Play again shows a new set.
 * When the mode cannot meet every rule (the curated topic has few questions per
 * difficulty), the rules give way in this order: avoid, the difficulty mix, the type mix.
 * `difficultyOf` lets measured difficulty replace the prior; `include` narrows the pool
 * by id before the draw (a room's region), so fewer than ten come back when it leaves
 * too few.
 */
export const drawQuestions = (
  seed: number,
  mode: Mode = 'mixed',
  avoid: readonly string[] = [],
  difficultyOf: (q: Question) => Difficulty = (q) => q.difficulty,
  include?: (id: string) => boolean,
): string[] => {
  // Questions are built only as the draw reaches them: a few dozen, never the catalog.
  const random = mulberry32(seed)
  const pool = shuffled(include ? catalogIds(mode).filter(include) : catalogIds(mode), random)
  const typeCap = Math.ceil(QUESTIONS_PER_GAME / typeCount(mode)) + 1
  const avoided = new Set(avoid)
  const picked: Question[] = []
  const usedCountries = new Set<string>()
  const typesPicked = new Map<string, number>()
  const difficultyLeft = new Map(Object.entries(DIFFICULTY_MIX).map(([d, n]) => [Number(d), n]))
  // Strict passes fill the scarcest difficulty (hard) first, so the type cap is not used
  // up by easy questions; then the rules relax one by one.
  const passes: Array<{ relaxed: number; only?: Difficulty }> = [
    { relaxed: 0, only: 3 },
    { relaxed: 0, only: 2 },
    { relaxed: 0, only: 1 },
    { relaxed: 1 },
    { relaxed: 2 },
    { relaxed: 3 },
  ]
  for (const { relaxed, only } of passes) {
    for (const id of pool) {
      // Nothing more can be picked in this pass: the rest of the pool would only be skipped.
      if (picked.length === QUESTIONS_PER_GAME || (only !== undefined && !(difficultyLeft.get(only)! > 0))) break
      const q = findQuestion(id)!
      if (picked.includes(q) || q.countries.some((c) => usedCountries.has(c))) continue
      if (relaxed < 1 && avoided.has(q.id)) continue
      const difficulty = difficultyOf(q)
      if (only !== undefined && difficulty !== only) continue
      if (relaxed < 2 && !(difficultyLeft.get(difficulty)! > 0)) continue
      if (relaxed < 3 && (typesPicked.get(q.type) ?? 0) >= typeCap) continue
      picked.push(q)
      for (const c of q.countries) usedCountries.add(c)
      typesPicked.set(q.type, (typesPicked.get(q.type) ?? 0) + 1)
      difficultyLeft.set(difficulty, difficultyLeft.get(difficulty)! - 1)
    }
  }
  // Picked hardest first; played in a seeded order, so any kind of question may come first.
  return shuffled(picked, random).map((q) => q.id)
}
