/**
 * The Capitals topic (src/game/templates/capitals.ts): at least 700 questions, each family
 * at least 100 but the trap of the largest city; several capitals all accepted and never
 * a second one among the wrong options; a typed capital accepted in every spelling the
 * locale lists (a whole game of the topic: tests/worker/topics.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { allQuestions, catalogIds, findQuestion } from '../../src/game/catalog.js'
import { capitalsOf, largestCity } from '../../src/game/cities.js'
import { scoreAnswer } from '../../src/game/scoring.js'
import { cityName, citySpellings } from '../../src/i18n/cities.js'
import { acceptedAnswers, textsFor } from '../../src/i18n/question-texts.js'
import { locales } from '../../src/i18n/translations.js'

const capitals = allQuestions().filter((q) => q.topic === 'capitals')
const family = (template: string) => capitals.filter((q) => q.about!.template === template)

describe('capital questions', () => {
  it('at least 700 in all, each family at least 100 (the trap of the largest city is one per country that has it)', () => {
    expect(capitals.length).toBeGreaterThanOrEqual(700)
    for (const template of ['capitalOf', 'capitalTyped', 'capitalCity', 'capitalFlag', 'capitalClaim', 'capitalNorth', 'capitalOrder']) {
      expect(family(template).length, template).toBeGreaterThanOrEqual(100)
    }
    expect(catalogIds('capitals')).toEqual(capitals.map((q) => q.id))
    const traps = family('capitalClaim').filter((q) => q.about!.city === largestCity(q.about!.country))
    expect(traps.map((q) => q.id).sort()).toEqual(expect.arrayContaining(['capital-claim-au', 'capital-claim-tr', 'capital-claim-ca']))
    for (const q of traps) expect(q.type === 'boolean' && q.answer, q.id).toBe(false)
  })

  it('South Africa’s three capitals are each accepted, and its explanation names all three in every locale', () => {
    const [pretoria, capeTown, bloemfontein] = capitalsOf('za')
    const typed = findQuestion('capital-typed-za')!
    for (const locale of locales) {
      for (const id of [pretoria!, capeTown!, bloemfontein!]) {
        expect(scoreAnswer(typed, cityName(locale, id)!, { locale, accepted: acceptedAnswers(locale, typed) }), `${locale} ${id}`).toBe(1)
        expect(textsFor(locale, typed).explanation(), locale).toContain(cityName(locale, id)!)
      }
    }
    const choice = findQuestion('capital-of-za')!
    expect(choice.type === 'single' && choice.options.filter((o) => capitalsOf('za').includes(o))).toHaveLength(1)
  })

  it('a typed capital scores in every spelling its locale accepts, and a wrong city does not', () => {
    for (const q of family('capitalTyped')) {
      for (const locale of ['en', 'de', 'ja', 'ar', 'hi'] as const) {
        const accepted = acceptedAnswers(locale, q)
        for (const spelling of capitalsOf(q.about!.country).flatMap((id) => citySpellings(locale, id))) {
          expect(scoreAnswer(q, spelling, { locale, accepted }), `${q.id} ${locale} ${spelling}`).toBe(1)
        }
        expect(scoreAnswer(q, cityName(locale, capitalsOf('fr')[0]!)!, { locale, accepted }), `${q.id} ${locale}`).toBe(q.about!.country === 'fr' ? 1 : 0)
      }
    }
  })

})
