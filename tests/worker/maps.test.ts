/**
 * Maps (issue 14): every catalog country's shape, the map and shape questions, a click
 * scored at every width the map is shown at, how far off a wrong click was, the lettered
 * markers for keyboard players, bad clicks, and the "where it is" map on the feedback of
 * every question about a country.
 */
import { describe, expect, it } from 'vitest'
import { parseAnswer } from '../../src/game/answers.js'
import { allQuestions, type MapQuestion, type Question } from '../../src/game/catalog.js'
import { COUNTRIES, country } from '../../src/game/countries.js'
import { CURATED } from '../../src/game/curated.js'
import { scoreAnswer, solutionFields } from '../../src/game/scoring.js'
import { encodeGame, newGame } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET, GAME_COOKIE } from '../../src/http/game-cookie.js'
import { questionUrl } from '../../src/http/respond.js'
import { whereMap } from '../../src/i18n/map-texts.js'
import { countryName } from '../../src/i18n/question-texts.js'
import { locales, translator, type Locale } from '../../src/i18n/translations.js'
import { countryMap, frameById, MAP_DISPLAY_WIDTHS, MAP_WIDTH, type Frame } from '../../src/maps/frames.js'
import { countryAt, judgeClick, shapeContains } from '../../src/maps/geometry.js'
import { namesOf } from '../locale-check.js'
import { ORIGIN, Player, type Fields } from '../player.js'

const catalog = allQuestions()
// Country clicks; a capital's ("Where is Nairobi?") is tests/worker/capital-questions.test.ts's.
const mapQuestions = catalog.filter((q): q is MapQuestion & Question => q.type === 'map' && q.target !== 'city')
const shapeQuestions = catalog.filter((q) => q.about?.template === 'shape')
const fillers = CURATED.map((q) => q.id)

/** A player whose game's current question is `question` (nine curated questions follow). */
const playerAt = async (question: Question, headers: Record<string, string> = {}): Promise<Player> => {
  const player = new Player(headers)
  const ids = [question.id, ...fillers.filter((id) => id !== question.id).slice(0, 9)]
  player.cookies.set(GAME_COOKIE, await encodeGame(newGame(ids, Math.floor(Date.now() / 1000)), DEVELOPMENT_GAME_SECRET))
  return player
}

const pathOf = (locale: Locale, question: Question) => new URL(questionUrl(locale, question), ORIGIN).pathname
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

interface Answered {
  points: number
  correct: boolean
  feedback: { map?: { src: string; alt: string; pin?: { x: number; y: number } }; offBy?: string; given: string }
}

const answerJson = async (player: Player, path: string, fields: Fields): Promise<Answered> => {
  const response = await player.postJson(path, fields)
  expect(response.status, JSON.stringify(fields)).toBe(200)
  return (await response.json()) as Answered
}

const click = (x: number, y: number, width = MAP_WIDTH): Fields => ({ [`m${width}.x`]: String(Math.round(x)), [`m${width}.y`]: String(Math.round(y)) })

/** A point on the frame in no country, `min`–`max` km from `code`'s outline. */
const seaPoint = (frame: Frame, code: string, min: number, max: number): [number, number] => {
  for (let x = 6; x < frame.width; x += 12) {
    for (let y = 6; y < frame.height; y += 12) {
      if (countryAt(frame, x, y)) continue
      const { km } = judgeClick(frame, code, x, y, MAP_WIDTH)
      if (km >= min && km <= max) return [x, y]
    }
  }
  throw new Error(`no sea ${min}–${max} km from ${code} on ${frame.id}`)
}

describe('country shapes', () => {
  it('every catalog country has a shape on its frame and on the world map', () => {
    const missing = COUNTRIES.filter(({ code }) => {
      const where = countryMap(code)
      return !where || !frameById(where.f)?.byCode.has(code) || !frameById('world')!.byCode.has(code)
    }).map((c) => c.code)
    expect(missing).toEqual([])
  })

  it('each shape contains its own interior point and not its antipode (no ring drawn inside out)', () => {
    const world = frameById('world')!
    const problems: string[] = []
    for (const { code } of COUNTRIES) {
      const where = countryMap(code)!
      const frame = frameById(where.f)!
      const shape = frame.byCode.get(code)!
      // The Vatican is a point at the atlas's precision: it is found by its marker.
      if (where.n) {
        if (!judgeClick(frame, code, where.x, where.y, 240).hit) problems.push(`${code}: its marker is not clickable`)
        continue
      }
      // A small country (a marker on the map) is hit within its tap radius around its interior point.
      const inside = (on: Frame, x: number, y: number) => (on.byCode.get(code)!.small ? judgeClick(on, code, x, y, MAP_WIDTH).hit : shapeContains(on.byCode.get(code)!, x, y))
      if (!shape.small && !shapeContains(shape, where.x, where.y)) problems.push(`${code}: interior point outside on ${frame.id}`)
      if (shape.small && !judgeClick(frame, code, where.x, where.y, 240).hit) problems.push(`${code}: its marker is not clickable on ${frame.id}`)
      // On the world map every country is drawn (coarser where it is never the answer: it only names a wrong click).
      const [wx, wy] = world.projection(where.ll)!
      if (where.f === 'world' && !inside(world, wx, wy)) problems.push(`${code}: interior point outside on the world map`)
      const antipode: [number, number] = [where.ll[0] > 0 ? where.ll[0] - 180 : where.ll[0] + 180, -where.ll[1]]
      const [ax, ay] = world.projection(antipode)!
      if (shapeContains(world.byCode.get(code)!, ax, ay)) problems.push(`${code}: contains its antipode`)
      // The stored interior point is the projected longitude and latitude.
      const [px, py] = frame.projection(where.ll)!
      if (Math.hypot(px - where.x, py - where.y) > 1.5) problems.push(`${code}: interior point and its longitude/latitude disagree`)
    }
    expect(problems).toEqual([])
  })
})

describe('map and shape questions', () => {
  it('there are at least 150 of each; every country but the Vatican (a point in the atlas) has both', () => {
    expect(mapQuestions.length).toBeGreaterThanOrEqual(150)
    expect(shapeQuestions.length).toBeGreaterThanOrEqual(150)
    const asked = new Set(mapQuestions.map((q) => q.answer))
    const outlined = new Set(shapeQuestions.map((q) => q.about!.country))
    expect(COUNTRIES.filter((c) => !asked.has(c.code)).map((c) => c.code)).toEqual([])
    expect(COUNTRIES.filter((c) => !outlined.has(c.code)).map((c) => c.code)).toEqual(['va'])
  })

  it('a click on the country scores 1 at every width the map is shown at; its lettered marker too', () => {
    const problems: string[] = []
    for (const question of mapQuestions) {
      for (const width of MAP_DISPLAY_WIDTHS) {
        const parsed = parseAnswer(question, solutionFields(question, undefined, width))
        if (!parsed.ok) problems.push(`${question.id} @${width}: ${parsed.code}`)
        else if (scoreAnswer(question, parsed.answer, { locale: 'en' }) !== 1) problems.push(`${question.id} @${width}: not a hit`)
      }
      const marker = parseAnswer(question, { answer: [question.answer] })
      if (!marker.ok || scoreAnswer(question, marker.answer, { locale: 'en' }) !== 1) problems.push(`${question.id}: marker`)
    }
    expect(problems).toEqual([])
  })

  it.each(locales)('in %s, a click on the country is right and the feedback shows where it is, with the pin', async (locale) => {
    const question = mapQuestions[(locales.indexOf(locale) * 37) % mapQuestions.length]!
    const width = MAP_DISPLAY_WIDTHS[locales.indexOf(locale) % MAP_DISPLAY_WIDTHS.length]!
    const player = await playerAt(question)
    const answered = await answerJson(player, pathOf(locale, question), Object.fromEntries(Object.entries(solutionFields(question, undefined, width)).map(([k, v]) => [k, [...v]])))
    expect(answered.points).toBe(1)
    expect(answered.correct).toBe(true)
    expect(namesOf(locale, question.answer.toUpperCase()).some((name) => answered.feedback.map!.alt.includes(name)), answered.feedback.map!.alt).toBe(true)
    expect(answered.feedback.map!.pin).toBeDefined()
    expect(answered.feedback.offBy).toBeUndefined()
  })

  it('the question page shows the map as image inputs, one per width, and no answer in its words', async () => {
    const question = mapQuestions.find((q) => q.answer === 'pe')!
    const player = await playerAt(question)
    const page = await (await player.get(pathOf('en', question))).text()
    // One image input per width band; the hydrated map posts at MAP_WIDTH.
    for (const width of MAP_DISPLAY_WIDTHS.filter((w) => w !== MAP_WIDTH)) expect(page).toMatch(new RegExp(`<input type="image"[^>]*width="${width}"[^>]*name="m${width}"`))
    expect(page).toContain('Where is Peru?')
    expect(page).not.toMatch(/where-pe\.svg|near-pe\.svg/)
    const other = mapQuestions.find((q) => q.answer === 'om')!
    const arabic = await (await (await playerAt(other)).get(pathOf('ar', other))).text()
    expect(arabic).toContain('<html lang="ar" dir="rtl"')
    expect(arabic).toContain(html(countryName('ar', 'om')))
  })

  it('a shape question shows the outline without naming the country; the feedback names it on its map', async () => {
    const question = shapeQuestions.find((q) => q.about!.country === 'it')!
    for (const locale of locales) {
      const page = await (await (await playerAt(question)).get(pathOf(locale, question))).text()
      const alts = [...page.matchAll(/<img [^>]*alt="([^"]*)"[^>]*src="[^"]*shape-it\.svg"|<img [^>]*src="[^"]*shape-it\.svg"[^>]*alt="([^"]*)"/g)]
      expect(alts, locale).toHaveLength(1)
      const alt = alts[0]![1] ?? alts[0]![2]!
      expect(alt.length).toBeGreaterThan(10)
      expect(alt).not.toContain(html(countryName(locale, 'it')))
    }
  })
})

describe('a wrong click says how far off it was', () => {
  const peru = mapQuestions.find((q) => q.answer === 'pe')!
  const frame = frameById(peru.frame)!

  it('a click on a neighbour: named, with its direction, a partial score and no km', async () => {
    const [x, y] = frame.byCode.get('bo')!.label
    const answered = await answerJson(await playerAt(peru), pathOf('en', peru), click(x, y))
    expect(answered.correct).toBe(false)
    expect(answered.points).toBeLessThan(1)
    // One sentence names the click and says it borders the answer, and which way.
    expect(answered.feedback.offBy).toBe('You clicked on Bolivia, which borders Peru and lies to its south-east.')
    expect(answered.feedback.given).toBe('A click on Bolivia')
    // Japanese writes it as one sentence too, with no space.
    const japanese = await answerJson(await playerAt(peru), pathOf('ja', peru), click(x, y))
    expect(japanese.feedback.offBy).toMatch(/^[^ ]+。$/)
  })

  it('a click on a country farther away: named, with km and direction; in German too', async () => {
    const [x, y] = frame.byCode.get('ar')!.label
    const answered = await answerJson(await playerAt(peru), pathOf('en', peru), click(x, y))
    expect(answered.feedback.offBy).toMatch(/^You clicked on Argentina, [\d,]+ km (south|south-east) of Peru\.$/)
    const german = await answerJson(await playerAt(peru), pathOf('de', peru), click(x, y))
    expect(german.feedback.offBy).toContain('Argentinien')
    expect(german.feedback.offBy).toMatch(/\d+ km/)
  })

  it('a click at sea: the distance to the country and the direction; the score falls with the distance', async () => {
    const [x, y] = seaPoint(frame, 'pe', 300, 700)
    const { km } = judgeClick(frame, 'pe', x, y, MAP_WIDTH)
    const answered = await answerJson(await playerAt(peru), pathOf('en', peru), click(x, y))
    expect(answered.feedback.offBy).toMatch(/^Your click was [\d,]+ km (west|south-west|north-west|south) of Peru\.$/)
    expect(answered.points).toBeCloseTo(1 - km / 1000, 1)
    expect(answered.feedback.given).toBe('A click away from any country')
    expect(answered.feedback.map!.pin).toBeDefined()
  })

  it('without JavaScript the feedback page shows the distance line and the map with the pin', async () => {
    const [x, y] = frame.byCode.get('bo')!.label
    const player = await playerAt(peru)
    const path = pathOf('fr', peru)
    const posted = await player.post(path, click((x * 380) / MAP_WIDTH, (y * 380) / MAP_WIDTH, 380))
    expect(posted.status).toBe(303)
    const page = await (await player.get(path)).text()
    expect(page).toContain('class="off-by"')
    expect(page).toContain(html(countryName('fr', 'bo')))
    expect(page).toMatch(/<svg class="map-picture"[^>]*aria-label="[^"]*Pérou[^"]*"/)
    expect(page).toContain('class="map-pin"')
  })

  it('a flag answered with the wrong country says where that country is', async () => {
    const flag = catalog.find((q) => q.about?.template === 'flagName' && q.type === 'single' && q.about.country === 'de')
    if (!flag || flag.type !== 'single') throw new Error('no flagName question about Germany')
    const wrong = flag.options.find((o) => o !== flag.answer)!
    const answered = await answerJson(await playerAt(flag), pathOf('en', flag), { answer: wrong })
    expect(answered.feedback.offBy).toMatch(new RegExp(`^${countryName('en', wrong)} (is [\\d,]+ km|borders Germany)`))
  })
})

describe('keyboard and screen-reader players get lettered markers', () => {
  const question = mapQuestions.find((q) => q.answer === 'fr')!

  it('(0, 0), the image input activated by keyboard, is never scored: the markers are offered instead', async () => {
    const player = await playerAt(question)
    const path = pathOf('en', question)
    const json = await player.postJson(path, click(0, 0, 480))
    expect(json.status).toBe(400)
    const body = (await json.json()) as { error: { code: string; next: string } }
    expect(body.error.code).toBe('keyboardClick')
    expect(body.error.next).toBe(`${path}?markers=1#prompt`)
    const form = await player.post(path, click(0, 0, 310))
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(`${path}?markers=1#prompt`)
    const page = await (await player.get(`${path}?markers=1`)).text()
    expect(page.match(/<input type="radio"[^>]*name="answer"/g)).toHaveLength(4)
    expect(page).toMatch(/Marker A/)
    expect(page).toMatch(/aria-label="Map of [^"]+ with four lettered markers: A in the [a-z- ]+ of the map/)
    // Told apart: not every marker "in the centre".
    expect(new Set(page.match(/[A-D] in the [a-z-]+ of the map/g)!.map((m) => m.slice(2))).size).toBeGreaterThan(2)
    // Still the current question: the right marker scores.
    const answered = await answerJson(player, path, { answer: 'fr' })
    expect(answered.points).toBe(1)
  })
})

describe('bad clicks get a clear localized error and keep the game', () => {
  const question = mapQuestions.find((q) => q.answer === 'jp')!
  const frame = frameById(question.frame)!
  it.each([
    ['a negative coordinate', { 'm480.x': '-5', 'm480.y': '10' }, 'badClick'],
    ['a point beyond the picture', { 'm480.x': '99999', 'm480.y': '10' }, 'badClick'],
    ['a point below the picture', { 'm480.x': '10', 'm480.y': String(Math.ceil((480 * frame.height) / MAP_WIDTH) + 2) }, 'badClick'],
    ['not a number', { 'm480.x': 'NaN', 'm480.y': '10' }, 'badClick'],
    ['an exponent', { 'm480.x': '1e2', 'm480.y': '10' }, 'badClick'],
    ['one half missing', { 'm480.x': '120' }, 'badClick'],
    ['an empty half', { 'm480.x': '120', 'm480.y': '' }, 'badClick'],
    ['a repeated coordinate', { 'm480.x': ['120', '130'], 'm480.y': '10' }, 'tooMany'],
    ['an unknown size', { 'm123.x': '12', 'm123.y': '10' }, 'badClick'],
    ['no size', { 'm.x': '12', 'm.y': '10' }, 'badClick'],
    ['two sizes', { 'm480.x': '12', 'm480.y': '10', 'm600.x': '12', 'm600.y': '10' }, 'tooMany'],
    ['a click and a marker', { 'm480.x': '12', 'm480.y': '10', answer: 'jp' }, 'tooMany'],
    ['a marker not on the map', { answer: 'fr' }, 'unknownOption'],
    ['nothing', {}, 'missing'],
  ] as const)('%s: 400 with a message in German and in Arabic, and the game goes on', async (_, fields, code) => {
    for (const locale of ['de', 'ar'] as const) {
      const player = await playerAt(question)
      const path = pathOf(locale, question)
      const json = await player.postJson(path, fields as Fields)
      expect(json.status).toBe(400)
      const body = (await json.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe(code)
      expect(body.error.message).toBe(translator(locale).errors[code]())
      const page = await player.post(path, fields as Fields)
      expect(page.status).toBe(400)
      const text = await page.text()
      expect(text).toContain('role="alert"')
      expect(text).toContain(html(translator(locale).errors[code]()))
      const right = await player.post(path, Object.fromEntries(Object.entries(solutionFields(question, undefined, 600)).map(([k, v]) => [k, [...v]])))
      expect(right.status).toBe(303)
    }
  })
})

describe('where it is, on the feedback of every question about a country', () => {
  const BORDER_TEMPLATES = ['borderPick', 'neighbours', 'borders', 'neighbourCount', 'borderedBy']
  const SET_TEMPLATES = ['landlocked', 'currencyUsers', 'languageSpeakers', 'areaOrder', 'northOrder']
  const about = (q: Question) => (SET_TEMPLATES.includes(q.about?.template ?? '') ? undefined : (q.about?.country ?? q.countries[0]))

  it('every question about a country has its map (neighbours outlined for border questions) with alt text naming both', () => {
    const problems: string[] = []
    let counted = 0
    for (const question of catalog) {
      const code = about(question)
      if (!code) continue
      counted++
      const map = whereMap('en', question)
      if (!map) {
        problems.push(`${question.id}: no map`)
        continue
      }
      const near = BORDER_TEMPLATES.includes(question.about?.template ?? '') && (country(code)!.borders?.length ?? 0) > 0
      if (!map.src.endsWith(`/${near ? 'near' : 'where'}-${code}.svg`)) problems.push(`${question.id}: ${map.src}`)
      if (!map.alt.includes(countryName('en', code)) || !map.alt.startsWith('Map of ')) problems.push(`${question.id}: alt ${map.alt}`)
    }
    expect(counted).toBeGreaterThan(3000)
    expect(problems).toEqual([])
  })

  it.each([
    ['landlocked', 'multiple'],
    ['currencyUsers', 'multiple'],
    ['areaOrder', 'order'],
    ['northOrder', 'order'],
  ] as const)('a %s question is about a set of countries: its feedback highlights none of them, as none is the one answer', async (template, type) => {
    const question = catalog.find((q) => q.about?.template === template && q.type === type)!
    expect(whereMap('en', question)).toBeUndefined()
    const player = await playerAt(question)
    const path = pathOf('en', question)
    const answered = await answerJson(player, path, Object.fromEntries(Object.entries(solutionFields(question, undefined)).map(([k, v]) => [k, [...v]])))
    expect(answered.correct).toBe(true)
    expect(answered.feedback.map).toBeUndefined()
    const after = await (await player.get(path)).text()
    expect(after).toContain('feedback feedback-correct')
    expect(after).not.toMatch(/\/(where|near)-[a-z]{2}\.svg/)
  })

  it.each([
    ['flag', 'image'],
    ['neighbours', 'multiple'],
    ['borders', 'boolean'],
    ['area', 'number'],
    ['currency', 'single'],
    ['larger', 'boolean'],
  ] as const)('a %s question: no map before the answer, the map after it, with JavaScript and without', async (template, type) => {
    const question = catalog.find((q) => q.about?.template === template && q.type === type && (country(q.about.country)!.borders?.length ?? 0) > 0)!
    const code = question.about!.country
    const map = whereMap('ja', question)!
    const player = await playerAt(question)
    const path = pathOf('ja', question)
    const before = await (await player.get(path)).text()
    expect(before).not.toContain(`-${code}.svg`)
    expect(before).not.toContain('/where-')
    const answered = await answerJson(player, path, Object.fromEntries(Object.entries(solutionFields(question, undefined)).map(([k, v]) => [k, [...v]])))
    expect(answered.feedback.map).toMatchObject({ src: map.src, alt: map.alt })
    const after = await (await player.get(path)).text()
    expect(after).toContain(`href="${map.src}"`)
    expect(after).toContain(`aria-label="${html(map.alt)}"`)
  })
})
