import { describe, expect, it } from 'vitest'
import { CATALOG, FLAG_IDS, QUESTION_TYPES } from '../../src/game/catalog.js'
import { scoreAnswer } from '../../src/game/scoring.js'
import { acceptedAnswers, locales, questionTexts, translator } from '../../src/i18n/translations.js'

describe('the catalog', () => {
  it('has at least 30 questions covering all seven types', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(30)
    for (const type of QUESTION_TYPES) expect(CATALOG.filter((q) => q.type === type).length, type).toBeGreaterThanOrEqual(3)
  })

  it('ids are unique and URL-safe', () => {
    expect(new Set(CATALOG.map((q) => q.id)).size).toBe(CATALOG.length)
    for (const q of CATALOG) expect(q.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('answers are among the options; order questions are shown out of order', () => {
    for (const q of CATALOG) {
      if (q.type === 'single' || q.type === 'image') expect(q.options as readonly string[]).toContain(q.answer)
      if (q.type === 'multiple') for (const a of q.answer) expect(q.options as readonly string[]).toContain(a)
      if (q.type === 'order') {
        expect([...q.shown].sort()).toEqual([...q.answer].sort())
        expect(q.shown).not.toEqual(q.answer)
        expect(q.answer.length).toBeGreaterThanOrEqual(3)
        expect(q.answer.length).toBeLessThanOrEqual(5)
      }
      if (q.type === 'number') expect(q.tolerance).toBeGreaterThan(q.exact)
    }
  })
})

describe.each(locales)('every string of the game in %s', (locale) => {
  const LL = translator(locale)
  it('every question has a prompt, an explanation and a label for every option and item', () => {
    for (const q of CATALOG) {
      const texts = questionTexts(LL, q.id)
      expect(texts.prompt().length, q.id).toBeGreaterThan(5)
      expect(texts.explanation().length, q.id).toBeGreaterThan(10)
      if (q.type === 'single' || q.type === 'multiple') for (const o of q.options) expect(texts.options?.[o]?.(), `${q.id}.${o}`).toBeTruthy()
      if (q.type === 'order') for (const i of q.answer) expect(texts.items?.[i]?.(), `${q.id}.${i}`).toBeTruthy()
      if (q.type === 'text') {
        expect(texts.answer?.(), q.id).toBeTruthy()
        expect(acceptedAnswers(locale, q.id).length, q.id).toBeGreaterThan(0)
      }
    }
  })

  it('every flag has alt text, different for every flag', () => {
    const alts = FLAG_IDS.map((flag) => LL.flags[flag]())
    for (const alt of alts) expect(alt.length).toBeGreaterThan(3)
    expect(new Set(alts).size).toBe(FLAG_IDS.length)
  })

  it('the shown answer of every text question scores, and so does each accepted spelling', () => {
    for (const q of CATALOG.filter((x) => x.type === 'text')) {
      const accepted = acceptedAnswers(locale, q.id)
      const shown = questionTexts(LL, q.id).answer!()
      expect(scoreAnswer(q, shown, { locale, accepted }), `${q.id}: ${shown}`).toBe(1)
      for (const spelling of accepted) expect(scoreAnswer(q, spelling.toUpperCase(), { locale, accepted }), spelling).toBe(1)
    }
  })
})
