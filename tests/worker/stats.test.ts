/**
 * How everyone did: answers counted exactly once in the sharded Durable Objects, the
 * share shown from 20 answers, and pages that never wait on, or break with, the store.
 * Every game here is made for its test, so each test counts on questions of its own.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { drawQuestions } from '../../src/game/draw.js'
import { findQuestion } from '../../src/game/catalog.js'
import { formatPercent, translator } from '../../src/i18n/translations.js'
import { answerShard, countAnswer, difficultyFromShare, measuredDifficulties, STATS_BOUND_MS } from '../../src/stats/store.js'
import { questionOf, rightAnswer, wrongAnswer } from '../answers.js'
import { exactCounts, failingStats, freshGame, hangingStats, playerWith, sendWith, wrappedStats } from '../stats-helpers.js'

const questionPath = (locale: string, id: string) => `/${locale}/game/${findQuestion(id)!.type}/${id}`

/** Ten ids no other test in this file uses. */
const idsFor = (seed: number, mode: Parameters<typeof drawQuestions>[1] = 'mixed') => drawQuestions(seed, mode)

// First in the file: the isolate has no figures cached yet, so none can be shown.
describe('statistics never break the game', () => {
  const cases = [
    ['hangs', hangingStats],
    ['throws', failingStats],
    ['is missing', undefined],
  ] as const

  for (const [what, stats] of cases) {
    it(`a store that ${what}: a whole game by form and by JSON, the result and the entry, each within the bound, no figures`, async () => {
      const send = sendWith(stats)
      const timed = async (response: Promise<Response>) => {
        const started = Date.now()
        const r = await response
        expect(Date.now() - started).toBeLessThan(STATS_BOUND_MS + 1_000)
        expect(r.status).toBeLessThan(500)
        return r
      }
      const form = await playerWith(send, freshGame(idsFor(9001)))
      const json = await playerWith(send, freshGame(idsFor(9002)))
      for (const id of idsFor(9001)) {
        const path = questionPath('ar', id)
        expect((await timed(form.post(path, rightAnswer(findQuestion(id)!, 'ar')))).status).toBe(303)
        const page = await (await timed(form.get(path))).text()
        expect(page).toContain('class="verdict"')
        expect(page).not.toContain('players-right')
      }
      for (const id of idsFor(9002)) {
        const body = (await (await timed(json.postJson(questionPath('en', id), wrongAnswer(findQuestion(id)!)))).json()) as Record<string, unknown>
        expect(body).toMatchObject({ correct: false, points: 0 })
        expect(body.playersRight).toBeUndefined()
      }
      const result = await timed(form.get('/ar/result/success'))
      expect(result.status).toBe(200)
      expect(await (await timed(json.get('/en/result'))).text()).toContain('class="result-row result-wrong"')
      // A new game still starts (the draw falls back to the difficulty priors).
      expect((await timed(json.post('/en', {}))).status).toBe(303)
      expect((await timed(json.post('/en', { mode: 'daily' }))).status).toBe(303)
    })
  }

  it('showing a question page makes no storage call; its feedback does', async () => {
    const ids = idsFor(9100)
    const path = questionPath('en', ids[0]!)
    const watched = wrappedStats()
    const player = await playerWith(sendWith(watched.stats), freshGame(ids))
    expect((await player.get(path)).status).toBe(200)
    expect((await player.get(path)).status).toBe(200)
    expect(watched.calls).toEqual([])
    await player.post(path, rightAnswer(questionOf(path), 'en'))
    expect(watched.calls).toContain('recordAnswer')
    const afterAnswer = watched.calls.length
    await player.get(path)
    expect(watched.calls.length).toBeGreaterThanOrEqual(afterAnswer)
  })
})

describe('counting answers', () => {
  it('500 players answering the same question at once give exact counts', async () => {
    const ids = idsFor(501)
    const path = questionPath('en', ids[0]!)
    const question = questionOf(path)
    const send = sendWith(env.STATS)
    const players = await Promise.all(Array.from({ length: 500 }, () => playerWith(send, freshGame(ids))))
    const responses = await Promise.all(players.map((p, i) => p.postJson(path, i % 5 < 2 ? rightAnswer(question, 'en') : wrongAnswer(question))))
    expect(responses.map((r) => r.status)).toEqual(Array(500).fill(200))
    expect(await exactCounts(question.id)).toEqual({ answered: 500, right: 200 })
  })

  it('the share appears at 20 answers, not 19, on the feedback (JSON and page) with the localized number', async () => {
    const ids = idsFor(2020)
    const path = questionPath('de', ids[0]!)
    const question = questionOf(path)
    const send = sendWith(env.STATS)
    for (let n = 1; n <= 20; n++) {
      const player = await playerWith(send, freshGame(ids))
      // Three in four right: 15 of 20 at the end.
      const body = (await (await player.postJson(path, n % 4 === 0 ? wrongAnswer(question) : rightAnswer(question, 'de'))).json()) as { playersRight?: { share: number; answered: number } }
      const page = await (await player.get(path)).text()
      if (n < 20) {
        expect(body.playersRight, `after ${n} answers`).toBeUndefined()
        expect(page).not.toContain('players-right')
      } else {
        expect(body.playersRight).toEqual({ share: 0.75, answered: 20 })
        expect(page).toContain(`<p class="players-right">${translator('de').stats.shareRight({ percent: formatPercent('de', 0.75), players: 20 })}</p>`)
      }
    }
  })

  it('every result row says how everyone did once 20 have answered', async () => {
    const ids = idsFor(2121)
    const send = sendWith(env.STATS)
    let last
    for (let n = 0; n < 20; n++) {
      const player = await playerWith(send, freshGame(ids))
      for (const id of ids) await player.postJson(questionPath('ar', id), rightAnswer(findQuestion(id)!, 'ar'))
      last = player
    }
    const html = await (await last!.get('/ar/result')).text()
    expect(html.match(/class="players-right"/g)).toHaveLength(10)
  })
})

describe('nothing counted twice', () => {
  it('a double submit (two posts at once with the same cookie) counts once', async () => {
    const ids = idsFor(7001)
    const path = questionPath('en', ids[0]!)
    const player = await playerWith(sendWith(env.STATS), freshGame(ids))
    const both = await Promise.all([player.post(path, rightAnswer(questionOf(path), 'en')), player.post(path, rightAnswer(questionOf(path), 'en'))])
    expect(both.map((r) => r.status)).toEqual([303, 303])
    expect(await exactCounts(ids[0]!)).toEqual({ answered: 1, right: 1 })
  })

  it('a back-button resubmit (the old cookie again) and a retried JSON request count once', async () => {
    const ids = idsFor(7002)
    const path = questionPath('fr', ids[0]!)
    const question = questionOf(path)
    const player = await playerWith(sendWith(env.STATS), freshGame(ids))
    const before = player.cookies.get('ww_game')!
    expect((await player.post(path, wrongAnswer(question))).status).toBe(303)
    player.cookies.set('ww_game', before)
    expect((await player.post(path, wrongAnswer(question))).status).toBe(303)
    player.cookies.set('ww_game', before)
    expect((await player.postJson(path, wrongAnswer(question))).status).toBe(200)
    expect(await exactCounts(question.id)).toEqual({ answered: 1, right: 0 })
  })

  it('a write that outlives the bound finishes in the background, and the retried request does not count again', async () => {
    const ids = idsFor(7003)
    const path = questionPath('en', ids[0]!)
    const question = questionOf(path)
    let slowOnce = true
    const slow = wrappedStats(async (method, call) => {
      if (method === 'recordAnswer' && slowOnce) {
        slowOnce = false
        await new Promise((r) => setTimeout(r, STATS_BOUND_MS * 2))
      }
      return call()
    })
    const pending: Array<Promise<void>> = []
    const player = await playerWith(sendWith(slow.stats, pending), freshGame(ids))
    const before = player.cookies.get('ww_game')!
    const started = Date.now()
    const first = await player.postJson(path, rightAnswer(question, 'en'))
    expect(first.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(STATS_BOUND_MS * 2)
    // The player's client retries with the cookie it had.
    player.cookies.set('ww_game', before)
    expect((await player.postJson(path, rightAnswer(question, 'en'))).status).toBe(200)
    await Promise.all(pending)
    expect(await exactCounts(question.id)).toEqual({ answered: 1, right: 1 })
  })

  it('an RPC whose reply is lost is retried by the store and still counts once', async () => {
    const question = idsFor(7004)[0]!
    let loseOnce = true
    const lossy = wrappedStats(async (method, call) => {
      const result = await call()
      if (method === 'recordAnswer' && loseOnce) {
        loseOnce = false
        throw Object.assign(new Error('Network connection lost.'), { retryable: true })
      }
      return result
    })
    await countAnswer({ env: { STATS: lossy.stats } }, { game: 'lost-reply-game1', question, right: true })
    expect(lossy.calls.filter((m) => m === 'recordAnswer')).toHaveLength(2)
    expect(await exactCounts(question)).toEqual({ answered: 1, right: 1 })
  })

  it('the shard refuses the same game and question twice, whatever the order of calls', async () => {
    const question = idsFor(7005)[0]!
    const shard = env.STATS.getByName(`shard-${answerShard('direct-game-0001', question)}`)
    const counts = await Promise.all([shard.recordAnswer('direct-game-0001', question, true), shard.recordAnswer('direct-game-0001', question, false)])
    expect(counts[1]).toEqual({ answered: 1, right: counts[0]!.right })
    expect(await exactCounts(question)).toEqual(counts[1])
  })
})

describe('measured difficulty', () => {
  it('a question most players get right becomes easy, one most miss becomes hard, from 20 answers', async () => {
    const [easyPrior, hardPrior] = [idsFor(9200).find((id) => findQuestion(id)!.difficulty === 3)!, idsFor(9201).find((id) => findQuestion(id)!.difficulty === 1)!]
    const context = { env: { STATS: env.STATS } }
    for (let n = 0; n < 20; n++) {
      await countAnswer(context, { game: `measure-game-${String(n).padStart(4, '0')}`, question: easyPrior, right: true })
      await countAnswer(context, { game: `measure-game-${String(n).padStart(4, '0')}`, question: hardPrior, right: n < 3 })
    }
    const measured = await measuredDifficulties(context)
    expect(measured?.get(easyPrior)).toBe(1)
    expect(measured?.get(hardPrior)).toBe(3)
    expect([difficultyFromShare(0.8), difficultyFromShare(0.6), difficultyFromShare(0.2)]).toEqual([1, 2, 3])
  })
})
