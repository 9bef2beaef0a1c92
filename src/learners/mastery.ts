/**
 * @module learners/mastery
 * How well a learner knows each country, in four steps, and the mastery map: the world
 * (decision 009's world frame, its picture underneath) with each played country's
 * outline drawn over it, filled by its step. Steps are told by pattern as well as colour
 * (stylesheet classes `m1`…`m4`, SVG patterns; the page's CSP allows no inline style).
 * The outlines are made once per isolate; a page draws only the countries played, each
 * with its step's class (a country not played yet is the picture underneath, as it is).
 */
import { frameById, framePicture } from '../maps/frames.js'
import type { CountryFigures } from './learner.js'

/** 0: not played yet; 1 learning; 2 getting there; 3 good; 4 mastered. */
export type MasteryLevel = 0 | 1 | 2 | 3 | 4
export const MASTERY_LEVELS: readonly MasteryLevel[] = [1, 2, 3, 4]

/** A country's step from its answers: the share of points, and 4 only after three answers or more. */
export const masteryLevel = ({ answered, points }: Pick<CountryFigures, 'answered' | 'points'>): MasteryLevel => {
  if (answered === 0) return 0
  const share = points / answered
  if (share < 0.4) return 1
  if (share < 0.7) return 2
  return share >= 0.9 && answered >= 3 ? 4 : 3
}

/** A country's outline (or a small country's dot) as markup, one string per step (0 is never drawn): a page only picks one. */
interface Outline {
  code: string
  marks: readonly string[]
}

let outlines: { width: number; height: number; shapes: Outline[] } | undefined
const worldOutlines = () => {
  if (!outlines) {
    const frame = frameById('world')!
    const steps = [0, ...MASTERY_LEVELS]
    const shapes = frame.shapes.map((shape): Outline => {
      const { code } = shape
      if (shape.small || !shape.rings.length) {
        const [cx, cy] = shape.label
        return { code, marks: steps.map((level) => `<circle class="m${level} m-small" data-c="${code}" cx="${cx}" cy="${cy}" r="6"/>`) }
      }
      let d = ''
      for (const ring of shape.rings) {
        d += 'M'
        for (let i = 0; i < ring.length; i += 2) d += `${i ? 'L' : ''}${ring[i]} ${ring[i + 1]}`
        d += 'Z'
      }
      return { code, marks: steps.map((level) => `<path class="m${level}" data-c="${code}" d="${d}"/>`) }
    })
    outlines = { width: frame.width, height: frame.height, shapes }
  }
  return outlines
}

/** The patterns the steps are filled with, once per page (the legend's swatches use them too). */
const PATTERNS = `<defs>
<pattern id="m1" class="m-pattern m-pattern-1" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6"/><line x1="0" y1="0" x2="0" y2="6"/></pattern>
<pattern id="m2" class="m-pattern m-pattern-2" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6"/><circle cx="3" cy="3" r="1.4"/></pattern>
<pattern id="m3" class="m-pattern m-pattern-3" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="4" height="4"/><line x1="0" y1="0" x2="0" y2="4"/></pattern>
</defs>`

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The mastery map as SVG markup: `label` is its accessible name (the table beside it
 * holds the same figures); `levels` every played country's step.
 */
export const masteryMapMarkup = (levels: ReadonlyMap<string, MasteryLevel>, label: string): string => {
  const { width, height, shapes } = worldOutlines()
  let body = ''
  // A country not played yet is the picture's own: nothing is drawn over it.
  for (const { code, marks } of shapes) {
    const level = levels.get(code)
    if (level) body += marks[level]
  }
  return `<svg class="mastery-map" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeAttribute(label)}" focusable="false">${PATTERNS}<image href="${framePicture('world')}" width="${width}" height="${height}"/>${body}</svg>`
}

/** A legend swatch: the same fill as the map's step. */
export const swatchMarkup = (level: MasteryLevel): string =>
  `<svg class="mastery-swatch" viewBox="0 0 24 16" aria-hidden="true" focusable="false"><rect class="m${level}" width="24" height="16"/></svg>`
