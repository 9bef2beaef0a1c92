/**
 * @module templates/pick
 * What every template shares: the seeded randomness of an id, plausible distractors
 * (same subregion first, then region, then similar size), and the difficulty prior.
 */
import type { About, Difficulty, QuestionBody, TemplateName, Topic } from '../catalog.js'
import { COUNTRIES, obscurity, type CountryFacts } from '../countries.js'
import { nameableEverywhere } from '../nameable.js'
import { mulberry32, seedOf, shuffled } from '../random.js'

/** A generated question before the catalog files it. */
export interface Draft {
  body: QuestionBody
  countries: readonly string[]
  about: About
  picture?: string
  outline?: string
  difficulty: Difficulty
}

export interface Template {
  name: TemplateName
  /** The id is `{prefix}-{country}` or, for pair templates, `{prefix}-{country}-{other}`. */
  prefix: string
  topic: Topic
  /** Pair templates: the partners an anchor is asked about with (each one question). */
  partners?: (anchor: CountryFacts) => readonly string[]
  build: (id: string, anchor: CountryFacts, partner?: CountryFacts) => Draft | undefined
}

/** The random sequence of an id: the same id always draws the same options in the same order. */
export const randomFor = (id: string): (() => number) => mulberry32(seedOf(id))

/** Countries the catalog can name in every locale. */
let nameable: readonly CountryFacts[] | undefined
export const namedCountries = (): readonly CountryFacts[] =>
  (nameable ??= COUNTRIES.filter((c) => nameableEverywhere('region', c.code)))
let nameableSet: ReadonlySet<CountryFacts> | undefined
export const isNamed = (c: CountryFacts): boolean => (nameableSet ??= new Set(namedCountries())).has(c)

interface Peers {
  subregion: readonly CountryFacts[]
  region: readonly CountryFacts[]
  /** Every other country, closest in size first. */
  rest: readonly CountryFacts[]
}
const peers = new Map<string, Peers>()
const peersOf = (anchor: CountryFacts): Peers => {
  let found = peers.get(anchor.code)
  if (!found) {
    const others = namedCountries().filter((c) => c.code !== anchor.code)
    const logArea = Math.log(anchor.area)
    const distance = new Map(others.map((c) => [c, Math.abs(Math.log(c.area) - logArea)]))
    found = {
      subregion: others.filter((c) => c.subregion === anchor.subregion),
      region: others.filter((c) => c.region === anchor.region && c.subregion !== anchor.subregion),
      rest: others.filter((c) => c.region !== anchor.region).sort((a, b) => distance.get(a)! - distance.get(b)!),
    }
    peers.set(anchor.code, found)
  }
  return found
}

/**
 * The countries `keep` allows (never `anchor`), ranked by how easily a player could
 * mistake each for `anchor`: its subregion first, then its region, then the rest by
 * closeness in size; seeded within the first two tiers, so stable per id.
 */
export const rankedLike = (anchor: CountryFacts, random: () => number, keep: (c: CountryFacts) => boolean = () => true): CountryFacts[] => {
  const { subregion, region, rest } = peersOf(anchor)
  return [...shuffled(subregion.filter(keep), random), ...shuffled(region.filter(keep), random), ...rest.filter(keep)]
}

/** The `count` most plausible distractors for `anchor` among those `keep` allows, or none if there are too few. */
export const plausible = (anchor: CountryFacts, count: number, random: () => number, keep?: (c: CountryFacts) => boolean): CountryFacts[] => {
  const ranked = rankedLike(anchor, random, keep)
  return ranked.length >= count ? ranked.slice(0, count) : []
}

/** `items` in a seeded order that is not `avoid`'s (for order questions and option lists). */
export const shuffledUnlike = <T>(items: readonly T[], random: () => number, avoid: readonly T[] = []): T[] => {
  let order = shuffled(items, random)
  for (let attempt = 0; attempt < 8 && avoid.length && order.every((x, i) => x === avoid[i]); attempt++) order = shuffled(items, random)
  if (avoid.length && order.every((x, i) => x === avoid[i])) order = [...items].reverse()
  return order
}

/**
 * The difficulty prior: the template's own difficulty (0 easy … 2 hard) plus how obscure
 * the least-known country it names is (countries.ts). 0–1 easy, 2 medium, 3–4 hard.
 */
export const prior = (base: 0 | 1 | 2, ...countries: CountryFacts[]): Difficulty => {
  const score = base + Math.max(...countries.map(obscurity))
  return score <= 1 ? 1 : score === 2 ? 2 : 3
}

export const codes = (countries: readonly CountryFacts[]): string[] => countries.map((c) => c.code)
