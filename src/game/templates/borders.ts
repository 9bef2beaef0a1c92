/**
 * @module templates/borders
 * Neighbours and borders. Asked only about countries whose land borders the data gives
 * completely and without dispute (data-rules.ts), and never about a country with no
 * land border: then a country is a neighbour exactly when the data lists it.
 */
import { country, hasKnownBorders, type CountryFacts } from '../countries.js'
import { codes, namedCountries, plausible, prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

const neighboursOf = (anchor: CountryFacts & { borders: string[] }): CountryFacts[] =>
  namedCountries().filter((c) => anchor.borders.includes(c.code))

const notNeighbourOf =
  (anchor: CountryFacts & { borders: string[] }) =>
  (c: CountryFacts): boolean =>
    !anchor.borders.includes(c.code)

/** Every neighbour must be nameable, or the neighbour list in the explanation would be wrong. */
const fullyNamed = (anchor: CountryFacts): anchor is CountryFacts & { borders: string[] } =>
  hasKnownBorders(anchor) && neighboursOf(anchor).length === anchor.borders.length

export const borderPick: Template = {
  name: 'borderPick',
  prefix: 'border-pick',
  topic: 'borders',
  build(id, anchor) {
    if (!fullyNamed(anchor)) return undefined
    const random = randomFor(id)
    const [answer] = shuffledUnlike(neighboursOf(anchor), random)
    const others = plausible(anchor, 3, random, notNeighbourOf(anchor))
    if (!answer || others.length < 3) return undefined
    return {
      body: { id, type: 'single', options: codes(shuffledUnlike([answer, ...others], random)), answer: answer.code },
      countries: [anchor.code],
      about: { template: 'borderPick', country: anchor.code },
      difficulty: prior(0, anchor),
    }
  },
}

export const neighbours: Template = {
  name: 'neighbours',
  prefix: 'neighbours',
  topic: 'borders',
  build(id, anchor) {
    if (!fullyNamed(anchor)) return undefined
    const random = randomFor(id)
    const right = shuffledUnlike(neighboursOf(anchor), random).slice(0, 3)
    const others = plausible(anchor, 5 - right.length, random, notNeighbourOf(anchor))
    if (others.length === 0) return undefined
    const options = codes(shuffledUnlike([...right, ...others], random))
    return {
      body: { id, type: 'multiple', options, answer: options.filter((o) => anchor.borders.includes(o)) },
      countries: [anchor.code],
      about: { template: 'neighbours', country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
}

/** "X borders Y": one true pair (a neighbour) and one false pair (a nearby non-neighbour) per country. */
export const borders: Template = {
  name: 'borders',
  prefix: 'borders',
  topic: 'borders',
  partners(anchor) {
    if (!fullyNamed(anchor)) return []
    const random = randomFor(`borders-${anchor.code}`)
    const [neighbour] = shuffledUnlike(neighboursOf(anchor), random)
    const [stranger] = rankedLike(anchor, random, notNeighbourOf(anchor))
    return [neighbour, stranger].filter((c) => c !== undefined).map((c) => c.code)
  },
  build(id, anchor, other) {
    if (!other || !fullyNamed(anchor)) return undefined
    return {
      body: { id, type: 'boolean', answer: anchor.borders.includes(other.code) },
      countries: [anchor.code, other.code],
      about: { template: 'borders', country: anchor.code, other: other.code },
      difficulty: prior(0, anchor, other),
    }
  },
}

export const neighbourCount: Template = {
  name: 'neighbourCount',
  prefix: 'neighbour-count',
  topic: 'borders',
  build(id, anchor) {
    if (!fullyNamed(anchor)) return undefined
    return {
      body: { id, type: 'number', answer: anchor.borders.length, exact: 0, tolerance: 3 },
      countries: [anchor.code],
      about: { template: 'neighbourCount', country: anchor.code },
      difficulty: prior(anchor.borders.length > 4 ? 2 : 1, anchor),
    }
  },
}

/**
 * "Which country borders A, B and C?": the fewest of the country's neighbours (at most
 * three) that no other country borders all of. Clues are countries with known borders,
 * so "borders all of them" is decided exactly.
 */
export const borderedBy: Template = {
  name: 'borderedBy',
  prefix: 'bordered-by',
  topic: 'borders',
  build(id, anchor) {
    if (!fullyNamed(anchor)) return undefined
    const random = randomFor(id)
    const clues: CountryFacts[] = []
    let candidates = new Set(namedCountries().map((c) => c.code))
    for (const clue of shuffledUnlike(neighboursOf(anchor).filter(fullyNamed), random)) {
      clues.push(clue)
      candidates = new Set([...candidates].filter((code) => clue.borders!.includes(code)))
      if (candidates.size === 1) break
      if (clues.length === 3) return undefined
    }
    if (candidates.size !== 1 || !candidates.has(anchor.code)) return undefined
    return {
      body: { id, type: 'text' },
      countries: [anchor.code, ...codes(clues)],
      about: { template: 'borderedBy', country: anchor.code, clue: codes(clues) },
      difficulty: prior(1, anchor),
    }
  },
}

/** Select the landlocked countries among five of one region (one to three of them are). */
export const landlocked: Template = {
  name: 'landlocked',
  prefix: 'landlocked',
  topic: 'borders',
  build(id, anchor) {
    const random = randomFor(id)
    const region = namedCountries().filter((c) => c.region === anchor.region && c.code !== anchor.code)
    const inland = shuffledUnlike(region.filter((c) => c.landlocked), random)
    const coastal = shuffledUnlike(region.filter((c) => !c.landlocked), random)
    const wantInland = 1 + Math.floor(random() * 3)
    const picked = [anchor]
    picked.push(...inland.slice(0, Math.max(0, wantInland - (anchor.landlocked ? 1 : 0))))
    picked.push(...coastal.slice(0, 5 - picked.length))
    const right = picked.filter((c) => c.landlocked)
    if (picked.length !== 5 || right.length === 0 || right.length > 3) return undefined
    const options = codes(shuffledUnlike(picked, random))
    return {
      body: { id, type: 'multiple', options, answer: options.filter((o) => country(o)!.landlocked) },
      countries: options,
      about: { template: 'landlocked', country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
}
