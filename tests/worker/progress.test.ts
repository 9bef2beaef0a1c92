/**
 * The progress page (issue 24) against the real learners: nothing to read (and no object
 * reached) without a learner; after games, the totals, the points by topic, and the
 * mastery map whose every country has the step its table row says; a store that hangs
 * costs a short notice, never an error; every locale renders it, Arabic and Persian
 * right to left.
 */
import { runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { drawQuestions } from '../../src/game/draw.js'
import { catalogIds, findQuestion, TOPICS } from '../../src/game/catalog.js'
import { aboutRegion, CONTINENTS } from '../../src/game/regions.js'
import { utcDay } from '../../src/game/daily.js'
import { decodeSigned, encodeSigned } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET } from '../../src/http/game-cookie.js'
import { LEARNER_COOKIE } from '../../src/learners/cookie.js'
import { MAX_ANSWERS_PER_CALL, type Learner } from '../../src/learners/learner.js'
import { masteryLevel } from '../../src/learners/mastery.js'
import { LEARNER_BOUND_MS } from '../../src/learners/store.js'
import { locales, translator } from '../../src/i18n/translations.js'
import { rightAnswer, wrongAnswer } from '../answers.js'
import { freshGame, playerWith, sendWithBindings } from '../stats-helpers.js'

const questionPath = (id: string) => `/en/game/${findQuestion(id)!.type}/${id}`
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

/** A learners binding that counts the objects reached, and one that never answers. */
const countingLearners = () => {
  let reached = 0
  const learners = { getByName: (name: string) => (reached++, env.LEARNERS.getByName(name)) } as unknown as Env['LEARNERS']
  return { learners, reached: () => reached }
}
const hangingLearners = { getByName: () => new Proxy({}, { get: () => () => new Promise(() => {}) }) } as unknown as Env['LEARNERS']

/** A player who played two games (one all right, one with every other answer wrong) and holds its learner's cookie. */
const playedTwoGames = async () => {
  const pending: Promise<void>[] = []
  const send = sendWithBindings({}, pending)
  const first = await playerWith(send, freshGame(drawQuestions(4700, 'mixed')))
  for (const id of drawQuestions(4700, 'mixed')) await first.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
  const second = await playerWith(send, freshGame(drawQuestions(4701, 'capitals')))
  second.cookies.set(LEARNER_COOKIE, first.cookies.get(LEARNER_COOKIE)!)
  for (const [i, id] of drawQuestions(4701, 'capitals').entries()) {
    const question = findQuestion(id)!
    await second.postJson(questionPath(id), i % 2 ? wrongAnswer(question) : rightAnswer(question, 'en'))
  }
  await Promise.all(pending)
  return second
}
/** Played once for the tests that only read. */
let shared: ReturnType<typeof playedTwoGames> | undefined
const played = () => (shared ??= playedTwoGames())

describe('the progress page', () => {
  it('without a learner: how to start, no cookie set and no object reached', async () => {
    const { learners, reached } = countingLearners()
    const player = await playerWith(sendWithBindings({ LEARNERS: learners }))
    const response = await player.get('/en/progress')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(html(translator('en').progress.empty()))
    expect(page).not.toContain('mastery-map')
    expect(response.headers.getSetCookie()).toEqual([])
    expect(reached()).toBe(0)
  })

  it('every page links to it from the header', async () => {
    const page = await (await (await playerWith(sendWithBindings({}))).get('/de')).text()
    expect(page).toContain(`<a class="header-link" href="/de/progress">${html(translator('de').progress.navLink())}</a>`)
  })

  it('after two games: games, questions and points, the topics played, and a mastery map whose every country has the step of its table row', async () => {
    const player = await played()
    const page = await (await player.get('/en/progress')).text()
    expect(page).toContain('2 games played')
    expect(page).toContain('20 questions answered')
    expect(page).toContain('<th scope="row">Capitals</th>')
    const rows = [...page.matchAll(/<tr data-c="([a-z]{2})" data-level="(\d)">/g)].map(([, code, level]) => [code!, Number(level)] as const)
    expect(rows.length).toBeGreaterThan(5)
    for (const [code, level] of rows) {
      expect(level).toBeGreaterThan(0)
      expect(page, code).toMatch(new RegExp(`<(path|circle) class="m${level}( m-small)?" data-c="${code}"`))
    }
    // No country that was not played has a step.
    const stepped = [...page.matchAll(/class="m([1-4])( m-small)?" data-c="([a-z]{2})"/g)].map((m) => m[3])
    expect(new Set(stepped)).toEqual(new Set(rows.map(([code]) => code)))
    const learner = ((await decodeSigned(player.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l
    const progress = await env.LEARNERS.getByName(learner).progress(utcDay(Math.floor(Date.now() / 1000)))
    for (const figures of progress.countries) expect(rows.find(([code]) => code === figures.country)?.[1], figures.country).toBe(masteryLevel(figures))
  })

  it('a store that hangs: the page within the bound, with a short notice and no error', async () => {
    const player = await played()
    const slow = await playerWith(sendWithBindings({ LEARNERS: hangingLearners }))
    slow.cookies.set(LEARNER_COOKIE, player.cookies.get(LEARNER_COOKIE)!)
    const started = Date.now()
    const response = await slow.get('/en/progress')
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(LEARNER_BOUND_MS + 1_000)
    expect(await response.text()).toContain(html(translator('en').progress.unavailable()))
  })

  it.each(locales)('in %s: the page, its map and its table', async (locale) => {
    const player = await played()
    const response = await player.get(`/${locale}/progress`)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(`<html lang="${locale}" dir="${locale === 'ar' || locale === 'fa' ? 'rtl' : 'ltr'}"`)
    expect(page).toContain(`<h1>${html(translator(locale).progress.title())}</h1>`)
    expect(page).toContain('class="mastery-map"')
    expect(page).toContain(html(translator(locale).progress.level4()))
  })
})

describe('the entry screen', () => {
  it('once a learner exists: its daily streak and reviews due, with a link to the progress page; a visitor without one sees the shared page', async () => {
    const page = await (await (await played()).get('/en')).text()
    expect(page).toMatch(/<p class="learner-summary">Daily challenge streak: \d+ days? · \d+ questions? (is|are) due for review today · <a href="\/en\/progress">/)
    const visitor = await (await (await playerWith(sendWithBindings({}))).get('/en')).text()
    expect(visitor).not.toContain('learner-summary')
  })
})

describe('Learn', () => {
  type Player = Awaited<ReturnType<typeof playerWith>>
  const learn = (player: Player, scope?: string, locale = 'en') => player.post(`/${locale}`, { mode: 'learn', ...(scope ? { scope } : {}) })
  const gameOf = async (player: Player) => (await decodeSigned(player.cookies.get('ww_game'), DEVELOPMENT_GAME_SECRET)) as { ids: string[]; s?: string }
  const learnerOf = async (player: Player) => ((await decodeSigned(player.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l

  it('the entry screen and the progress page offer it: one select of the topics and the continents, a plain form', async () => {
    const entry = await (await (await playerWith(sendWithBindings({}))).get('/en')).text()
    const progress = await (await (await played()).get('/en/progress')).text()
    for (const page of [entry, progress]) {
      expect(page).toContain('<input type="hidden" name="mode" value="learn"/>')
      const options = [...page.matchAll(/<select id="learn-scope" name="scope"[^>]*>([\s\S]*?)<\/select>/g)][0]![1]!
      expect([...options.matchAll(/<option value="([a-z]+)">/g)].map((m) => m[1])).toEqual([...TOPICS, ...CONTINENTS])
    }
  })

  it('per continent draws only that continent, per topic only that topic, none twice; each feedback says when it comes back; Play again learns the same', async () => {
    const pending: Promise<void>[] = []
    const player = await playerWith(sendWithBindings({}, pending))
    for (const scope of ['borders', ...CONTINENTS]) {
      const started = await learn(player, scope)
      expect(started.status, scope).toBe(303)
      const { ids, s } = await gameOf(player)
      expect(s).toBe(scope)
      expect(ids.length, scope).toBe(10)
      expect(new Set(ids).size).toBe(10)
      for (const id of ids) expect(scope === 'borders' ? findQuestion(id)!.topic === 'borders' : aboutRegion(scope, findQuestion(id)!), `${scope}: ${id}`).toBe(true)
    }
    // The last, Oceania, played to the end: the first answer makes the learner, and every feedback says when the question comes back.
    const { ids } = await gameOf(player)
    for (const id of ids) {
      const response = await player.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
      expect(((await response.json()) as { feedback: { review?: string } }).feedback.review).toMatch(/^Next review: in \d+ (days|months)$/)
    }
    const result = await (await player.get('/en/result')).text()
    expect(result).toContain('<p class="mode">Learn: Oceania</p>')
    expect(result).toMatch(/<input type="hidden" name="mode" value="learn"\/><input type="hidden" name="scope" value="oceania"\/>/)
  })

  it('the questions due come first, the most overdue first; those met and not due are not drawn again', async () => {
    const pending: Promise<void>[] = []
    const player = await playerWith(sendWithBindings({}, pending))
    await learn(player, 'europe')
    const first = (await gameOf(player)).ids
    for (const [i, id] of first.entries()) {
      const question = findQuestion(id)!
      await player.postJson(questionPath(id), i % 3 === 0 ? wrongAnswer(question) : rightAnswer(question, 'en'))
    }
    await Promise.all(pending)
    // The wrong answers come back tomorrow; a day later, the earliest of them is the most overdue.
    const wrong = first.filter((_, i) => i % 3 === 0)
    await runInDurableObject(env.LEARNERS.getByName(await learnerOf(player)), async (_: Learner, state) => {
      for (const [i, id] of wrong.entries()) state.storage.sql.exec('UPDATE cards SET due = ? WHERE question = ?', Date.now() - (wrong.length - i) * 60_000, id)
    })
    expect((await learn(player, 'europe')).status).toBe(303)
    const second = (await gameOf(player)).ids
    expect(second.slice(0, wrong.length)).toEqual(wrong)
    const fresh = second.slice(wrong.length)
    expect(fresh.length).toBe(10 - wrong.length)
    for (const id of fresh) {
      expect(first).not.toContain(id)
      expect(aboutRegion('europe', findQuestion(id)!)).toBe(true)
    }
  })

  it('with every question of a continent met and none due: a clear page and the form again, no game started', async () => {
    const pending: Promise<void>[] = []
    const player = await playerWith(sendWithBindings({}, pending), freshGame(drawQuestions(4900, 'mixed')))
    const id = drawQuestions(4900, 'mixed')[0]!
    await player.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
    await Promise.all(pending)
    const oceania = catalogIds('mixed').filter((id) => aboutRegion('oceania', findQuestion(id)!))
    const stub = env.LEARNERS.getByName(await learnerOf(player))
    for (let i = 0; i < oceania.length; i += MAX_ANSWERS_PER_CALL) {
      await stub.record(oceania.slice(i, i + MAX_ANSWERS_PER_CALL).map((question) => ({ game: 'g-all-oceania', question, at: Date.now(), points: 1, topic: findQuestion(question)!.topic, countries: [] })))
    }
    const before = player.cookies.get('ww_game')
    const response = await learn(player, 'oceania', 'de')
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(html(translator('de').learn.nothing()))
    expect(page).toContain(`<h1>${html(translator('de').learn.resultMode({ scope: translator('de').roomSetup.oceania() }))}</h1>`)
    expect(page).toContain('<select id="learn-scope" name="scope"')
    expect(player.cookies.get('ww_game')).toBe(before)
  })

  it('a scope we do not have, or none: a localized 400, no game started', async () => {
    const player = await playerWith(sendWithBindings({}))
    for (const scope of ['mars', 'daily', 'mistakes', 'mixed', undefined]) {
      const response = await learn(player, scope, 'fr')
      expect(response.status, String(scope)).toBe(400)
      expect(await response.text()).toContain(html(translator('fr').errors.unknownMode()))
    }
    const doubled = await player.post('/fr', { mode: 'learn', scope: ['asia', 'europe'] })
    expect(doubled.status).toBe(400)
    expect(player.cookies.has('ww_game')).toBe(false)
  })
})

describe('Practice my mistakes', () => {
  const practice = (player: Awaited<ReturnType<typeof playerWith>>) => player.post('/en', { mode: 'mistakes' })
  const gameIds = async (player: Awaited<ReturnType<typeof playerWith>>) =>
    ((await decodeSigned(player.cookies.get('ww_game'), DEVELOPMENT_GAME_SECRET)) as { ids: string[] }).ids

  it('without a learner: a clear page with a quick game, no game started', async () => {
    const player = await playerWith(sendWithBindings({}))
    const response = await practice(player)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(html(translator('en').progress.noMistakes()))
    expect(page).toMatch(/<form class="start-form" action="\/en" method="post"><button type="submit"/)
    expect(player.cookies.has('ww_game')).toBe(false)
  })

  it('draws only the questions answered wrong, none twice, the most overdue first; once all are right, none is left', async () => {
    const pending: Promise<void>[] = []
    const send = sendWithBindings({}, pending)
    const ids = drawQuestions(4800, 'mixed')
    const player = await playerWith(send, freshGame(ids))
    const wrong: string[] = []
    for (const [i, id] of ids.entries()) {
      const question = findQuestion(id)!
      if (i % 3 === 0) wrong.push(id)
      await player.postJson(questionPath(id), i % 3 === 0 ? wrongAnswer(question) : rightAnswer(question, 'en'))
    }
    await Promise.all(pending)
    const started = await practice(player)
    expect(started.status).toBe(303)
    const drawn = await gameIds(player)
    expect(new Set(drawn).size).toBe(drawn.length)
    expect([...drawn].sort()).toEqual([...wrong].sort())
    expect(started.headers.get('location')).toBe(questionPath(drawn[0]!))
    // The practice game, all right this time: each feedback says when the question comes back; then nothing left to practise.
    for (const id of drawn) {
      const response = await player.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
      expect(response.status).toBe(200)
      expect(((await response.json()) as { feedback: { review?: string } }).feedback.review).toMatch(/^Next review: in \d+ days$/)
    }
    expect(await (await player.get(questionPath(drawn[0]!))).text()).toMatch(/<p class="review-next">Next review: in \d+ days<\/p>/)
    // Scored out of the practice game's own questions, not ten.
    const success = await player.get('/en/result/success')
    expect(success.status).toBe(200)
    expect(await success.text()).toContain(`Your score: ${drawn.length} out of ${drawn.length} (100%).`)
    expect(await (await player.get('/en/result')).text()).toContain(html(translator('en').topics.playing({ topic: translator('en').topics.mistakes() })))
    await Promise.all(pending)
    const again = await practice(player)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(html(translator('en').progress.noMistakes()))
  })

  it('the progress page offers it once there are mistakes', async () => {
    const page = await (await (await played()).get('/en/progress')).text()
    expect(page).toContain('<input type="hidden" name="mode" value="mistakes"/>')
  })
})

/** A player who answered one question, so has a learner; returns the player and its learner id. */
const newLearner = async (seed: number) => {
  const pending: Promise<void>[] = []
  const ids = drawQuestions(seed, 'mixed')
  const player = await playerWith(sendWithBindings({}, pending), freshGame(ids))
  await player.postJson(questionPath(ids[0]!), rightAnswer(findQuestion(ids[0]!)!, 'en'))
  await Promise.all(pending)
  const id = ((await decodeSigned(player.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l
  return { player, id, ids }
}

describe('Forget me', () => {
  it('deletes the learner\'s storage at once and clears its cookie; the next answer makes a new learner', async () => {
    const { player, id, ids } = await newLearner(4900)
    const page = await (await player.get('/en/progress')).text()
    expect(page).toContain('action="/en/progress/forget"')
    // Not ticked: nothing happens.
    expect((await player.post('/en/progress/forget', {})).status).toBe(303)
    expect((await env.LEARNERS.getByName(id).progress(utcDay(Math.floor(Date.now() / 1000)))).answered).toBe(1)
    const forgotten = await player.post('/en/progress/forget', { confirm: 'forget' })
    expect(forgotten.status).toBe(303)
    expect(forgotten.headers.get('location')).toBe('/en/progress?forgotten=1')
    expect(player.cookies.has(LEARNER_COOKIE)).toBe(false)
    await runInDurableObject(env.LEARNERS.getByName(id), async (_: Learner, state) => {
      expect(state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('results', 'cards', 'daily', 'meta', 'transfers')").toArray()).toEqual([])
    })
    expect(await (await player.get('/en/progress?forgotten=1')).text()).toContain(html(translator('en').progress.forgotten()))
    await player.postJson(questionPath(ids[1]!), rightAnswer(findQuestion(ids[1]!)!, 'en'))
    const next = ((await decodeSigned(player.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l
    expect(next).not.toBe(id)
  })
})

describe('use your progress on another device', () => {
  it('a link and its QR code; the other browser is asked, then becomes the same learner; the link works once', async () => {
    const { player, id } = await newLearner(4910)
    const made = await player.post('/en/progress/move', {})
    expect(made.status).toBe(200)
    expect(made.headers.get('cache-control')).toMatch(/no-store/)
    const page = await made.text()
    const link = /<a href="(https:\/\/[^"]+\/en\/progress\/move\/[^"]+)">/.exec(page)![1]!
    expect(page).toContain('class="room-qr" src="data:image/svg+xml')
    const path = new URL(link).pathname
    const other = await playerWith(sendWithBindings({}))
    const asked = await other.get(path)
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain(html(translator('en').progress.moveConfirm()))
    expect(other.cookies.has(LEARNER_COOKIE)).toBe(false)
    const used = await other.post(path, {}, { 'cf-connecting-ip': '203.0.113.41' })
    expect(used.status).toBe(303)
    expect(used.headers.get('location')).toBe('/en/progress?moved=1')
    expect(((await decodeSigned(other.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l).toBe(id)
    expect(await (await other.get('/en/progress?moved=1')).text()).toContain(html(translator('en').progress.moved()))
    // Once only, in the player's language.
    const third = await playerWith(sendWithBindings({}))
    const again = await third.post(path.replace('/en/', '/de/'), {}, { 'cf-connecting-ip': '203.0.113.41' })
    expect(again.status).toBe(410)
    expect(await again.text()).toContain(html(translator('de').progress.moveUsed()))
    expect(third.cookies.has(LEARNER_COOKIE)).toBe(false)
  })

  it('a wrong link is a 400 and an expired one a 410, each with a clear message; tries from one address are limited', async () => {
    const { id } = await newLearner(4920)
    const player = await playerWith(sendWithBindings({}))
    const wrong = await player.post('/fr/progress/move/not-a-link', {}, { 'cf-connecting-ip': '203.0.113.42' })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain(html(translator('fr').progress.moveWrong()))
    const expired = await encodeSigned({ l: id, n: 'AAAAAAAAAAAAAAAAAAAAAA', e: Date.now() - 1000 }, DEVELOPMENT_GAME_SECRET)
    const late = await player.get(`/ar/progress/move/${expired}`)
    expect(late.status).toBe(410)
    expect(await late.text()).toContain(html(translator('ar').progress.moveExpired()))
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await player.post('/en/progress/move/not-a-link', {}, { 'cf-connecting-ip': '203.0.113.43' })).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

