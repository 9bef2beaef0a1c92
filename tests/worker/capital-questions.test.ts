/**
 * The Capitals topic (src/game/templates/capitals.ts): at least 700 questions, each family
 * at least 100 but the trap of the largest city; several capitals all accepted and never
 * a second one among the wrong options; a typed capital accepted in every spelling the
 * locale lists; "Where is Nairobi?" clicked on the map (scored by the distance, the city
 * marked in the feedback, lettered capitals for the keyboard); the country card of every
 * country question's feedback; outline alt texts that name no option (a whole game of the
 * topic: tests/worker/topics.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { parseAnswer } from '../../src/game/answers.js'
import { allQuestions, catalogIds, findQuestion, type MapQuestion, type Question } from '../../src/game/catalog.js'
import { capitalsOf, city, largestCity } from '../../src/game/cities.js'
import { CURATED } from '../../src/game/curated.js'
import { scoreAnswer, solutionFields } from '../../src/game/scoring.js'
import { encodeGame, newGame } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET, GAME_COOKIE } from '../../src/http/game-cookie.js'
import { questionUrl } from '../../src/http/respond.js'
import { cityName, citySpellings } from '../../src/i18n/cities.js'
import { countryCard, whereMap } from '../../src/i18n/map-texts.js'
import { acceptedAnswers, countryName, textsFor } from '../../src/i18n/question-texts.js'
import { locales, translator, type Locale } from '../../src/i18n/translations.js'
import { frameById, MAP_DISPLAY_WIDTHS, MAP_WIDTH } from '../../src/maps/frames.js'
import { cityPoint, kmBetween } from '../../src/maps/geometry.js'
import { answerFeedback, outlineAlt } from '../../src/routes/question.js'
import { ORIGIN, Player, type Fields } from '../player.js'

const capitals = allQuestions().filter((q) => q.topic === 'capitals')
const family = (template: string) => capitals.filter((q) => q.about!.template === template)

describe('capital questions', () => {
  it('at least 700 in all, each family at least 100 (the trap of the largest city is one per country that has it)', () => {
    expect(capitals.length).toBeGreaterThanOrEqual(700)
    for (const template of ['capitalOf', 'capitalTyped', 'capitalCity', 'capitalFlag', 'capitalClaim', 'capitalNorth', 'capitalOrder', 'capitalWhere']) {
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

const whereIs = family('capitalWhere') as (MapQuestion & Question)[]
const fields = (f: Record<string, readonly string[]>): Fields => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, [...v]]))

/** A player whose game's current question is `question` (nine curated questions follow). */
const playerAt = async (question: Question): Promise<Player> => {
  const player = new Player()
  const ids = [question.id, ...CURATED.map((q) => q.id).slice(0, 9)]
  player.cookies.set(GAME_COOKIE, await encodeGame(newGame(ids, Math.floor(Date.now() / 1000)), DEVELOPMENT_GAME_SECRET))
  return player
}
const pathOf = (locale: Locale, question: Question) => new URL(questionUrl(locale, question), ORIGIN).pathname

/** A click on the frame (base px, posted at MAP_WIDTH) `min`–`max` km from the question's city. */
const clickAway = (question: MapQuestion, min: number, max: number): { x: number; y: number; km: number } => {
  const frame = frameById(question.frame)!
  const { lon, lat } = city(question.answer)!
  for (let x = 4; x < frame.width; x += 4) {
    for (let y = 4; y < frame.height; y += 4) {
      const km = kmBetween(frame.projection.invert!([x, y]) as [number, number], [lon, lat])
      if (km >= min && km <= max) return { x, y, km }
    }
  }
  throw new Error(`no point ${min}–${max} km from ${question.id}`)
}

describe('"Where is Nairobi?": a capital on the map', () => {
  it('every one asks a capital of its country on the country’s map, the city inside the picture, with four lettered capitals of which one is right', () => {
    expect(whereIs.length).toBeGreaterThanOrEqual(100)
    for (const q of whereIs) {
      expect(q.target).toBe('city')
      expect(capitalsOf(q.about!.country), q.id).toContain(q.answer)
      expect(q.options, q.id).toHaveLength(4)
      expect(q.options, q.id).toContain(q.answer)
      // No other capital of the same country among the markers: one right marker only.
      expect(q.options.filter((o) => city(o)!.country === q.about!.country), q.id).toEqual([q.answer])
      const frame = frameById(q.frame)!
      for (const option of q.options) {
        const [x, y] = cityPoint(frame, option)
        expect(x > 0 && y > 0 && x < frame.width && y < frame.height, `${q.id} ${option}`).toBe(true)
      }
    }
  })

  it('its solution scores 1 at every width the map is shown at, and so does its lettered marker; another marker does not', () => {
    const problems: string[] = []
    for (const q of whereIs) {
      for (const width of MAP_DISPLAY_WIDTHS) {
        const parsed = parseAnswer(q, solutionFields(q, undefined, width))
        if (!parsed.ok) problems.push(`${q.id} @${width}: ${parsed.code}`)
        else if (scoreAnswer(q, parsed.answer, { locale: 'en' }) !== 1) problems.push(`${q.id} @${width}: not a hit`)
      }
      const marker = parseAnswer(q, { answer: [q.answer] })
      if (!marker.ok || scoreAnswer(q, marker.answer, { locale: 'en' }) !== 1) problems.push(`${q.id}: marker`)
      const wrong = q.options.find((o) => o !== q.answer)!
      if (scoreAnswer(q, wrong, { locale: 'en' }) >= 1) problems.push(`${q.id}: ${wrong} scores 1`)
    }
    expect(problems).toEqual([])
  })

  it('a click scores less the farther it is from the city: nothing from 1,000 km', () => {
    const q = whereIs.find((w) => w.about!.country === 'ke')!
    const near = clickAway(q, 280, 320)
    const far = clickAway(q, 1100, 1400)
    const at = ({ x, y }: { x: number; y: number }) => `${x},${y}@${MAP_WIDTH}`
    expect(scoreAnswer(q, at(near), { locale: 'en' })).toBeCloseTo(1 - near.km / 1000, 1)
    expect(scoreAnswer(q, at(far), { locale: 'en' })).toBe(0)
  })

  it.each(['en', 'ja', 'ar', 'ru', 'de'] as const)('in %s, the page asks for the city; a click 300 km off is partly right, and the feedback marks the city and says how far and which way', async (locale) => {
    const q = whereIs.find((w) => w.about!.country === 'ke')!
    const nairobi = cityName(locale, q.answer)!
    const player = await playerAt(q)
    const path = pathOf(locale, q)
    const page = await (await player.get(path)).text()
    expect(page).toContain(nairobi)
    expect(page).toMatch(/<input type="image"[^>]*name="m240"/)
    // The country is not shown: the question's map is the plain frame.
    expect(page).not.toMatch(/where-ke\.svg/)
    const near = clickAway(q, 280, 320)
    const response = await player.postJson(path, { [`m${MAP_WIDTH}.x`]: [String(near.x)], [`m${MAP_WIDTH}.y`]: [String(near.y)] })
    expect(response.status).toBe(200)
    const answered = (await response.json()) as { points: number; feedback: { offBy?: string; map?: { alt: string; dot?: object; pin?: object }; card?: { name: string; capitals?: { names: string } } } }
    expect(answered.points).toBeGreaterThan(0.5)
    expect(answered.points).toBeLessThan(1)
    expect(answered.feedback.offBy).toContain(nairobi)
    expect(answered.feedback.offBy).toMatch(/[0-9٠-٩]/)
    expect(answered.feedback.map!.alt).toContain(nairobi)
    expect(answered.feedback.map!.dot).toBeDefined()
    expect(answered.feedback.map!.pin).toBeDefined()
    expect(answered.feedback.card).toEqual(expect.objectContaining({ name: countryName(locale, 'ke') }))
    expect(answered.feedback.card!.capitals!.names).toBe(nairobi)
    // Without JavaScript: the feedback page draws the dot and the card.
    const after = await (await player.get(path)).text()
    expect(after).toContain('class="map-dot"')
    expect(after).toContain('class="country-card"')
  })

  it('a wrong lettered capital: how far from the city asked and which way, in words', async () => {
    const q = whereIs.find((w) => w.about!.country === 'ke')!
    const wrong = q.options.find((o) => o !== q.answer)!
    const player = await playerAt(q)
    const response = await player.postJson(pathOf('en', q), { answer: [wrong] })
    const answered = (await response.json()) as { points: number; feedback: { offBy?: string; given: string } }
    expect(answered.points).toBeLessThan(1)
    expect(answered.feedback.given).toBe(cityName('en', wrong))
    expect(answered.feedback.offBy).toMatch(new RegExp(`^${cityName('en', wrong)} is [\\d,]+ km [a-z-]+ of Nairobi\\.$`))
  })

  it('the keyboard way: four lettered capitals, the hint names the city, and the right letter scores', async () => {
    const q = whereIs.find((w) => w.about!.country === 'fr')!
    const player = await playerAt(q)
    const page = await (await player.get(`${pathOf('en', q)}?markers=1`)).text()
    expect(page.match(/<input type="radio"[^>]*name="answer"/g)).toHaveLength(4)
    expect(page).toContain('Which lettered marker is on Paris?')
    expect(page).toMatch(/aria-label="Map of [^"]+ with four lettered markers: A in the /)
    const answered = await player.postJson(pathOf('en', q), { answer: [q.answer] })
    expect(((await answered.json()) as { points: number }).points).toBe(1)
  })

  it('a click off the map or a marker that is no option is refused with a clear localized message and the game goes on', async () => {
    const q = whereIs.find((w) => w.about!.country === 'ke')!
    const player = await playerAt(q)
    const path = pathOf('de', q)
    for (const [bad, code] of [
      [{ 'm240.x': '999', 'm240.y': '5' }, 'badClick'],
      [{ answer: capitalsOf('gb')[0]! }, 'unknownOption'],
      [{ 'm241.x': '5', 'm241.y': '5' }, 'badClick'],
    ] as const) {
      const response = await player.postJson(path, bad as Fields)
      expect(response.status, JSON.stringify(bad)).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code)
    }
    const right = await player.postJson(path, fields(solutionFields(q, undefined, 480)))
    expect(((await right.json()) as { points: number }).points).toBe(1)
  })
})

describe('the country card of every country question’s feedback', () => {
  const SET_TEMPLATES = ['landlocked', 'currencyUsers', 'languageSpeakers', 'areaOrder', 'northOrder', 'capitalNorth', 'capitalOrder']
  const about = (q: Question) => (SET_TEMPLATES.includes(q.about?.template ?? '') ? undefined : (q.about?.country ?? q.countries[0]))

  it('has the country’s flag, name and capitals in every locale, made once per locale and country', () => {
    const problems: string[] = []
    let counted = 0
    for (const locale of locales) {
      for (const question of allQuestions()) {
        const code = about(question)
        if (!code) continue
        counted++
        const card = answerFeedback(locale, question, { a: question.type === 'text' ? 'x' : (solutionAnswer(question) as never), p: 1 }).card
        if (!card) {
          problems.push(`${locale} ${question.id}: no card`)
          continue
        }
        if (card.name !== countryName(locale, code) || !card.flag.src.endsWith(`/${code}.svg`) || !card.flag.alt) problems.push(`${locale} ${question.id}: ${JSON.stringify(card)}`)
        const capitals = capitalsOf(code)
        if (capitals.length && !capitals.every((id) => card.capitals?.names.includes(cityName(locale, id)!))) problems.push(`${locale} ${question.id}: capitals ${card.capitals?.names}`)
        if (card !== countryCard(locale, question)) problems.push(`${locale} ${question.id}: made again`)
      }
    }
    expect(counted).toBeGreaterThan(21 * 4000)
    expect(problems.slice(0, 10)).toEqual([])
  })

  it('the set questions (which of these is landlocked…) have none: no one country is their answer', () => {
    const q = allQuestions().find((x) => x.about?.template === 'landlocked')!
    expect(countryCard('en', q)).toBeUndefined()
  })

  it('Bolivia’s card names both its capitals under the plural label', () => {
    const card = countryCard('en', findQuestion('capital-of-bo')!)!
    expect(card.capitals!.label).toBe('Capitals')
    for (const id of capitalsOf('bo')) expect(card.capitals!.names).toContain(cityName('en', id)!)
  })
})

/** The answer a question's solution gives (a map's: its marker). */
const solutionAnswer = (question: Question): unknown => ('answer' in question ? question.answer : 'x')

describe('outline alt texts', () => {
  it('in every locale, no outline’s alt text contains the name of one of its options (Micronesia, Australia and New Zealand: the continent instead)', () => {
    const problems: string[] = []
    const shapes = allQuestions().filter((q) => q.outline && q.type === 'single')
    for (const locale of locales) {
      for (const q of shapes) {
        const alt = outlineAlt(locale, { ...q, outline: q.outline! }).toLocaleLowerCase(locale)
        const options = q.type === 'single' ? q.options : []
        for (const code of options) if (alt.includes(countryName(locale, code).toLocaleLowerCase(locale))) problems.push(`${locale} ${q.id}: ${alt} / ${code}`)
      }
    }
    expect(problems).toEqual([])
    expect(outlineAlt('en', { ...findQuestion('shape-fm')!, outline: 'fm' })).toMatch(/in Oceania/)
    // Where the sentence inflects the region ("страны Микронезии") the name alone still counts.
    for (const locale of ['ru', 'uk', 'pl'] as const) expect(outlineAlt(locale, { ...findQuestion('shape-fm')!, outline: 'fm' }), locale).toContain(translator(locale).roomSetup.oceania())
  })
})
