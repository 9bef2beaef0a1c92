/**
 * Homework rooms (issue 22) against the real `Room` objects: a teacher sets homework,
 * two pupils (English by forms, Arabic by JSON) play at their own pace, a double submit
 * counts once, skipping ahead is refused, a pupil after the deadline is turned away in
 * their language, the teacher's table and CSV file hold exactly the answers given (read
 * back with csv-parse, formulas neutralised, every script intact), and the room is
 * deleted by its alarm 30 days after the deadline. Live rooms keep their own rules.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { findQuestion, type Question } from '../../src/game/catalog.js'
import { formatMoment } from '../../src/i18n/intl.js'
import { textsFor } from '../../src/i18n/question-texts.js'
import { translator, type Locale } from '../../src/i18n/translations.js'
import { HOMEWORK_KEPT_MS, IDLE_MS, type Room } from '../../src/rooms/room.js'
import type { AnswerResponse } from '../../src/ui/QuestionScreen.js'
import { utcDay } from '../../src/game/daily.js'
import { decodeSigned } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET } from '../../src/http/game-cookie.js'
import { LEARNER_COOKIE } from '../../src/learners/cookie.js'
import { CookiePlayer } from '../answers.js'
import { rewrite } from '../room-storage.js'
import { ORIGIN, rightAnswer, send, wrongAnswer, type Fields } from '../player.js'

let ips = 0
/** A browser with its own address (rate limits are per client). */
class Browser extends CookiePlayer {
  constructor(ip = `10.9.${Math.floor(++ips / 250)}.${ips % 250}`) {
    super(send, ORIGIN, { 'cf-connecting-ip': ip })
  }
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const location = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname
const stubOf = (code: string) => env.ROOMS.getByName(code) as DurableObjectStub<Room>
const tokenOf = (browser: Browser, code: string) => JSON.parse(atob(browser.cookies.get(`ww_room_${code}`)!.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).t as string
const HOUR = 60 * 60 * 1000

/** Sets homework by the form; returns the teacher, the code, the room's questions and its deadline. */
const setHomework = async (fields: Fields = { mode: 'mixed', count: '5', deadline: '24' }, teacher = new Browser()) => {
  const before = Date.now()
  const response = await teacher.post('/en/room/homework', fields)
  expect(response.status).toBe(303)
  const code = location(response).split('/').at(-1)!
  const snapshot = (await stubOf(code).snapshot())!
  const questions = snapshot.settings.ids.map((id) => findQuestion(id)!)
  return { teacher, code, questions, deadline: snapshot.settings.deadline!, before, response }
}

/** A pupil takes a seat with the nickname form. */
const seat = async (code: string, name: string, locale: Locale, pupil = new Browser()) => {
  const response = await pupil.post(`/${locale}/room/${code}/pupil`, { nickname: name })
  return { pupil, response }
}

/** Moves the stored deadline (the server's clock decides; no test sleeps). */
const moveDeadline = async (code: string, deadline: number) => {
  const options = await runInDurableObject(stubOf(code), (_, state) => JSON.parse(state.storage.sql.exec<{ options: string }>('SELECT options FROM meta').one().options) as Record<string, unknown>)
  await rewrite(stubOf(code), 'UPDATE meta SET options = ?', JSON.stringify({ ...options, deadline }))
}

const readCsv = (text: string): string[][] => parse(text, { record_delimiter: ['\r\n'] }) as string[][]

describe('setting homework', () => {
  it('the room page offers it as a third form with deadlines from an hour to 14 days, each shown as a date and time', async () => {
    const page = await (await send('/de/room')).text()
    const LL = translator('de')
    expect(page).toContain('action="/de/room/homework"')
    expect(page).toContain(LL.homework.heading())
    for (const hours of [1, 3, 24, 48, 72, 168, 336]) expect(page).toContain(`<option value="${hours}"`)
    expect(page).toContain(html(LL.homework.hours({ count: 3 })))
    expect(page).toContain(html(LL.homework.days({ count: 14 })))
    // Without a located time zone the dates are in UTC, and say so.
    expect(page).toMatch(/\(bis [^)]+ UTC\)/)
  })

  it('sends the teacher to the results page: the code, the link, the deadline, the deletion date, a seat as long as the room', async () => {
    const { teacher, code, deadline, before, response } = await setHomework({ mode: 'mixed', count: '5', deadline: '3' })
    expect(deadline).toBeGreaterThanOrEqual(before + 3 * HOUR)
    expect(deadline).toBeLessThanOrEqual(before + 3 * HOUR + 5 * 60 * 1000)
    expect(deadline % (5 * 60 * 1000)).toBe(0)
    const maxAge = Number(/Max-Age=(\d+)/i.exec(response.headers.get('set-cookie')!)![1])
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600)
    const page = await (await teacher.get(`/en/room/${code}`)).text()
    const LL = translator('en')
    expect(page).toContain(`<h1>${LL.homework.title({ code })}</h1>`)
    expect(page).toContain(html(LL.homework.openUntil({ when: formatMoment('en', deadline, 'UTC') })))
    expect(page).toContain(`${ORIGIN}/en/room/${code}`)
    expect(page).toContain('class="room-qr"')
    expect(page).toContain(html(LL.homework.deletion({ when: formatMoment('en', deadline + HOMEWORK_KEPT_MS, 'UTC') })))
    expect(page).toContain(html(LL.homework.noPupils()))
    expect(page).toContain(`href="/en/room/${code}/results.csv"`)
    // No live phases: nothing to start, and the page never refreshes itself.
    expect(page).not.toContain('http-equiv="refresh"')
    expect((await teacher.post(`/en/room/${code}/host`, { action: 'start' })).status).toBe(409)
  })

  it('bad choices are a localized 400, other methods a 405, cross-site posts a 403, and hosting limits apply', async () => {
    const bad = await new Browser().post('/fr/room/homework', { mode: 'mixed', count: '5', deadline: '5' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain(html(translator('fr').homework.badDeadline()))
    expect((await new Browser().post('/en/room/homework', { mode: 'daily', count: '5', deadline: '24' })).status).toBe(400)
    expect((await new Browser().post('/en/room/homework', { mode: 'mixed', count: '7', deadline: '24' })).status).toBe(400)
    const get = await send('/en/room/homework')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const crossSite = await send('/en/room/homework', { method: 'POST', body: 'mode=mixed&count=5&deadline=24', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' } })
    expect(crossSite.status).toBe(403)
    // The limiter counts in fixed 60 s windows: the first refusal comes within twice the limit.
    let refused: Response | undefined
    for (let i = 0; i < 25 && !refused; i++) {
      const response = await new Browser('192.0.2.99').post('/en/room/homework', { mode: 'mixed', count: '5', deadline: '1' })
      if (response.status === 429) refused = response
    }
    expect(await refused!.text()).toContain(html(translator('en').room.tooFast()))
  })
})

describe('pupils at their own pace', () => {
  it('an English pupil by forms and an Arabic one by JSON play to the end; a double submit counts once; the table holds what they gave', async () => {
    const { teacher, code, questions } = await setHomework()
    const en = translator('en')
    const ar = translator('ar')

    // A browser without a seat gets the nickname form, posted to the pupil's seat.
    const form = await (await new Browser().get(`/en/room/${code}`)).text()
    expect(form).toContain(`action="/en/room/${code}/pupil"`)
    expect(form).toContain(html(en.homework.nicknameHint()))
    const { pupil: ana, response: anaSeat } = await seat(code, 'Ana', 'en')
    expect(anaSeat.status).toBe(303)
    expect(Number(/Max-Age=(\d+)/i.exec(anaSeat.headers.get('set-cookie')!)![1])).toBeGreaterThan(24 * 3600)
    const { pupil: layla, response: laylaSeat } = await seat(code, 'ليلى', 'ar')
    expect(laylaSeat.status).toBe(303)
    expect((await seat(code, 'ANA', 'en')).response.status).toBe(409)

    const anaRight = [true, false, true, true, false]
    const laylaRight = [false, true, true, true, true]
    const answerAs = (question: Question, right: boolean, locale: Locale) => (right ? rightAnswer(question, locale) : wrongAnswer(question))

    // Interleaved: each at their own pace, Layla first two questions ahead.
    const playLayla = async (index: number) => {
      const question = questions[index]!
      const page = await (await layla.get(`/ar/room/${code}`)).text()
      expect(page).toContain(`action="/ar/room/${code}/q/${index}"`)
      expect(page).toContain(html(textsFor('ar', question).prompt()))
      const response = await layla.postJson(`/ar/room/${code}/q/${index}`, answerAs(question, laylaRight[index]!, 'ar'))
      expect(response.status).toBe(200)
      const body = (await response.json()) as AnswerResponse
      expect(body.correct).toBe(laylaRight[index])
      expect(body.points).toBe(laylaRight[index] ? 1 : 0)
      expect(body.explanation).toBe(textsFor('ar', question).explanation())
      expect(body.next).toBe(`/ar/room/${code}`)
      expect(body.feedback.nextLabel).toBe(index === 4 ? ar.ui.seeResult() : ar.ui.next())
      expect(Object.keys(body.solution).length).toBeGreaterThan(0)
      return body
    }
    const playAna = async (index: number) => {
      const question = questions[index]!
      const response = await ana.post(`/en/room/${code}/q/${index}`, answerAs(question, anaRight[index]!, 'en'))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(`/en/room/${code}/q/${index}#verdict`)
      const feedback = await (await ana.get(`/en/room/${code}/q/${index}`)).text()
      expect(feedback).toContain(html(anaRight[index] ? en.ui.feedbackCorrect() : en.ui.feedbackWrong()))
      expect(feedback).toContain(html(textsFor('en', question).explanation()))
      expect(feedback).toContain(`href="/en/room/${code}"`)
      expect(feedback).toContain(html(index === 4 ? en.ui.seeResult() : en.ui.next()))
    }

    await playLayla(0)
    await playLayla(1)
    await playAna(0)
    // A double submit (the same form again, or another answer) changes nothing.
    const again = await ana.post(`/en/room/${code}/q/0`, rightAnswer(questions[0]!, 'en'))
    expect(again.status).toBe(303)
    const twice = await layla.postJson(`/ar/room/${code}/q/1`, wrongAnswer(questions[1]!))
    expect(((await twice.json()) as AnswerResponse).correct).toBe(true)
    // No skipping ahead, and no going back to an open question that is not the next one.
    const ahead = await ana.post(`/en/room/${code}/q/3`, rightAnswer(questions[3]!, 'en'))
    expect(ahead.status).toBe(303)
    expect(location(ahead)).toBe(`/en/room/${code}`)
    const aheadJson = await layla.postJson(`/ar/room/${code}/q/4`, rightAnswer(questions[4]!, 'ar'))
    expect(aheadJson.status).toBe(409)
    expect(((await aheadJson.json()) as { error: { message: string; next: string } }).error).toEqual({ code: 'notCurrent', message: ar.errors.notCurrent(), next: `/ar/room/${code}` })
    expect(location(await ana.get(`/en/room/${code}/q/3`))).toBe(`/en/room/${code}`)
    // Invalid input: a clear localized 400 on the question itself, nothing recorded.
    const invalid = await ana.post(`/en/room/${code}/q/1`, { nonsense: 'x' })
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain(`action="/en/room/${code}/q/1"`)

    for (const index of [1, 2, 3, 4]) await playAna(index)
    for (const index of [2, 3, 4]) await playLayla(index)

    const done = await (await ana.get(`/en/room/${code}`)).text()
    expect(done).toContain(html(en.homework.done({ points: 3000, right: 3, total: 5 })))
    const doneAr = await (await layla.get(`/ar/room/${code}`)).text()
    expect(doneAr).toContain(html(ar.homework.done({ points: 4000, right: 4, total: 5 })))
    // Once done, every question's address shows its feedback; a new answer changes nothing.
    expect((await ana.get(`/en/room/${code}/q/4`)).status).toBe(200)
    expect((await ana.post(`/en/room/${code}/q/4`, rightAnswer(questions[4]!, 'en'))).status).toBe(303)
    // Each pupil's answers join their browser's learner (the seat set its cookie): five, once each, with their points.
    for (const [pupil, right] of [[ana, 3], [layla, 4]] as const) {
      const learner = ((await decodeSigned(pupil.cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l: string }).l
      const progress = () => env.LEARNERS.getByName(learner).progress(utcDay(Math.floor(Date.now() / 1000)))
      for (let i = 0; i < 200 && (await progress()).answered < 5; i++) await new Promise((r) => setTimeout(r, 5))
      expect(await progress()).toMatchObject({ games: 1, answered: 5, points: right })
    }

    // The teacher's table: one row per pupil, one column per question, totals and shares.
    const results = (await stubOf(code).results(tokenOf(teacher, code)))!
    expect(results.ok).toBe(true)
    if (!results.ok) return
    const byName = new Map(results.pupils.map((p) => [p.name, p]))
    expect(byName.get('Ana')!.answers.map((a) => a!.points)).toEqual(anaRight.map((r) => (r ? 1000 : 0)))
    expect(byName.get('ليلى')!.answers.map((a) => a!.points)).toEqual(laylaRight.map((r) => (r ? 1000 : 0)))
    expect(byName.get('Ana')!.score).toBe(3000)
    const page = await (await teacher.get(`/en/room/${code}`)).text()
    expect(page).toContain(html(en.homework.pupilCount({ count: 2 })))
    expect(page).toContain('<bdi>Ana</bdi>')
    expect(page).toContain('<bdi>ليلى</bdi>')
    expect(page).toContain(`<td>3,000</td><td>${html(en.homework.outOf({ count: 3, total: 5 }))}</td>`)
    // Question 1: Ana right, Layla wrong; question 5: Ana wrong, Layla right.
    expect(page).toContain(html(en.homework.shareCell({ percent: '50%', right: 1, answered: 2 })))
    expect(page).toContain(html(en.homework.shareCell({ percent: '100%', right: 2, answered: 2 })))

    // The same table as a file, in the teacher's locale.
    const csv = await teacher.get(`/en/room/${code}/results.csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="worldwise-${code}.csv"`)
    expect(csv.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    expect(text.endsWith('\r\n')).toBe(true)
    const rows = readCsv(text.slice(1))
    expect(rows[0]).toEqual([en.room.nickname(), ...questions.map((q, i) => `${i + 1}. ${textsFor('en', q).prompt()}`), en.homework.total(), en.homework.rightCount()])
    expect(rows.slice(1, 3)).toEqual([
      ['Ana', ...anaRight.map((r) => (r ? '1000' : '0')), '3000', '3'],
      ['ليلى', ...laylaRight.map((r) => (r ? '1000' : '0')), '4000', '4'],
    ])
    expect(rows[3]).toEqual([en.homework.shareRight(), '0.5', '0.5', '1', '1', '0.5', '', ''])
    expect(rows).toHaveLength(4)
  })
})

describe('the deadline', () => {
  it('after it, a newcomer is turned away with a localized 410; a seated pupil keeps their score; a late answer is not counted', async () => {
    const { teacher, code, questions } = await setHomework()
    const { pupil: ana } = await seat(code, 'Ana', 'en')
    await ana.post(`/en/room/${code}/q/0`, rightAnswer(questions[0]!, 'en'))
    const deadline = Date.now() - 1000
    await moveDeadline(code, deadline)

    for (const locale of ['en', 'ja', 'ar'] as const) {
      const LL = translator(locale)
      const late = await new Browser().get(`/${locale}/room/${code}`)
      expect(late.status).toBe(410)
      const page = await late.text()
      expect(page).toContain(html(LL.homework.pastHeading()))
      expect(page).toContain(html(LL.homework.past({ when: formatMoment(locale, deadline, 'UTC') })))
      expect(page).not.toContain('name="nickname"')
    }
    const { response: refused } = await seat(code, 'Ben', 'de')
    expect(refused.status).toBe(410)
    expect(await refused.text()).toContain(html(translator('de').homework.pastHeading()))
    // The live rooms' seat form is closed to it too.
    expect((await new Browser().post(`/en/room/${code}/seat`, { nickname: 'Cleo' })).status).toBe(409)

    const summary = await (await ana.get(`/en/room/${code}`)).text()
    expect(summary).toContain(html(translator('en').homework.pastSeated({ when: formatMoment('en', deadline, 'UTC'), answered: 1, total: 5, points: 1000 })))
    const lateAnswer = await ana.post(`/en/room/${code}/q/1`, rightAnswer(questions[1]!, 'en'))
    expect(lateAnswer.status).toBe(410)
    expect(await lateAnswer.text()).toContain(html(translator('en').homework.late()))
    const lateJson = await ana.postJson(`/en/room/${code}/q/1`, rightAnswer(questions[1]!, 'en'))
    expect(lateJson.status).toBe(410)
    expect(((await lateJson.json()) as { error: { code: string } }).error.code).toBe('deadlinePassed')

    const page = await (await teacher.get(`/en/room/${code}`)).text()
    expect(page).toContain(html(translator('en').homework.closedSince({ when: formatMoment('en', deadline, 'UTC') })))
    expect(page).not.toContain('class="room-qr"')
    const results = (await stubOf(code).results(tokenOf(teacher, code)))!
    expect(results.ok && results.pupils.map((p) => p.score)).toEqual([1000])
  })

  it('the alarm keeps the room until 30 days after the deadline, then deletes it: its code is a 404', async () => {
    const { teacher, code } = await setHomework({ mode: 'mixed', count: '5', deadline: '1' })
    const stored = await runInDurableObject(stubOf(code), (_, state) => state.storage.getAlarm())
    const deadline = (await stubOf(code).snapshot())!.settings.deadline!
    expect(stored).toBe(deadline + HOMEWORK_KEPT_MS)
    // Quiet for longer than a live room's idle time, and past the deadline: still kept.
    await rewrite(stubOf(code), 'UPDATE meta SET active_at = active_at - ?', IDLE_MS + 1000)
    await moveDeadline(code, Date.now() - 1000)
    expect(await runDurableObjectAlarm(stubOf(code))).toBe(true)
    expect(await stubOf(code).snapshot()).toBeDefined()
    expect((await teacher.get(`/en/room/${code}`)).status).toBe(200)
    // 30 days after the deadline: deleted, and a second run is harmless.
    await moveDeadline(code, Date.now() - HOMEWORK_KEPT_MS - 1000)
    expect(await runDurableObjectAlarm(stubOf(code))).toBe(true)
    expect(await stubOf(code).snapshot()).toBeUndefined()
    expect(await runDurableObjectAlarm(stubOf(code))).toBe(false)
    const gone = await teacher.get(`/en/room/${code}`)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain(html(translator('en').room.notFound()))
    expect((await teacher.get(`/en/room/${code}/results.csv`)).status).toBe(404)
  })
})

describe('the file', () => {
  it('neutralises formulas, keeps every script, quotes what it must, and is the teacher’s alone', async () => {
    const { teacher, code, questions } = await setHomework({ mode: 'mixed', count: '5', deadline: '48' })
    const names = ['=HYPERLINK("x")', 'مريم', '+Tom, "the" @one', '-1']
    for (const [i, name] of names.entries()) {
      const { pupil, response } = await seat(code, name, i === 1 ? 'ar' : 'en')
      expect(response.status).toBe(303)
      await pupil.post(`/en/room/${code}/q/0`, rightAnswer(questions[0]!, 'en'))
    }
    const response = await teacher.get(`/ja/room/${code}/results.csv`)
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text.startsWith('\uFEFF')).toBe(true)
    expect(text).toContain('"\'=HYPERLINK(""x"")"')
    const rows = readCsv(text.slice(1))
    const ja = translator('ja')
    expect(rows[0]![0]).toBe(ja.room.nickname())
    expect(rows[0]![1]).toBe(`1. ${textsFor('ja', questions[0]!).prompt()}`)
    const firstCells = new Set(rows.slice(1, -1).map((row) => row[0]))
    expect(firstCells).toEqual(new Set(['\'=HYPERLINK("x")', 'مريم', '\'+Tom, "the" @one', '\'-1']))
    for (const row of rows.slice(1, -1)) expect(row.slice(1)).toEqual(['1000', '', '', '', '', '1000', '1'])
    expect(rows.at(-1)).toEqual([ja.homework.shareRight(), '1', '', '', '', '', '', ''])
    // On the page, the same nicknames are text, not markup.
    const page = await (await teacher.get(`/en/room/${code}`)).text()
    expect(page).toContain(`<bdi>${html('=HYPERLINK("x")')}</bdi>`)

    // A pupil, a stranger and a live room's host get no file.
    const { pupil } = await seat(code, 'Zoe', 'en')
    const forbidden = await pupil.get(`/fr/room/${code}/results.csv`)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.text()).toContain(html(translator('fr').homework.forbidden()))
    expect((await new Browser().get(`/en/room/${code}/results.csv`)).status).toBe(403)
    const live = await new Browser().post('/en/room', { mode: 'mixed', count: '5', limit: '0' })
    const liveCode = location(live).split('/').at(-1)!
    expect((await send(`/en/room/${liveCode}/results.csv`, { headers: { cookie: live.headers.get('set-cookie')!.split(';')[0]! } })).status).toBe(404)
    expect((await send(`/en/room/${code}/results.csv`, { method: 'POST', headers: { origin: ORIGIN } })).status).toBe(405)
  })
})

describe('live rooms', () => {
  it('keep their own rules: no deadline, the idle alarm, live phases, and no homework addresses', async () => {
    const host = new Browser()
    const created = await host.post('/en/room', { mode: 'mixed', count: '5', limit: '0' })
    const code = location(created).split('/').at(-1)!
    const stub = stubOf(code)
    expect((await stub.snapshot())!.settings.deadline).toBeUndefined()
    const alarm = await runInDurableObject(stub, (_, state) => state.storage.getAlarm())
    expect(alarm).toBeGreaterThan(Date.now() + IDLE_MS - 60_000)
    expect(alarm).toBeLessThanOrEqual(Date.now() + IDLE_MS)
    const player = new Browser()
    expect((await player.post(`/en/room/${code}/seat`, { nickname: 'Ana' })).status).toBe(303)
    // The homework addresses do not serve a live room.
    expect(location(await player.get(`/en/room/${code}/q/0`))).toBe(`/en/room/${code}`)
    expect((await player.post(`/en/room/${code}/q/0`, { answer: 'x' })).status).toBe(303)
    expect((await player.post(`/en/room/${code}/pupil`, { nickname: 'Other' })).status).toBe(404)
    expect((await stub.pupilAnswer(tokenOf(player, code), 0, { answer: ['x'] }, 'en')).ok).toBe(false)
    expect((await host.post(`/en/room/${code}/host`, { action: 'start' })).status).toBe(303)
    expect((await stub.snapshot())!.phase).toBe('question')
    // Idle past two hours: deleted, as before.
    await rewrite(stub, 'UPDATE meta SET active_at = active_at - ?', IDLE_MS + 1000)
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await stub.snapshot()).toBeUndefined()
  })
})
