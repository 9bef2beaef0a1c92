import { describe, expect, it } from 'vitest'
import { allQuestions, catalogIds, FLAG_IDS, findQuestion, LEARNER_MODES, MODES, QUESTION_TYPES, TOPICS, type Question } from '../../src/game/catalog.js'
import { city, isCapitalOf } from '../../src/game/cities.js'
import { country, COUNTRIES } from '../../src/game/countries.js'
import { CURATED } from '../../src/game/curated.js'
import { cldrName } from '../../src/game/cldr.js'
import { EXCLUDED_COUNTRIES, MIN_AREA_RATIO, MIN_ORDER_AREA_RATIO, MIN_ORDER_LATITUDE_GAP } from '../../src/game/data-rules.js'
import { DIFFICULTY_MIX, drawQuestions } from '../../src/game/draw.js'
import { scoreAnswer } from '../../src/game/scoring.js'
import { MIN_CAPITAL_NORTH_GAP, MIN_CAPITAL_ORDER_GAP } from '../../src/game/templates/capitals.js'
import { allGenerated, buildFromId } from '../../src/game/templates/index.js'
import { BORDERS_LEFT_OUT } from '../../src/generated/countries.js'
import { cityName } from '../../src/i18n/cities.js'
import { acceptedAnswers, countryName, textsFor } from '../../src/i18n/question-texts.js'
import { locales, translator } from '../../src/i18n/translations.js'

const catalog = allQuestions()
const countBy = (key: (q: Question) => string) => {
  const counts: Record<string, number> = {}
  for (const q of catalog) counts[key(q)] = (counts[key(q)] ?? 0) + 1
  return counts
}

describe('the catalog', () => {
  it('holds at least 1,500 distinct questions, at least 100 of every type', () => {
    const byType = countBy((q) => q.type)
    console.log(`catalog: ${catalog.length} questions; by type ${JSON.stringify(byType)}; by topic ${JSON.stringify(countBy((q) => q.topic))}; by difficulty ${JSON.stringify(countBy((q) => String(q.difficulty)))}`)
    expect(new Set(catalog.map((q) => q.id)).size).toBe(catalog.length)
    expect(catalog.length).toBeGreaterThanOrEqual(1500)
    for (const type of QUESTION_TYPES) expect(byType[type] ?? 0, type).toBeGreaterThanOrEqual(100)
  })

  it('keeps the 36 curated questions as the world-facts topic', () => {
    expect(CURATED).toHaveLength(36)
    expect(catalogIds('world')).toEqual(CURATED.map((q) => q.id))
    for (const q of CURATED) expect(findQuestion(q.id)!.topic).toBe('world')
  })

  it('the index made at build time is exactly what the templates make in this runtime', () => {
    const generated = allGenerated().map((q) => q.id)
    expect(catalogIds('mixed').filter((id) => !CURATED.some((q) => q.id === id))).toEqual(generated)
  })

  it('ids are readable, URL-safe and stable: a fresh build of an id gives the same question', () => {
    for (const q of catalog) {
      expect(q.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      if (q.about) expect(buildFromId(q.id)).toEqual(q)
    }
    expect(findQuestion('flag-fr')?.type).toBe('image')
    expect(findQuestion('neighbours-de')?.type).toBe('multiple')
    expect(findQuestion('flag-xx')).toBeUndefined()
    expect(findQuestion('borders-de-jp')).toBeUndefined()
    expect(findQuestion('flag-fr-de')).toBeUndefined()
  })

  it('answers are among the options; order questions are shown out of order', () => {
    for (const q of catalog) {
      if (q.type === 'single' || q.type === 'image') expect(q.options, q.id).toContain(q.answer)
      if (q.type === 'single' || q.type === 'image' || q.type === 'multiple') expect(new Set(q.options).size, q.id).toBe(q.options.length)
      if (q.type === 'multiple') {
        for (const a of q.answer) expect(q.options, q.id).toContain(a)
        expect(q.answer.length, q.id).toBeGreaterThan(0)
        expect(q.answer.length, q.id).toBeLessThan(q.options.length)
      }
      if (q.type === 'order') {
        expect([...q.shown].sort()).toEqual([...q.answer].sort())
        expect(q.shown, q.id).not.toEqual(q.answer)
        expect(q.answer.length).toBeGreaterThanOrEqual(3)
        expect(q.answer.length).toBeLessThanOrEqual(5)
      }
      if (q.type === 'number') expect(q.tolerance, q.id).toBeGreaterThan(q.exact)
    }
  })
})

describe('no generated question is wrong or ambiguous', () => {
  const generated = catalog.filter((q) => q.about)
  const codesIn = (q: Question): string[] => {
    const about = q.about!
    return [
      about.country,
      ...(about.other ? [about.other] : []),
      ...(about.clue ?? []),
      ...q.countries,
      ...(q.picture ? [q.picture] : []),
      ...(q.type === 'order' && about.template !== 'capitalOrder' ? q.answer : []),
      ...((q.type === 'single' || q.type === 'multiple' || q.type === 'image') && ['flag', 'flagName', 'borderPick', 'neighbours', 'landlocked', 'largest', 'capitalCity', 'capitalFlag'].includes(about.template) ? q.options : []),
    ]
  }

  it('never names a country whose status is disputed', () => {
    const excluded = Object.keys(EXCLUDED_COUNTRIES).map((c) => c.toLowerCase())
    for (const q of generated) for (const code of codesIn(q)) expect(excluded, q.id).not.toContain(code)
    for (const code of excluded) expect(country(code)).toBeUndefined()
  })

  it('asks about borders only of countries with land borders the data gives completely', () => {
    const leftOut = Object.keys(BORDERS_LEFT_OUT).map((c) => c.toLowerCase())
    expect(leftOut).toEqual(expect.arrayContaining(['fr', 'cn', 'in', 'es', 'ma']))
    for (const q of generated.filter((x) => ['borderPick', 'neighbours', 'borders', 'neighbourCount', 'borderedBy'].includes(x.about!.template))) {
      const anchor = country(q.about!.country)!
      expect(leftOut, q.id).not.toContain(anchor.code)
      expect(anchor.borders?.length, q.id).toBeGreaterThan(0)
      for (const clue of q.about!.clue ?? []) expect(leftOut, q.id).not.toContain(clue)
    }
  })

  it('every answer agrees with the data', () => {
    for (const q of generated) {
      const about = q.about!
      const anchor = country(about.country)!
      const borders = anchor.borders ?? []
      switch (about.template) {
        case 'borderPick':
          if (q.type === 'single') for (const o of q.options) expect(borders.includes(o), q.id).toBe(o === q.answer)
          break
        case 'neighbours':
          if (q.type === 'multiple') expect([...q.answer].sort(), q.id).toEqual(q.options.filter((o) => borders.includes(o)).sort())
          break
        case 'borders':
          if (q.type === 'boolean') expect(q.answer, q.id).toBe(borders.includes(about.other!))
          break
        case 'neighbourCount':
          if (q.type === 'number') expect(q.answer, q.id).toBe(borders.length)
          break
        case 'borderedBy': {
          // Exactly one country borders every clue.
          const all = COUNTRIES.filter((c) => about.clue!.every((clue) => country(clue)!.borders!.includes(c.code)))
          expect(all.map((c) => c.code), q.id).toEqual([anchor.code])
          break
        }
        case 'landlocked':
          if (q.type === 'multiple') expect([...q.answer].sort(), q.id).toEqual(q.options.filter((o) => country(o)!.landlocked).sort())
          break
        case 'larger': {
          const other = country(about.other!)!
          if (q.type === 'boolean') expect(q.answer, q.id).toBe(anchor.area > other.area)
          expect(Math.max(anchor.area, other.area) / Math.min(anchor.area, other.area), q.id).toBeGreaterThanOrEqual(MIN_AREA_RATIO)
          break
        }
        case 'areaOrder':
        case 'northOrder':
          if (q.type === 'order') {
            const value = (code: string) => (about.template === 'areaOrder' ? country(code)!.area : country(code)!.lat)
            for (let i = 1; i < q.answer.length; i++) {
              const [before, after] = [value(q.answer[i - 1]!), value(q.answer[i]!)]
              if (about.template === 'areaOrder') expect(before / after, q.id).toBeGreaterThanOrEqual(MIN_ORDER_AREA_RATIO)
              else expect(before - after, q.id).toBeGreaterThanOrEqual(MIN_ORDER_LATITUDE_GAP)
            }
          }
          break
        case 'largest':
          if (q.type === 'single') for (const o of q.options) if (o !== q.answer) expect(anchor.area / country(o)!.area, q.id).toBeGreaterThanOrEqual(MIN_ORDER_AREA_RATIO)
          break
        case 'currency':
        case 'language': {
          const own = about.template === 'currency' ? anchor.currencies : anchor.languages
          if (q.type === 'single') for (const o of q.options) expect(own.includes(o), `${q.id} ${o}`).toBe(o === q.answer)
          break
        }
        case 'usesCurrency':
          if (q.type === 'boolean') expect(q.answer, q.id).toBe(anchor.currencies.includes(about.currency!))
          break
        case 'speaks':
          if (q.type === 'boolean') expect(q.answer, q.id).toBe(anchor.languages.includes(about.language!))
          break
        case 'flag':
        case 'flagName':
          if (q.type === 'single' || q.type === 'image') expect(q.answer, q.id).toBe(anchor.code)
          break
        case 'capitalOf':
          // Exactly one option is a capital of the country, even of one with several.
          if (q.type === 'single') for (const o of q.options) expect(isCapitalOf(o, anchor.code), `${q.id} ${o}`).toBe(o === q.answer)
          break
        case 'capitalCity':
        case 'capitalFlag':
          expect(isCapitalOf(about.city!, anchor.code), q.id).toBe(true)
          if (q.type === 'single' || q.type === 'image') for (const o of q.options) expect(isCapitalOf(about.city!, o), `${q.id} ${o}`).toBe(o === q.answer)
          break
        case 'capitalClaim':
          if (q.type === 'boolean') expect(q.answer, q.id).toBe(isCapitalOf(about.city!, anchor.code))
          break
        case 'capitalNorth':
          if (q.type === 'single') for (const o of q.options) if (o !== q.answer) expect(city(q.answer)!.lat - city(o)!.lat, `${q.id} ${o}`).toBeGreaterThanOrEqual(MIN_CAPITAL_NORTH_GAP)
          break
        case 'capitalOrder':
          if (q.type === 'order') for (let i = 1; i < q.answer.length; i++) expect(city(q.answer[i]!)!.lon - city(q.answer[i - 1]!)!.lon, q.id).toBeGreaterThanOrEqual(MIN_CAPITAL_ORDER_GAP)
          break
      }
    }
  })

  describe.each(locales)('in %s', (locale) => {
    const LL = translator(locale)
    it('every question has its words; no name is a bare code; no two options or items read the same', () => {
      for (const q of catalog) {
        const texts = textsFor(locale, q)
        const words = [texts.prompt(), texts.explanation()]
        expect(texts.prompt().length, q.id).toBeGreaterThan(5)
        expect(texts.explanation().length, q.id).toBeGreaterThan(5)
        const values = q.type === 'order' ? q.answer : 'options' in q ? q.options : []
        const table = q.type === 'order' ? texts.items : texts.options
        if (q.type !== 'boolean' && values.length) {
          const shown = values.map((v) => table?.[v]?.() ?? '')
          words.push(...shown)
          if (!(q.type === 'image' && !q.about)) {
            // Curated option ids are words ("sydney"); generated ones are codes that must never show.
            for (const [i, label] of shown.entries()) {
              expect(label, `${q.id}.${values[i]}`).toBeTruthy()
              if (q.about) expect(label.toLowerCase(), `${q.id}.${values[i]} is shown as its code`).not.toBe(values[i]!.toLowerCase())
            }
            expect(new Set(shown).size, `${q.id}: ${shown.join(' / ')}`).toBe(shown.length)
          }
        }
        if (q.type === 'text') {
          expect(texts.answer?.(), q.id).toBeTruthy()
          expect(acceptedAnswers(locale, q).length, q.id).toBeGreaterThan(0)
        }
        for (const text of words) expect(text, q.id).not.toMatch(/undefined|\{|\}/)
        if (q.about) {
          // Every name shown comes from CLDR, never the bare code.
          for (const code of codesIn(q)) expect(cldrName(locale, 'region', code), `${q.id}: ${code}`).toBeDefined()
          const currencies = [q.about.currency, ...(q.about.template === 'currency' && 'options' in q ? q.options : [])]
          const languages = [q.about.language, ...(q.about.template === 'language' && 'options' in q ? q.options : [])]
          for (const code of currencies.filter(Boolean)) expect(cldrName(locale, 'currency', code!), `${q.id}: ${code}`).toBeDefined()
          for (const code of languages.filter(Boolean)) expect(cldrName(locale, 'language', code!), `${q.id}: ${code}`).toBeDefined()
          // Every city shown has its name in the locale (src/i18n/cities.ts).
          const cities = [q.about.city, ...(['capitalOf', 'capitalNorth'].includes(q.about.template) && 'options' in q ? q.options : []), ...(q.about.template === 'capitalOrder' && q.type === 'order' ? q.answer : [])]
          for (const id of cities.filter(Boolean)) expect(cityName(locale, id!), `${q.id}: ${id}`).toBeTruthy()
        }
      }
    })

    it('a flag’s alt text describes the picture and never names its country', () => {
      for (const q of catalog.filter((x) => x.type === 'image' && x.about)) {
        const texts = textsFor(locale, q)
        if (q.type !== 'image') continue
        for (const code of q.options) {
          const alt = texts.options![code]!()
          // A colour in any of its forms: Polish writes the main colour to agree with the flag ("głównie jasnoniebieska").
          const colourStems = Object.values(LL.colours).map((c) => c().slice(0, Math.max(4, c().length - 4)))
          expect(alt, q.id).toMatch(new RegExp(colourStems.join('|'), 'i'))
          // As a word where words are spaced (Togo's Russian name is inside "жёлтого", Russia's
          // Vietnamese one inside "ngang"); anywhere in scripts that write names unspaced or with particles.
          const name = countryName(locale, code).toLowerCase()
          const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(name)
          const word = new RegExp(`(^|[^\\p{L}\\p{M}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{M}])`, 'u')
          if (unspaced) expect(alt.toLowerCase(), q.id).not.toContain(name)
          else expect(alt.toLowerCase(), q.id).not.toMatch(word)
        }
      }
    })

    it('the curated flags have alt text, different for every flag', () => {
      const alts = FLAG_IDS.map((flag) => LL.flags[flag]())
      for (const alt of alts) expect(alt.length).toBeGreaterThan(3)
      expect(new Set(alts).size).toBe(FLAG_IDS.length)
    })

    it('the shown answer of every text question scores, and so does each accepted spelling', () => {
      for (const q of catalog.filter((x) => x.type === 'text')) {
        const accepted = acceptedAnswers(locale, q)
        const shown = textsFor(locale, q).answer!()
        expect(scoreAnswer(q, shown, { locale, accepted }), `${q.id}: ${shown}`).toBe(1)
        for (const spelling of accepted) expect(scoreAnswer(q, spelling.toUpperCase(), { locale, accepted }), spelling).toBe(1)
        expect(scoreAnswer(q, 'Atlantis', { locale, accepted }), q.id).toBe(0)
      }
    })
  })
})

describe('a game’s draw', () => {
  // The learner's modes (Practice my mistakes) draw from the player's learner, not the catalog: tests/worker/progress.test.ts.
  it.each(MODES.filter((m) => !LEARNER_MODES.includes(m)))('%s: ten questions of the mode, no country twice, a mix of types and of difficulty', (mode) => {
    for (const seed of [1, 2, 3, 2026, 2 ** 32 - 1]) {
      const questions = drawQuestions(seed, mode).map((id) => findQuestion(id)!)
      expect(questions).toHaveLength(10)
      expect(new Set(questions.map((q) => q.id)).size).toBe(10)
      // A quick game and today's challenge draw from the whole catalog.
      if (mode !== 'mixed' && mode !== 'daily') for (const q of questions) expect(q.topic).toBe(mode)
      const countries = questions.flatMap((q) => q.countries)
      expect(new Set(countries).size, `${mode} ${seed}: ${countries.join(' ')}`).toBe(countries.length)
      const types = new Set(questions.map((q) => q.type))
      // Maps has two types (click the country, name the outline); every other mode has three or more.
      expect(types.size, `${mode} ${seed}`).toBeGreaterThanOrEqual(mode === 'maps' ? 2 : 3)
      if (mode !== 'world') {
        for (const [difficulty, count] of Object.entries(DIFFICULTY_MIX)) {
          expect(questions.filter((q) => q.difficulty === Number(difficulty)).length, `${mode} ${seed} difficulty ${difficulty}`).toBe(count)
        }
      }
    }
  })

  it('every topic has enough questions for months of games', () => {
    for (const topic of TOPICS.filter((t) => t !== 'world')) expect(catalogIds(topic).length, topic).toBeGreaterThanOrEqual(300)
  })
})
