/**
 * @module templates/capitals
 * Capitals: the capital of a country (four capitals of its region, or typed), the country
 * of a capital (four countries, or four flags), a claim to judge ("Sydney is the capital
 * of Australia"), the capital farthest north, capitals from west to east, and where a
 * capital lies (a click on its region's map, or one of four lettered capitals). A country
 * with several capitals has each accepted and never a second one among the wrong
 * options; a country whose capital is named after it (Kuwait City) is not asked "the
 * capital of" either way; countries without a clear capital are not asked at all
 * (src/game/capital-rules.ts, docs/decisions/014).
 */
import { capitalNamesCountry, capitalsOf, city, largestCity, namedAlike } from '../cities.js'
import type { CountryFacts } from '../countries.js'
import { countryMap, frameById } from '../../maps/frames.js'
import { cityPoint } from '../../maps/geometry.js'
import { distinctLooking } from './flags.js'
import { markerFits } from './maps.js'
import { codes, plausible, prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

/** Degrees of latitude between the northernmost capital and the next, and of longitude between neighbours west to east. */
export const MIN_CAPITAL_NORTH_GAP = 2
export const MIN_CAPITAL_ORDER_GAP = 3
const ORDER_ATTEMPTS = 6

const hasCapital = (c: CountryFacts): boolean => capitalsOf(c.code).length > 0

/** One of the country's capitals, chosen by the id's seed (most countries have one). */
const oneCapital = (c: CountryFacts, random: () => number): string => {
  const all = capitalsOf(c.code)
  return all[Math.floor(random() * all.length)]!
}

/** `count` capitals of countries like `anchor` (never its own), no two named alike anywhere, none named like `taken`. */
const capitalsLike = (anchor: CountryFacts, count: number, random: () => number, taken: readonly string[]): string[] => {
  const chosen: string[] = []
  for (const c of rankedLike(anchor, random, hasCapital)) {
    const capital = oneCapital(c, random)
    if ([...taken, ...chosen].some((other) => namedAlike(other, capital))) continue
    chosen.push(capital)
    if (chosen.length === count) return chosen
  }
  return []
}

/** "What is the capital of Kenya?": its capital and three of its region's (single). */
export const capitalOf: Template = {
  name: 'capitalOf',
  prefix: 'capital-of',
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor) || capitalNamesCountry(anchor.code)) return undefined
    const random = randomFor(id)
    const answer = oneCapital(anchor, random)
    const others = capitalsLike(anchor, 3, random, [answer])
    if (others.length < 3) return undefined
    return {
      body: { id, type: 'single', options: shuffledUnlike([answer, ...others], random), answer },
      countries: [anchor.code],
      about: { template: 'capitalOf', country: anchor.code },
      difficulty: prior(0, anchor),
    }
  },
}

/** "Type the capital of Kenya": any of its capitals, in any accepted spelling (src/i18n/cities.ts). */
export const capitalTyped: Template = {
  name: 'capitalTyped',
  prefix: 'capital-typed',
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor) || capitalNamesCountry(anchor.code)) return undefined
    return {
      body: { id, type: 'text' },
      countries: [anchor.code],
      about: { template: 'capitalTyped', country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
}

/** "Nairobi is the capital of which country?": four countries (single), or four flags (image). */
const countryOfCapital = (name: 'capitalCity' | 'capitalFlag', prefix: string, flags: boolean): Template => ({
  name,
  prefix,
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor) || capitalNamesCountry(anchor.code)) return undefined
    const random = randomFor(id)
    const capital = oneCapital(anchor, random)
    const others = flags ? distinctLooking(anchor, random) : plausible(anchor, 3, random)
    if (others.length < 3) return undefined
    return {
      body: { id, type: flags ? 'image' : 'single', options: codes(shuffledUnlike([anchor, ...others], random)), answer: anchor.code },
      countries: [anchor.code],
      about: { template: name, country: anchor.code, city: capital },
      difficulty: prior(flags ? 1 : 0, anchor),
    }
  },
})

export const capitalCity = countryOfCapital('capitalCity', 'capital-city', false)
export const capitalFlag = countryOfCapital('capitalFlag', 'capital-flag', true)

/**
 * "Sydney is the capital of Australia": true or false. Where a country's largest city is
 * not its capital, the claim is always that trap; elsewhere the id's seed makes it its
 * capital (true) or a capital of its region (false).
 */
export const capitalClaim: Template = {
  name: 'capitalClaim',
  prefix: 'capital-claim',
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor) || capitalNamesCountry(anchor.code)) return undefined
    const random = randomFor(id)
    const trap = largestCity(anchor.code)
    const truthful = !trap && random() < 0.5
    const claimed = trap ?? (truthful ? oneCapital(anchor, random) : capitalsLike(anchor, 1, random, capitalsOf(anchor.code))[0])
    if (!claimed) return undefined
    return {
      body: { id, type: 'boolean', answer: truthful },
      countries: [anchor.code],
      about: { template: 'capitalClaim', country: anchor.code, city: claimed },
      difficulty: prior(trap ? 1 : 0, anchor),
    }
  },
}

/** Four capitals of the anchor's region, the anchor's among them, by a coordinate of each. */
const fourCapitals = (anchor: CountryFacts, random: () => number): string[] => {
  const own = oneCapital(anchor, random)
  const others = capitalsLike(anchor, 3, random, [own])
  return others.length === 3 ? [own, ...others] : []
}

/** "Which of these capitals lies farthest north?": the northernmost at least 2° north of the next. */
export const capitalNorth: Template = {
  name: 'capitalNorth',
  prefix: 'capital-north',
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor)) return undefined
    const random = randomFor(id)
    const four = fourCapitals(anchor, random)
    if (four.length < 4) return undefined
    const [first, second] = [...four].sort((a, b) => city(b)!.lat - city(a)!.lat)
    if (city(first!)!.lat - city(second!)!.lat < MIN_CAPITAL_NORTH_GAP) return undefined
    return {
      body: { id, type: 'single', options: shuffledUnlike(four, random), answer: first! },
      countries: four.map((c) => city(c)!.country),
      about: { template: 'capitalNorth', country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
}

/** "Put these capitals in order from west to east": neighbours at least 3° of longitude apart, none across the 180th meridian. */
export const capitalOrder: Template = {
  name: 'capitalOrder',
  prefix: 'capital-order',
  topic: 'capitals',
  build(id, anchor) {
    if (!hasCapital(anchor)) return undefined
    const random = randomFor(id)
    // Capitals of a region often lie close together: a few seeded draws find four far enough apart.
    let right: string[] = []
    for (let attempt = 0; attempt < ORDER_ATTEMPTS && !right.length; attempt++) {
      const four = fourCapitals(anchor, random)
      if (four.length < 4) return undefined
      const sorted = [...four].sort((a, b) => city(a)!.lon - city(b)!.lon)
      const lons = sorted.map((c) => city(c)!.lon)
      if (lons.at(-1)! - lons[0]! <= 180 && lons.every((lon, i) => i === 0 || lon - lons[i - 1]! >= MIN_CAPITAL_ORDER_GAP)) right = sorted
    }
    if (!right.length) return undefined
    return {
      body: { id, type: 'order', answer: right, shown: shuffledUnlike(right, random, right) },
      countries: right.map((c) => city(c)!.country),
      about: { template: 'capitalOrder', country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
}

/**
 * "Where is Nairobi?": click the capital on its country's region map (the country is not
 * highlighted). The accessible alternative letters the capital and three capitals of
 * plausible countries on the same map, their markers apart.
 */
export const capitalWhere: Template = {
  name: 'capitalWhere',
  prefix: 'capital-where',
  topic: 'capitals',
  build(id, anchor) {
    const where = countryMap(anchor.code)
    const frame = where && frameById(where.f)
    if (!frame || !hasCapital(anchor) || capitalNamesCountry(anchor.code)) return undefined
    const random = randomFor(id)
    const answer = oneCapital(anchor, random)
    if (!markerFits(frame, [], cityPoint(frame, answer))) return undefined
    const chosen = [answer]
    const points = [cityPoint(frame, answer)]
    rankedLike(anchor, random, (c) => hasCapital(c) && frame.byCode.has(c.code)).some((c) => {
      const capital = oneCapital(c, random)
      const point = cityPoint(frame, capital)
      if (!chosen.some((other) => namedAlike(other, capital)) && markerFits(frame, points, point)) {
        chosen.push(capital)
        points.push(point)
      }
      return chosen.length === 4
    })
    if (chosen.length < 4) return undefined
    return {
      body: { id, type: 'map', target: 'city', answer, frame: frame.id, options: shuffledUnlike(chosen, random) },
      countries: [anchor.code],
      about: { template: 'capitalWhere', country: anchor.code, city: answer },
      difficulty: prior(1, anchor),
    }
  },
}
