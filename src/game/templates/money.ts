/**
 * @module templates/money
 * Currencies and languages: which currency a country uses, which language is official
 * there, true-or-false versions of both, and which countries share one. Only currencies and languages CLDR names
 * in every locale are offered (nameable.ts).
 */
import type { CountryFacts } from '../countries.js'
import { nameableEverywhere } from '../nameable.js'
import { prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

type Kind = 'currency' | 'language'
const codesOf = (c: CountryFacts, kind: Kind): string[] =>
  (kind === 'currency' ? c.currencies : c.languages).filter((code) => nameableEverywhere(kind, code))

/** Up to `count` other codes used by countries like `anchor`, none of them `anchor`'s own. */
const othersLike = (anchor: CountryFacts, kind: Kind, count: number, random: () => number): string[] => {
  const own = new Set(kind === 'currency' ? anchor.currencies : anchor.languages)
  const found: string[] = []
  for (const c of rankedLike(anchor, random)) {
    for (const code of codesOf(c, kind)) {
      if (own.has(code) || found.includes(code)) continue
      found.push(code)
      if (found.length === count) return found
    }
  }
  return found
}

const pickTemplate = (name: 'currency' | 'language', prefix: string, kind: Kind): Template => ({
  name,
  prefix,
  topic: 'money',
  build(id, anchor) {
    const random = randomFor(id)
    const [answer] = shuffledUnlike(codesOf(anchor, kind), random)
    const others = othersLike(anchor, kind, 3, random)
    if (!answer || others.length < 3) return undefined
    return {
      body: { id, type: 'single', options: shuffledUnlike([answer, ...others], random), answer },
      countries: [anchor.code],
      about: { template: name, country: anchor.code },
      difficulty: prior(0, anchor),
    }
  },
})

export const currency = pickTemplate('currency', 'currency', 'currency')
export const language = pickTemplate('language', 'language', 'language')

/** "X uses the Y" / "Y is an official language of X": true or false, decided by the id's seed. */
const truthTemplate = (name: 'usesCurrency' | 'speaks', prefix: string, kind: Kind): Template => ({
  name,
  prefix,
  topic: 'money',
  build(id, anchor) {
    const random = randomFor(id)
    const truthful = random() < 0.5
    const [code] = truthful ? shuffledUnlike(codesOf(anchor, kind), random) : othersLike(anchor, kind, 1, random)
    if (!code) return undefined
    return {
      body: { id, type: 'boolean', answer: truthful },
      countries: [anchor.code],
      about: { template: name, country: anchor.code, [kind]: code },
      difficulty: prior(0, anchor),
    }
  },
})

export const usesCurrency = truthTemplate('usesCurrency', 'uses-currency', 'currency')
export const speaks = truthTemplate('speaks', 'speaks', 'language')

/**
 * "Select every country that uses the Y" / "…where Y is an official language": five
 * countries of the anchor's region, the anchor and up to two others that share its
 * currency (or language) among them.
 */
const sharersTemplate = (name: 'currencyUsers' | 'languageSpeakers', prefix: string, kind: Kind): Template => ({
  name,
  prefix,
  topic: 'money',
  build(id, anchor) {
    const random = randomFor(id)
    const [code] = shuffledUnlike(codesOf(anchor, kind), random)
    if (!code) return undefined
    const uses = (c: CountryFacts) => (kind === 'currency' ? c.currencies : c.languages).includes(code)
    const sharers = rankedLike(anchor, random, uses).slice(0, Math.floor(random() * 3))
    const others = rankedLike(anchor, random, (c) => !uses(c)).slice(0, 4 - sharers.length)
    if (others.length < 4 - sharers.length) return undefined
    const options = shuffledUnlike([anchor, ...sharers, ...others], random).map((c) => c.code)
    return {
      body: { id, type: 'multiple', options, answer: [anchor, ...sharers].map((c) => c.code).filter((c) => options.includes(c)).sort((a, b) => options.indexOf(a) - options.indexOf(b)) },
      countries: options,
      about: { template: name, country: anchor.code, [kind]: code },
      difficulty: prior(1, anchor),
    }
  },
})

export const currencyUsers = sharersTemplate('currencyUsers', 'currency-users', 'currency')
export const languageSpeakers = sharersTemplate('languageSpeakers', 'language-speakers', 'language')
