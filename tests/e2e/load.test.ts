/**
 * Load: many players at once over real HTTP against the served worker, each playing
 * a whole game through the JSON API with its own mix of right and wrong answers.
 * Every game must end with exactly the score its answers earned, and no request may
 * fail. Short and bounded.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Locale } from '../../src/i18n/translations.js'
import { CookiePlayer, questionOf, rightAnswer, wrongAnswer } from '../answers.js'

const base = inject('baseUrl')
const send = (path: string, init: RequestInit) => fetch(new URL(path, base), init)

const PLAYERS = Number(process.env.LOAD_PLAYERS ?? 64)
const LOCALES: Locale[] = ['en', 'de', 'fr', 'es', 'ja', 'ar']

const playOne = async (n: number) => {
  const locale = LOCALES[n % LOCALES.length]!
  const player = new CookiePlayer(send, base)
  const rightAt = (i: number) => (n >> i) % 2 === 0 || i < n % 4
  let requests = 0
  let failed = 0
  let path = await player.start(locale)
  requests++
  let expected = 0
  for (let i = 0; i < 10; i++) {
    const right = rightAt(i)
    const response = await player.postJson(path, right ? rightAnswer(questionOf(path), locale) : wrongAnswer(questionOf(path)))
    requests++
    if (response.status !== 200) {
      failed++
      break
    }
    const body = (await response.json()) as { points: number; next: string }
    expected += right ? 1 : 0
    if (body.points !== (right ? 1 : 0)) failed++
    path = body.next
  }
  const passed = expected >= 7
  const end = passed ? `/${locale}/result/success` : `/${locale}/result`
  if (path !== end) failed++
  const result = await player.get(`/${locale}/result`)
  requests++
  if (result.status !== 200) failed++
  const html = await result.text()
  const correctRows = html.match(/class="result-row result-correct"/g)?.length ?? 0
  return { requests, failed, expected, correctRows }
}

describe(`load: ${PLAYERS} players at once, each a whole game`, () => {
  it('every game ends with the right score and no request fails', async () => {
    const started = Date.now()
    const games = await Promise.all(Array.from({ length: PLAYERS }, (_, n) => playOne(n)))
    const requests = games.reduce((sum, g) => sum + g.requests, 0)
    const failed = games.reduce((sum, g) => sum + g.failed, 0)
    console.log(`load: ${PLAYERS} concurrent games, ${requests} requests, ${failed} failed, ${Date.now() - started} ms`)
    expect(failed).toBe(0)
    for (const game of games) expect(game.correctRows).toBe(game.expected)
    expect(new Set(games.map((g) => g.expected)).size).toBeGreaterThan(3)
  }, 30_000)
})
