/**
 * @module templates/sizes
 * Sizes and positions: which is larger, order by area or from north to south, estimate
 * an area, pick the largest. Sizes that differ too little to be fair are never compared
 * (data-rules.ts).
 */
import type { CountryFacts } from '../countries.js'
import { MIN_AREA_FOR_ESTIMATE, MIN_AREA_RATIO, MIN_ORDER_AREA_RATIO, MIN_ORDER_LATITUDE_GAP } from '../data-rules.js'
import { codes, prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

const ratio = (a: CountryFacts, b: CountryFacts): number => Math.max(a.area, b.area) / Math.min(a.area, b.area)

/** "X is larger than Y": a true and a false pair per country, with a nearby country of a fairly different size. */
export const larger: Template = {
  name: 'larger',
  prefix: 'larger',
  topic: 'sizes',
  partners(anchor) {
    const random = randomFor(`larger-${anchor.code}`)
    const fair = rankedLike(anchor, random, (c) => ratio(c, anchor) >= MIN_AREA_RATIO && ratio(c, anchor) <= 8)
    const smaller = fair.find((c) => c.area < anchor.area)
    const bigger = fair.find((c) => c.area > anchor.area)
    return [smaller, bigger].filter((c) => c !== undefined).map((c) => c.code)
  },
  build(id, anchor, other) {
    if (!other || ratio(anchor, other) < MIN_AREA_RATIO) return undefined
    return {
      body: { id, type: 'boolean', answer: anchor.area > other.area },
      countries: [anchor.code, other.code],
      about: { template: 'larger', country: anchor.code, other: other.code },
      difficulty: prior(ratio(anchor, other) < 1.5 ? 1 : 0, anchor, other),
    }
  },
}

/**
 * Four countries near the anchor whose neighbouring values in `key` order are at least
 * `gap` apart, in the right order (largest or northernmost first); none if there are not.
 */
const spacedFour = (
  anchor: CountryFacts,
  random: () => number,
  apart: (a: CountryFacts, b: CountryFacts) => boolean,
  key: (c: CountryFacts) => number,
): CountryFacts[] => {
  const chosen = [anchor]
  for (const c of rankedLike(anchor, random)) {
    if (chosen.every((x) => apart(x, c))) chosen.push(c)
    if (chosen.length === 4) return chosen.sort((a, b) => key(b) - key(a))
  }
  return []
}

const orderTemplate = (
  name: 'areaOrder' | 'northOrder',
  prefix: string,
  apart: (a: CountryFacts, b: CountryFacts) => boolean,
  key: (c: CountryFacts) => number,
): Template => ({
  name,
  prefix,
  topic: 'sizes',
  build(id, anchor) {
    const random = randomFor(id)
    const answer = spacedFour(anchor, random, apart, key)
    if (answer.length < 4) return undefined
    const right = codes(answer)
    return {
      body: { id, type: 'order', answer: right, shown: shuffledUnlike(right, random, right) },
      countries: right,
      about: { template: name, country: anchor.code },
      difficulty: prior(1, anchor),
    }
  },
})

export const areaOrder = orderTemplate('areaOrder', 'area-order', (a, b) => ratio(a, b) >= MIN_ORDER_AREA_RATIO, (c) => c.area)
/** By the latitude of the country's centre (the data's `latlng`), said so in the prompt. */
export const northOrder = orderTemplate('northOrder', 'north-order', (a, b) => Math.abs(a.lat - b.lat) >= MIN_ORDER_LATITUDE_GAP, (c) => c.lat)

/** Estimate an area in km²: a full point within 10%, nothing from 60% off. */
export const area: Template = {
  name: 'area',
  prefix: 'area',
  topic: 'sizes',
  build(id, anchor) {
    if (anchor.area < MIN_AREA_FOR_ESTIMATE) return undefined
    const answer = Math.round(anchor.area)
    return {
      body: { id, type: 'number', answer, exact: Math.round(answer * 0.1), tolerance: Math.round(answer * 0.6) },
      countries: [anchor.code],
      about: { template: 'area', country: anchor.code },
      difficulty: prior(2, anchor),
    }
  },
}

/** The largest of four nearby countries, at least 10% larger than the next. */
export const largest: Template = {
  name: 'largest',
  prefix: 'largest',
  topic: 'sizes',
  build(id, anchor) {
    const random = randomFor(id)
    const smaller = rankedLike(anchor, random, (c) => anchor.area / c.area >= MIN_ORDER_AREA_RATIO).slice(0, 3)
    if (smaller.length < 3) return undefined
    return {
      body: { id, type: 'single', options: codes(shuffledUnlike([anchor, ...smaller], random)), answer: anchor.code },
      countries: [anchor.code],
      about: { template: 'largest', country: anchor.code },
      difficulty: prior(0, anchor),
    }
  },
}
