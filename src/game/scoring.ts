/**
 * @module scoring
 * One scoring rule per question type, each worth 0..1 point, and the solution the
 * client highlights. Pure functions: no HTTP, no React, no translations.
 *
 * Rules (also in docs/decisions/002-scoring.md):
 * - single, image, boolean, text: 1 or 0.
 * - multiple: 1 for the exact set; otherwise (right picks − wrong picks) / right
 *   options, never below 0.
 * - order: the share of item pairs in the right relative order (1 only for the exact
 *   order, 0 for the exact reverse).
 * - number: 1 within `exact` of the answer, falling linearly to 0 at `tolerance`.
 * - map: 1 for a click on the country (or within a small country's tap radius), or for
 *   its lettered marker; otherwise 1 − d / 1,000 km, between 0 and 0.99, where d is
 *   the great-circle distance from the click (a wrong marker: from the interior point
 *   of its country) to the country's nearest border.
 * - map with a city as target ("Where is Nairobi?"): 1 for a click within a fingertip of
 *   the city as the player saw the map (MIN_TAP_RADIUS_CSS, at least MIN_TAP_RADIUS_BASE
 *   base px) or within CITY_HIT_KM of it, or for its lettered marker; otherwise
 *   1 − d / 1,000 km as above, d the great-circle distance from the click (a wrong marker:
 *   its city) to the city.
 * Points are rounded to two decimals so that stored and shown scores agree.
 */
import { clickFields, readClick, type Answer, type AnswerFields } from './answers.js'
import { PASS_RATIO, QUESTIONS_PER_GAME, type MapQuestion, type Question } from './catalog.js'
import { countryMap, frameById, MAP_WIDTH } from '../maps/frames.js'
import { cityLonLat, cityPoint, judgeCityClick, judgeClick, kmBetween, type ClickJudgement } from '../maps/geometry.js'
import { city } from './cities.js'
import { foldText } from './text-fold.js'

const round2 = (n: number): number => Math.round(n * 100) / 100

export interface ScoreContext {
  /** Accepted spellings for a text question, in the player's locale and the base locale. */
  accepted?: readonly string[]
  locale: string
}

/** A map answer this far from the country (km, border to border) scores nothing. */
export const MAP_ZERO_KM = 1000

/** How a map answer stands to the country or city asked: a click judged on the map, or a marker's country or city. */
export const judgeMapAnswer = (question: MapQuestion, answer: string): ClickJudgement => {
  const frame = frameById(question.frame)!
  const click = readClick(answer)
  if (question.target === 'city') {
    if (click) return judgeCityClick(frame, question.answer, (click.x * MAP_WIDTH) / click.width, (click.y * MAP_WIDTH) / click.width, click.width)
    const chosen = city(answer)!
    const at: [number, number] = [chosen.lon, chosen.lat]
    return answer === question.answer ? { hit: true, clicked: chosen.country, km: 0, at } : { hit: false, clicked: chosen.country, km: kmBetween(at, cityLonLat(question.answer)), at }
  }
  if (click) return judgeClick(frame, question.answer, (click.x * MAP_WIDTH) / click.width, (click.y * MAP_WIDTH) / click.width, click.width)
  // A lettered marker stands on its country's interior point: judged as a click there.
  const [x, y] = frame.byCode.get(answer)!.label
  return answer === question.answer ? { hit: true, clicked: answer, km: 0, at: countryMap(answer)!.ll } : { ...judgeClick(frame, question.answer, x, y, MAP_WIDTH), hit: false, clicked: answer }
}

export const scoreAnswer = (question: Question, answer: Answer, context: ScoreContext): number => {
  switch (question.type) {
    case 'single':
    case 'image':
    case 'boolean':
      return answer === question.answer ? 1 : 0
    case 'multiple': {
      const picks = answer as readonly string[]
      const right = picks.filter((p) => question.answer.includes(p)).length
      const wrong = picks.length - right
      if (right === question.answer.length && wrong === 0) return 1
      return round2(Math.max(0, (right - wrong) / question.answer.length))
    }
    case 'order': {
      const given = answer as readonly string[]
      const position = new Map(given.map((id, i) => [id, i]))
      let pairs = 0
      let inOrder = 0
      for (let i = 0; i < question.answer.length; i++) {
        for (let j = i + 1; j < question.answer.length; j++) {
          pairs++
          if (position.get(question.answer[i]!)! < position.get(question.answer[j]!)!) inOrder++
        }
      }
      return round2(inOrder / pairs)
    }
    case 'number': {
      const distance = Math.abs((answer as number) - question.answer)
      if (distance <= question.exact) return 1
      if (distance >= question.tolerance) return 0
      return round2((question.tolerance - distance) / (question.tolerance - question.exact))
    }
    case 'text': {
      const typed = foldText(answer as string, context.locale)
      return (context.accepted ?? []).some((a) => foldText(a, context.locale) === typed) ? 1 : 0
    }
    case 'map': {
      const judged = judgeMapAnswer(question, answer as string)
      // A miss is never a full point, however close to the border.
      return judged.hit ? 1 : Math.min(0.99, round2(Math.max(0, 1 - judged.km / MAP_ZERO_KM)))
    }
  }
}

/**
 * The form fields and values that score a full point, for the client to highlight.
 * For a text question it is the display answer, passed in from the translations; for a
 * map question, the click on the country's interior point at `clickWidth`.
 */
export const solutionFields = (question: Question, textAnswer?: string, clickWidth: number = MAP_WIDTH): AnswerFields => {
  switch (question.type) {
    case 'single':
    case 'image':
      return { answer: [question.answer] }
    case 'multiple':
      return { answer: [...question.answer] }
    case 'boolean':
      return { answer: [String(question.answer)] }
    case 'order':
      return { order: [...question.answer] }
    case 'number':
      return { answer: [String(question.answer)] }
    case 'text':
      return { answer: textAnswer === undefined ? [] : [textAnswer] }
    case 'map': {
      // The country's interior point (or the city), at the width the player's picture was shown.
      const [x, y] = question.target === 'city' ? cityPoint(frameById(question.frame)!, question.answer) : [countryMap(question.answer)!.x, countryMap(question.answer)!.y]
      const scale = clickWidth / MAP_WIDTH
      return clickFields(Math.round(x * scale), Math.round(y * scale), clickWidth)
    }
  }
}

export const maxScore = QUESTIONS_PER_GAME

/** Whether a total score reaches the pass mark (70% of the maximum: a game's ten, or a practice game's fewer). */
export const hasPassed = (score: number, max: number = maxScore): boolean => score >= round2(max * PASS_RATIO)

export const totalScore = (points: readonly number[]): number => round2(points.reduce((a, b) => a + b, 0))
