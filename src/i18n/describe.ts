/**
 * @module describe
 * Player-facing words for game objects: an answer as given, the right answer, the
 * verdict. Shared by the question feedback and the result table.
 */
import { remember } from '../bounded.js'
import type { Answer } from '../game/answers.js'
import type { FlagId, Question } from '../game/catalog.js'
import { describeMapAnswer } from './map-texts.js'
import { countryArg, textsFor } from './question-texts.js'
import { formatNumber, translator, type Locale } from './translations.js'

const label = (texts: Record<string, () => string> | undefined, id: string): string => texts?.[id]?.() ?? id

/** An answer, in words: option labels, "True", an ordered list, a number with its unit. */
export const describeAnswer = (locale: Locale, question: Question, answer: Answer): string => {
  const LL = translator(locale)
  const texts = textsFor(locale, question)
  switch (question.type) {
    case 'single':
      return label(texts.options, answer as string)
    case 'multiple':
      // The options as shown, side by side: joined by "and" they would need the articles and
      // cases of a sentence ("die Türkei") that a label does not have.
      return (answer as string[]).map((id) => label(texts.options, id)).join(' · ')
    case 'boolean':
      return answer ? LL.ui.trueLabel() : LL.ui.falseLabel()
    case 'order':
      // Non-breaking space: a position number never ends a line apart from its item.
      return (answer as string[]).map((id, i) => `${formatNumber(locale, i + 1)}.\u00a0${label(texts.items, id)}`).join(' · ')
    case 'number': {
      const unit = texts.unit?.() ?? ''
      const value = formatNumber(locale, answer as number, { grouping: !question.year })
      return unit ? LL.ui.withUnit({ value, unit }) : value
    }
    case 'text':
      return answer as string
    case 'image':
      // Generated flags are named once answered; the curated drawings keep their description.
      return question.about ? LL.gen.flagOf({ country: countryArg(answer as string) }) : LL.flags[answer as FlagId]()
    case 'map':
      return describeMapAnswer(locale, question, answer as string)
  }
}

/** The right answer, in words. */
/** Solutions, described once per isolate, locale and question (feedback and result pages show them). */
const solutions = new Map<string, string>()
const MAX_SOLUTIONS = 8192
export const describeSolution = (locale: Locale, question: Question): string =>
  remember(solutions, MAX_SOLUTIONS, `${locale}/${question.id}`, () =>
    question.type === 'text' ? (textsFor(locale, question).answer?.() ?? '') : describeAnswer(locale, question, question.answer),
  )

export type Verdict = 'correct' | 'partial' | 'wrong'
export const verdictOf = (points: number): Verdict => (points >= 1 ? 'correct' : points > 0 ? 'partial' : 'wrong')

export const verdictText = (locale: Locale, points: number): string => {
  const LL = translator(locale)
  const verdict = verdictOf(points)
  if (verdict === 'correct') return LL.ui.feedbackCorrect()
  if (verdict === 'partial') return LL.ui.feedbackPartial({ points: formatNumber(locale, points) })
  return LL.ui.feedbackWrong()
}
