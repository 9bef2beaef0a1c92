/**
 * @module templates/flags
 * Flags (flag-icons pictures): pick the flag of a country, name the country of a flag,
 * type the country of a flag.
 */
import { lookKey, type CountryFacts } from '../countries.js'
import { codes, plausible, prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

/** Three plausible flags that look different, in words (alt text), from the anchor's and each other's. */
export const distinctLooking = (anchor: CountryFacts, random: () => number): CountryFacts[] => {
  const seen = new Set([lookKey(anchor)])
  const chosen: CountryFacts[] = []
  for (const c of rankedLike(anchor, random)) {
    if (seen.has(lookKey(c))) continue
    seen.add(lookKey(c))
    chosen.push(c)
    if (chosen.length === 3) return chosen
  }
  return []
}

export const flag: Template = {
  name: 'flag',
  prefix: 'flag',
  topic: 'flags',
  build(id, anchor) {
    const random = randomFor(id)
    const others = distinctLooking(anchor, random)
    if (others.length < 3) return undefined
    return {
      body: { id, type: 'image', options: codes(shuffledUnlike([anchor, ...others], random)), answer: anchor.code },
      countries: [anchor.code],
      about: { template: 'flag', country: anchor.code },
      difficulty: prior(0, anchor),
    }
  },
}

export const flagName: Template = {
  name: 'flagName',
  prefix: 'flag-name',
  topic: 'flags',
  build(id, anchor) {
    const random = randomFor(id)
    const others = plausible(anchor, 3, random)
    if (others.length < 3) return undefined
    return {
      body: { id, type: 'single', options: codes(shuffledUnlike([anchor, ...others], random)), answer: anchor.code },
      countries: [anchor.code],
      about: { template: 'flagName', country: anchor.code },
      picture: anchor.code,
      difficulty: prior(0, anchor),
    }
  },
}

export const flagText: Template = {
  name: 'flagText',
  prefix: 'flag-text',
  topic: 'flags',
  build(id, anchor) {
    return {
      body: { id, type: 'text' },
      countries: [anchor.code],
      about: { template: 'flagText', country: anchor.code },
      picture: anchor.code,
      difficulty: prior(1, anchor),
    }
  },
}
