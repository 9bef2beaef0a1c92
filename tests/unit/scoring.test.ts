import { describe, expect, it } from 'vitest'
import { findQuestion, type Question } from '../../src/game/catalog.js'
import { hasPassed, scoreAnswer, solutionFields, totalScore } from '../../src/game/scoring.js'
import { foldText } from '../../src/game/text-fold.js'

const q = (id: string): Question => findQuestion(id)!
const en = { locale: 'en' }

describe('scoring: one rule per question type', () => {
  it('single: the right option is a point, any other none', () => {
    expect(scoreAnswer(q('capital-australia'), 'canberra', en)).toBe(1)
    expect(scoreAnswer(q('capital-australia'), 'sydney', en)).toBe(0)
  })

  it('image: the right picture is a point', () => {
    expect(scoreAnswer(q('flag-japan'), 'japan', en)).toBe(1)
    expect(scoreAnswer(q('flag-japan'), 'bangladesh', en)).toBe(0)
  })

  it('boolean: true and false are scored against the fact', () => {
    expect(scoreAnswer(q('great-wall-from-moon'), false, en)).toBe(1)
    expect(scoreAnswer(q('great-wall-from-moon'), true, en)).toBe(0)
    expect(scoreAnswer(q('snow-in-sahara'), true, en)).toBe(1)
  })

  describe('multiple: full point only for the exact set, partial credit otherwise', () => {
    const landlocked = q('landlocked-countries')
    it('exact set', () => expect(scoreAnswer(landlocked, ['switzerland', 'bolivia', 'mongolia'], en)).toBe(1))
    it('two of three right, nothing wrong', () => expect(scoreAnswer(landlocked, ['switzerland', 'bolivia'], en)).toBe(0.67))
    it('a wrong pick cancels a right one', () => expect(scoreAnswer(landlocked, ['switzerland', 'bolivia', 'portugal'], en)).toBe(0.33))
    it('all right plus a wrong one is not full', () =>
      expect(scoreAnswer(landlocked, ['switzerland', 'bolivia', 'mongolia', 'chile'], en)).toBe(0.67))
    it('never below zero', () => expect(scoreAnswer(landlocked, ['portugal', 'chile'], en)).toBe(0))
  })

  describe('order: share of pairs in the right relative order', () => {
    const planets = q('planets-from-sun')
    it('exact order', () => expect(scoreAnswer(planets, ['mercury', 'venus', 'earth', 'mars'], en)).toBe(1))
    it('one neighbour swap loses one pair of six', () => expect(scoreAnswer(planets, ['venus', 'mercury', 'earth', 'mars'], en)).toBe(0.83))
    it('exact reverse is zero', () => expect(scoreAnswer(planets, ['mars', 'earth', 'venus', 'mercury'], en)).toBe(0))
  })

  describe('number: full inside the exact band, linear to zero at the tolerance', () => {
    const everest = q('everest-height') // 8849, exact 50, tolerance 1500
    it('exact answer', () => expect(scoreAnswer(everest, 8849, en)).toBe(1))
    it('edge of the exact band', () => expect(scoreAnswer(everest, 8899, en)).toBe(1))
    it('halfway', () => expect(scoreAnswer(everest, 8849 - 775, en)).toBe(0.5))
    it('at the tolerance', () => expect(scoreAnswer(everest, 8849 + 1500, en)).toBe(0))
    it('beyond the tolerance', () => expect(scoreAnswer(everest, 100, en)).toBe(0))
    it('years with no exact band: one year off', () => expect(scoreAnswer(q('moon-landing-year'), 1970, en)).toBe(0.9))
  })

  describe('text: folded comparison against accepted answers', () => {
    const mars = q('red-planet')
    it('case, spacing and punctuation do not matter', () =>
      expect(scoreAnswer(mars, '  MARS! ', { locale: 'en', accepted: ['Mars'] })).toBe(1))
    it('a different word does not match', () => expect(scoreAnswer(mars, 'Venus', { locale: 'en', accepted: ['Mars'] })).toBe(0))
    it('diacritics are folded', () =>
      expect(scoreAnswer(q('largest-country'), 'Rússia', { locale: 'es', accepted: ['Rusia', 'Russia'] })).toBe(1))
    it('German: umlauts may be typed as ae/oe/ue, ß as ss', () => {
      expect(foldText('Muenchen', 'de')).toBe(foldText('München', 'de'))
      expect(foldText('Strasse', 'de')).toBe(foldText('Straße', 'de'))
      expect(scoreAnswer(q('largest-country'), 'Russland', { locale: 'de', accepted: ['Rußland'] })).toBe(1)
    })
    it('French: accents and apostrophes do not matter', () =>
      expect(foldText('Léonard de Vinci', 'fr')).toBe(foldText('leonard de vinci', 'fr')))
    it('Arabic: hamza forms and short vowels are folded', () =>
      expect(scoreAnswer(q('largest-country'), 'روسيا', { locale: 'ar', accepted: ['رُوسْيَا'] })).toBe(1))
    it('Japanese: katakana and hiragana, full-width and half-width match', () => {
      expect(scoreAnswer(q('capital-japan'), 'トウキョウ', { locale: 'ja', accepted: ['とうきょう'] })).toBe(1)
      expect(scoreAnswer(q('red-planet'), 'ＭＡＲＳ', { locale: 'ja', accepted: ['Mars'] })).toBe(1)
    })
  })
})

describe('solution fields: what scores a full point, as form fields', () => {
  it('per type', () => {
    expect(solutionFields(q('capital-australia'))).toEqual({ answer: ['canberra'] })
    expect(solutionFields(q('landlocked-countries'))).toEqual({ answer: ['switzerland', 'bolivia', 'mongolia'] })
    expect(solutionFields(q('antarctica-desert'))).toEqual({ answer: ['true'] })
    expect(solutionFields(q('planets-from-sun'))).toEqual({ order: ['mercury', 'venus', 'earth', 'mars'] })
    expect(solutionFields(q('moon-landing-year'))).toEqual({ answer: ['1969'] })
    expect(solutionFields(q('red-planet'), 'Mars')).toEqual({ answer: ['Mars'] })
  })
  it('every full-marks solution scores a point', () => {
    for (const id of ['capital-australia', 'flag-italy', 'g7-members', 'mauna-kea-taller', 'continents-by-area', 'un-members']) {
      const question = q(id)
      const fields = solutionFields(question)
      const value = question.type === 'order' ? fields.order! : question.type === 'multiple' ? fields.answer! : fields.answer![0]!
      const answer = question.type === 'boolean' ? value === 'true' : question.type === 'number' ? Number(value) : value
      expect(scoreAnswer(question, answer, en), id).toBe(1)
    }
  })
})

describe('pass mark: 70% of ten points', () => {
  it('7 passes, 6.99 does not', () => {
    expect(hasPassed(7)).toBe(true)
    expect(hasPassed(6.99)).toBe(false)
    expect(hasPassed(totalScore([1, 1, 1, 1, 1, 1, 0.5, 0.5, 0, 0]))).toBe(true)
  })
  it('totals are rounded to hundredths', () => expect(totalScore([0.33, 0.33, 0.34])).toBe(1))
})
