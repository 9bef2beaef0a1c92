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
 * Points are rounded to two decimals so that stored and shown scores agree.
 */
import type { Answer, AnswerFields } from './answers.js'
import { PASS_RATIO, QUESTIONS_PER_GAME, type Question } from './catalog.js'
import { foldText } from './text-fold.js'

const round2 = (n: number): number => Math.round(n * 100) / 100

export interface ScoreContext {
  /** Accepted spellings for a text question, in the player's locale and the base locale. */
  accepted?: readonly string[]
  locale: string
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
  }
}

/**
 * The form fields and values that score a full point, for the client to highlight.
 * For a text question it is the display answer, passed in from the translations.
 */
export const solutionFields = (question: Question, textAnswer?: string): AnswerFields => {
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
  }
}

export const maxScore = QUESTIONS_PER_GAME

/** Whether a total score reaches the pass mark (70% of the maximum). */
export const hasPassed = (score: number): boolean => score >= round2(maxScore * PASS_RATIO)

export const totalScore = (points: readonly number[]): number => round2(points.reduce((a, b) => a + b, 0))
