/**
 * A question screen made from its shape (decision 011) is the screen React renders for
 * it: for every question of the catalog, unanswered and answered right and wrong, in
 * English and Arabic (and unanswered in every locale), the page filled in from the
 * shape's template is, character for character, the page React renders from the
 * question's own props. So hydration finds what it expects, and no shape can carry one
 * question's (or one player's) texts to another.
 */
import { describe, expect, it } from 'vitest'
import { parseAnswer, type AnswerFields } from '../../src/game/answers.js'
import { allQuestions, type Question } from '../../src/game/catalog.js'
import { CURATED } from '../../src/game/curated.js'
import { scoreAnswer } from '../../src/game/scoring.js'
import { newGame, recordAnswer, type GameState } from '../../src/game/state.js'
import type { Template } from '../../src/http/template.js'
import { acceptedAnswers } from '../../src/i18n/question-texts.js'
import { locales, type Locale } from '../../src/i18n/translations.js'
import { feedbackScreenProps, questionScreenProps, screenMarkup } from '../../src/routes/question.js'
import { rightAnswer, wrongAnswer, type Fields } from '../answers.js'

const catalog = allQuestions().filter((q) => q.type !== 'map')
const fillers = CURATED.map((q) => q.id)
const SLICE = 500
const slices = Array.from({ length: Math.ceil(catalog.length / SLICE) }, (_, i) => i * SLICE)

/**
 * React writes an apostrophe as `&#x27;`, the template's filling as `&#39;`: the same
 * character to the browser. Everything else must match exactly.
 */
const same = (template: Template<string>) => template.map((part) => (typeof part === 'string' ? part.replaceAll('&#x27;', '&#39;') : part))

const expectShapedAsRendered = (props: Parameters<typeof screenMarkup>[0]) =>
  expect(same(screenMarkup(props, false))).toEqual(same(screenMarkup(props, true)))

const fieldsOf = (fields: Fields): AnswerFields => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]))

/** A game whose first question is `question`, answered with `fields`. */
const answered = (locale: Locale, question: Question, fields: Fields): GameState => {
  const game = newGame([question.id, ...fillers.filter((id) => id !== question.id).slice(0, 9)], 1_800_000_000)
  const parsed = parseAnswer(question, fieldsOf(fields))
  if (!parsed.ok) throw new Error(`${question.id}: ${parsed.code}`)
  const p = scoreAnswer(question, parsed.answer, { locale, accepted: acceptedAnswers(locale, question) })
  return recordAnswer(game, question.id, { p, a: parsed.answer }, 1_800_000_001)
}

/**
 * Every question in the scripts and directions that could break a shape (Latin, right to
 * left, CJK, Devanagari); every fifth in the others, whose texts go through the same
 * stand-ins: a shape does not depend on the language.
 */
const WHOLE_CATALOG: ReadonlySet<string> = new Set(['en', 'de', 'fr', 'es', 'ja', 'ar', 'fa', 'zh', 'hi'])

describe.each(locales)('a question screen made from its shape, in %s', (locale) => {
  it.each(slices)(`is the screen React renders, unanswered, for questions %i… of ${catalog.length}`, (first) => {
    const step = WHOLE_CATALOG.has(locale) ? 1 : 5
    for (const question of catalog.slice(first, first + SLICE).filter((_, i) => i % step === 0)) {
      expectShapedAsRendered(questionScreenProps(locale, question, { index: 2, total: 10, answered: 2 }, {}))
    }
  })
})

describe.each(['en', 'ar'] as const)('a feedback screen made from its shape, in %s', (locale) => {
  it.each(slices)(`is the screen React renders, answered right and wrong, for questions %i… of ${catalog.length}`, (first) => {
    for (const question of catalog.slice(first, first + SLICE)) {
      for (const fields of [rightAnswer(question, locale), wrongAnswer(question)]) {
        for (const known of [true, false]) expectShapedAsRendered(feedbackScreenProps(locale, question, answered(locale, question, fields), 0, known))
      }
    }
  })
})

describe('a typed answer in a shape', () => {
  const texts = catalog.filter((q) => q.type === 'text').slice(0, 2)

  it('is filled in escaped, exactly as React writes it, even when it looks like markup or a stand-in', () => {
    for (const typed of [`<script>alert("x")</script> & 'quoted'`, 'WW123456789012T0X', '#0', '{"type":"single"}']) {
      expectShapedAsRendered(feedbackScreenProps('en', texts[0]!, answered('en', texts[0]!, { answer: typed }), 0, true))
    }
  })

  it('never shows up on the screen of another player of the same shape', () => {
    const [a, b] = [texts[0]!, texts[1]!]
    const first = screenMarkup(feedbackScreenProps('en', a, answered('en', a, { answer: 'Zanzibarish' }), 0, true)).join('')
    const second = screenMarkup(feedbackScreenProps('en', b, answered('en', b, { answer: 'Quux-the-second' }), 0, true)).join('')
    expect(first).toContain('Zanzibarish')
    expect(second).toContain('Quux-the-second')
    expect(second).not.toContain('Zanzibarish')
    expect(first).not.toContain('Quux-the-second')
  })
})
