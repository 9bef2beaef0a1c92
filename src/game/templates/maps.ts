/**
 * @module templates/maps
 * Maps: click the country on its region's map (`map`), and name the country of an
 * outline (`shape`). Every catalog country with a shape gets one of each.
 */
import { countryMap, frameById } from '../../maps/frames.js'
import { codes, plausible, prior, randomFor, rankedLike, shuffledUnlike, type Template } from './pick.js'

/** Lettered markers of the accessible alternative stand at least this far apart (base px), so none hides another. */
const MARKER_SPACING = 48
/** ... and this far inside the map's edges. */
const MARKER_EDGE = 16

/** Whether a lettered marker at (x, y) stands inside the frame and apart from every marker in `placed`. */
export const markerFits = (frame: { width: number; height: number }, placed: readonly (readonly [number, number])[], [x, y]: readonly [number, number]): boolean =>
  x > MARKER_EDGE && y > MARKER_EDGE && x < frame.width - MARKER_EDGE && y < frame.height - MARKER_EDGE &&
  placed.every(([px, py]) => (px - x) ** 2 + (py - y) ** 2 >= MARKER_SPACING ** 2)

export const mapClick: Template = {
  name: 'map',
  prefix: 'map',
  topic: 'maps',
  build(id, anchor) {
    const where = countryMap(anchor.code)
    const frame = where && frameById(where.f)
    if (!where || !frame) return undefined
    const random = randomFor(id)
    const chosen = [frame.byCode.get(anchor.code)!]
    // Three more countries on the same map, plausible ones first, their markers apart from the others'.
    rankedLike(anchor, random, (c) => frame.byCode.has(c.code)).some((c) => {
      const shape = frame.byCode.get(c.code)!
      if (markerFits(frame, chosen.map((s) => s.label), shape.label)) chosen.push(shape)
      return chosen.length === 4
    })
    if (chosen.length < 4) return undefined
    return {
      body: { id, type: 'map', answer: anchor.code, frame: frame.id, options: shuffledUnlike(chosen.map((s) => s.code), random) },
      countries: [anchor.code],
      about: { template: 'map', country: anchor.code },
      difficulty: prior(where.s ? 1 : 0, anchor),
    }
  },
}

export const shape: Template = {
  name: 'shape',
  prefix: 'shape',
  topic: 'maps',
  build(id, anchor) {
    const where = countryMap(anchor.code)
    if (!where || where.n) return undefined
    const random = randomFor(id)
    const others = plausible(anchor, 3, random)
    if (others.length < 3) return undefined
    return {
      body: { id, type: 'single', options: codes(shuffledUnlike([anchor, ...others], random)), answer: anchor.code },
      countries: [anchor.code],
      about: { template: 'shape', country: anchor.code },
      outline: anchor.code,
      difficulty: prior(1, anchor),
    }
  },
}
