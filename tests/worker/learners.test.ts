/**
 * Learners (issue 24), against the real Durable Objects: a learner made by the first
 * answer and never by a visit; every answer kept once, whatever is retried or healed;
 * the game going on while the store hangs or fails, and the result page healing the gap;
 * FSRS's due order; "Forget me" and the idle alarm leaving nothing behind.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { drawQuestions } from '../../src/game/draw.js'
import { findQuestion } from '../../src/game/catalog.js'
import { utcDay } from '../../src/game/daily.js'
import { decodeSigned } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET } from '../../src/http/game-cookie.js'
import { LEARNER_COOKIE } from '../../src/learners/cookie.js'
import { gradeOf, IDLE_MS, streaks, type Learner, type LearnerAnswer } from '../../src/learners/learner.js'
import { LEARNER_BOUND_MS } from '../../src/learners/store.js'
import { rightAnswer, wrongAnswer } from '../answers.js'
import { freshGame, playerWith, sendWithBindings } from '../stats-helpers.js'

const questionPath = (id: string) => `/en/game/${findQuestion(id)!.type}/${id}`
const today = () => utcDay(Math.floor(Date.now() / 1000))

/** The learner id in a player's cookie, or undefined. */
const learnerOf = async (cookies: Map<string, string>): Promise<string | undefined> =>
  ((await decodeSigned(cookies.get(LEARNER_COOKIE), DEVELOPMENT_GAME_SECRET)) as { l?: string } | undefined)?.l

const learner = (id: string) => env.LEARNERS.getByName(id)

/** A learners binding whose objects hang or fail on every call. */
const brokenLearners = (how: 'hangs' | 'throws') =>
  ({
    getByName: () =>
      new Proxy({}, { get: () => () => (how === 'hangs' ? new Promise(() => {}) : Promise.reject(new Error('storage is down'))) }),
  }) as unknown as Env['LEARNERS']

describe('a learner is made by the first answer', () => {
  it('a visit makes none; the first answer sets a signed, HttpOnly, Secure, SameSite=Lax cookie for a year and the object keeps the answer', async () => {
    const pending: Promise<void>[] = []
    const player = await playerWith(sendWithBindings({}, pending), freshGame(drawQuestions(4401, 'mixed')))
    const [first] = drawQuestions(4401, 'mixed')
    await player.get('/en')
    const page = await player.get(questionPath(first!))
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie().join('\n')).not.toContain(LEARNER_COOKIE)
    expect(player.cookies.has(LEARNER_COOKIE)).toBe(false)
    const answered = await player.post(questionPath(first!), rightAnswer(findQuestion(first!)!, 'en'))
    expect(answered.status).toBe(303)
    const line = answered.headers.getSetCookie().find((l) => l.startsWith(`${LEARNER_COOKIE}=`))!
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/Secure/i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).toMatch(/Max-Age=31536000/i)
    await Promise.all(pending)
    const id = (await learnerOf(player.cookies))!
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const progress = await learner(id).progress(today())
    expect(progress).toMatchObject({ games: 1, answered: 1, points: 1 })
  })

  it('a cookie that does not verify is no learner: the next answer makes a new one', async () => {
    const pending: Promise<void>[] = []
    const ids = drawQuestions(4402, 'mixed')
    const player = await playerWith(sendWithBindings({}, pending), freshGame(ids))
    player.cookies.set(LEARNER_COOKIE, 'eyJsIjoiQUFBQUFBQUFBQUFBQUFBQUFBQUFBQSJ9.forged')
    await player.post(questionPath(ids[0]!), rightAnswer(findQuestion(ids[0]!)!, 'en'))
    await Promise.all(pending)
    const id = (await learnerOf(player.cookies))!
    expect(id).toBeDefined()
    expect(id).not.toBe('AAAAAAAAAAAAAAAAAAAAAA')
    expect((await learner(id).progress(today())).answered).toBe(1)
  })
})

describe('every answer is kept once', () => {
  it('200 answers from 20 games played at once by one learner, each posted twice, are 200 results in 20 games', async () => {
    const pending: Promise<void>[] = []
    const send = sendWithBindings({}, pending)
    // One learner: the first answer makes it, the other games carry its cookie.
    const games = await Promise.all(Array.from({ length: 20 }, (_, i) => playerWith(send, freshGame(drawQuestions(4500 + i, 'mixed')))))
    const firstIds = drawQuestions(4500, 'mixed')
    await games[0]!.post(questionPath(firstIds[0]!), rightAnswer(findQuestion(firstIds[0]!)!, 'en'))
    const cookie = games[0]!.cookies.get(LEARNER_COOKIE)!
    for (const g of games.slice(1)) g.cookies.set(LEARNER_COOKIE, cookie)
    await Promise.all(
      games.map(async (player, i) => {
        const ids = drawQuestions(4500 + i, 'mixed')
        for (const [n, id] of ids.entries()) {
          if (i === 0 && n === 0) continue
          const question = findQuestion(id)!
          const fields = n % 2 ? rightAnswer(question, 'en') : wrongAnswer(question)
          // A double submit: the second post finds the question answered and changes nothing.
          await Promise.all([player.postJson(questionPath(id), fields), player.postJson(questionPath(id), fields)])
        }
        // The result page heals nothing here (all arrived) and counts nothing twice.
        await player.get('/en/result')
        await player.get('/en/result')
      }),
    )
    await Promise.all(pending)
    const id = (await learnerOf(games[0]!.cookies))!
    const progress = await learner(id).progress(today())
    expect(progress.games).toBe(20)
    expect(progress.answered).toBe(200)
  })

  it('answers this isolate saw kept are not sent again: a whole game is ten calls of one answer, and its result page sends none', async () => {
    const calls: LearnerAnswer[][] = []
    const counting = {
      getByName: (name: string) => {
        const stub = env.LEARNERS.getByName(name)
        return {
          keep: (answers: LearnerAnswer[]) => (calls.push(answers), stub.keep(answers)),
          record: (answers: LearnerAnswer[]) => stub.record(answers),
        }
      },
    } as unknown as Env['LEARNERS']
    const pending: Promise<void>[] = []
    const ids = drawQuestions(4450, 'mixed')
    const player = await playerWith(sendWithBindings({ LEARNERS: counting }, pending), freshGame(ids))
    for (const id of ids) {
      await player.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
      await Promise.all(pending)
    }
    expect(calls.map((answers) => answers.map((a) => a.question))).toEqual(ids.map((id) => [id]))
    expect((await player.get('/en/result/success')).status).toBe(200)
    await Promise.all(pending)
    expect(calls).toHaveLength(10)
    expect((await learner((await learnerOf(player.cookies))!).progress(today())).answered).toBe(10)
  })

  it('the object itself keeps a result once: the same game and question again changes no figure and no schedule', async () => {
    const stub = learner('once-only-learner0000a')
    const answer: LearnerAnswer = { game: 'g-once', question: 'flag-fr', at: Date.now(), points: 0, topic: 'flags', countries: ['fr'] }
    const [first] = await stub.record([answer])
    const [again] = await stub.record([answer, { ...answer, points: 1 }])
    expect(again!.due).toBe(first!.due)
    expect((await stub.progress(today())).answered).toBe(1)
  })
})

describe('the store never costs a page; the result page heals the gap', () => {
  for (const how of ['hangs', 'throws'] as const) {
    it(`a store that ${how}: a whole game, each page within the bound and never a 500; then the result page, with the store back, records all ten`, async () => {
      const ids = drawQuestions(4600 + (how === 'hangs' ? 0 : 1), 'mixed')
      const broken = sendWithBindings({ LEARNERS: brokenLearners(how) })
      const player = await playerWith(broken, freshGame(ids))
      for (const id of ids) {
        const started = Date.now()
        const response = await player.postJson(questionPath(id), rightAnswer(findQuestion(id)!, 'en'))
        expect(response.status).toBe(200)
        expect(Date.now() - started).toBeLessThan(LEARNER_BOUND_MS + 1_000)
      }
      const id = (await learnerOf(player.cookies))!
      expect(id).toBeDefined()
      expect((await learner(id).progress(today())).answered).toBe(0)
      // The store is back: the result page records the whole game from its cookie.
      const pending: Promise<void>[] = []
      const healed = await playerWith(sendWithBindings({}, pending))
      for (const [name, value] of player.cookies) healed.cookies.set(name, value)
      const result = await healed.get('/en/result/success')
      expect(result.status).toBe(200)
      await Promise.all(pending)
      expect(await learner(id).progress(today())).toMatchObject({ games: 1, answered: 10, points: 10 })
    })
  }
})

describe('the schedule (ts-fsrs)', () => {
  it('grades: no point Again, some Hard, a full point Good, and Easy when it came fast', () => {
    expect([gradeOf(0), gradeOf(0.4), gradeOf(1), gradeOf(1, 5), gradeOf(1, 60)]).toEqual([1, 2, 3, 4, 3])
  })

  it('a wrong answer is due before a right one; a right one is not due tomorrow; the mistake comes first in practice', async () => {
    const stub = learner('schedule-learner00000a')
    const now = Date.now()
    const scheduled = await stub.record([
      { game: 'g-sched', question: 'flag-de', at: now, points: 0, topic: 'flags', countries: ['de'] },
      { game: 'g-sched', question: 'flag-it', at: now, points: 1, seconds: 30, topic: 'flags', countries: ['it'] },
    ])
    const due = new Map(scheduled.map((s) => [s.question, s.due]))
    expect(due.get('flag-de')!).toBeLessThan(due.get('flag-it')!)
    expect(due.get('flag-it')!).toBeGreaterThan(now + 24 * 60 * 60 * 1000)
    expect(await stub.mistakes(10)).toEqual(['flag-de'])
    expect(await stub.learnPlan('flags', now + 24 * 60 * 60 * 1000, 10)).toEqual({ due: ['flag-de'], known: ['flag-de', 'flag-it'] })
    expect(await stub.learnPlan('europe', now + 24 * 60 * 60 * 1000, 10)).toEqual({ due: ['flag-de'], known: ['flag-de', 'flag-it'] })
    expect(await stub.learnPlan('asia', now + 24 * 60 * 60 * 1000, 10)).toEqual({ due: [], known: [] })
    const progress = await stub.progress(today(), now)
    expect(progress).toMatchObject({ answered: 2, mistakes: 1 })
    expect(progress.countries.map((c) => c.country)).toEqual(['de', 'it'])
  })

  it('the daily streak counts consecutive days up to today or yesterday, and keeps the longest', () => {
    expect(streaks(['2026-11-20', '2026-11-21', '2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-28')).toEqual({ current: 3, longest: 3 })
    expect(streaks(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25'], '2026-11-28')).toEqual({ current: 0, longest: 3 })
    expect(streaks([], '2026-11-28')).toEqual({ current: 0, longest: 0 })
  })
})

describe('forgetting', () => {
  const tables = (state: DurableObjectState) =>
    state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'").toArray().map((r) => r.name)

  it('"Forget me" leaves no table and no alarm; a later answer starts afresh', async () => {
    const stub = learner('forgotten-learner0000a')
    await stub.record([{ game: 'g-forget', question: 'flag-es', at: Date.now(), points: 1, topic: 'flags', countries: ['es'] }])
    await stub.forget()
    await runInDurableObject(stub, async (_: Learner, state) => {
      expect(tables(state)).toEqual([])
      expect(await state.storage.getAlarm()).toBeNull()
    })
    expect((await stub.progress(today())).answered).toBe(0)
    await stub.record([{ game: 'g-forget-2', question: 'flag-es', at: Date.now(), points: 1, topic: 'flags', countries: ['es'] }])
    expect((await stub.progress(today())).answered).toBe(1)
  })

  it('a learner idle for 13 months is deleted by its alarm; the alarm run again does no harm; an active one keeps its data', async () => {
    const idle = learner('idle-learner000000000a')
    await idle.record([{ game: 'g-idle', question: 'flag-pt', at: Date.now(), points: 1, topic: 'flags', countries: ['pt'] }])
    // Thirteen months pass: its last answer is that old (the alarm is run now rather than waited for).
    await runInDurableObject(idle, async (_: Learner, state) => {
      state.storage.sql.exec("UPDATE meta SET value = ? WHERE key = 'active'", Date.now() - IDLE_MS - 1000)
    })
    expect(await runDurableObjectAlarm(idle)).toBe(true)
    await runInDurableObject(idle, async (_: Learner, state) => expect(tables(state)).toEqual([]))
    expect(await runDurableObjectAlarm(idle)).toBe(false)
    const active = learner('active-learner0000000a')
    await active.record([{ game: 'g-active', question: 'flag-pt', at: Date.now(), points: 1, topic: 'flags', countries: ['pt'] }])
    await runInDurableObject(active, async (_: Learner, state) => {
      const alarm = await state.storage.getAlarm()
      expect(alarm! - Date.now()).toBeGreaterThan(IDLE_MS - 60_000)
    })
    expect((await active.progress(today())).answered).toBe(1)
  })
})
