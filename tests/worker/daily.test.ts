/**
 * Today's challenge, as players meet it: the same ten questions for everyone in every
 * language, one scored attempt a day (a replay is marked and not counted), the share
 * text, the standing among today's players and the histogram of their scores.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dailyQuestions, scoreSquares, utcDay } from '../../src/game/daily.js'
import type { Locale } from '../../src/i18n/translations.js'
import { CookiePlayer, questionOf, rightAnswer, wrongAnswer } from '../answers.js'
import { exactCounts, exactScores, playerWith, sendWith } from '../stats-helpers.js'

const today = () => utcDay(Math.floor(Date.now() / 1000))
const send = sendWith(env.STATS)
const location = (r: Response) => new URL(r.headers.get('location')!, 'https://worldwise.example').pathname

const startDaily = async (player: CookiePlayer, locale: Locale) => {
  const response = await player.post(`/${locale}`, { mode: 'daily' })
  expect(response.status).toBe(303)
  return location(response)
}

/** Plays a daily to the end without JavaScript; `right(i)` decides the answers. Returns the question ids met. */
const playDaily = async (player: CookiePlayer, locale: Locale, right: (i: number) => boolean) => {
  let path = await startDaily(player, locale)
  const met: string[] = []
  for (let i = 0; i < 10; i++) {
    const question = questionOf(path)
    met.push(question.id)
    expect((await player.post(path, right(i) ? rightAnswer(question, locale) : wrongAnswer(question))).status).toBe(303)
    const feedback = await (await player.get(path)).text()
    path = new URL(feedback.match(/<a class="button button-primary" href="([^"]+)"/)![1]!, 'https://worldwise.example').pathname
  }
  return { met, end: path }
}

const sumPlayers = (scores: Map<number, number>) => [...scores.values()].reduce((a, b) => a + b, 0)

describe("today's challenge", () => {
  it('two independent players in different locales get the same ten questions in the same order', async () => {
    const [english, japanese] = [await playerWith(send), await playerWith(send)]
    const [a, b] = await Promise.all([playDaily(english, 'en', () => true), playDaily(japanese, 'ja', (i) => i % 2 === 0)])
    expect(a.met).toEqual(b.met)
    expect(a.met).toEqual(dailyQuestions(today()))
    expect(new Set(a.met).size).toBe(10)
    expect(a.end).toBe('/en/result/success')
    expect(b.end).toBe('/ja/result')
  })

  it('the entry screen offers it with the date in the player’s language', async () => {
    const html = await (await (await playerWith(send)).get('/de')).text()
    const [year, month, day] = today().split('-').map(Number)
    const german = new Intl.DateTimeFormat('de', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, day!))
    expect(html).toContain(`<time dateTime="${today()}">${german}</time>`)
    expect(html).toMatch(/<input type="hidden" name="mode" value="daily"\/><button type="submit" class="button button-primary">Tages-Challenge spielen/)
  })

  it('one scored attempt a day: the replay is marked, and counts neither answers nor score', async () => {
    const player = await playerWith(send)
    const scoresBefore = sumPlayers(await exactScores(today()))
    const first = await playDaily(player, 'en', (i) => i < 7)
    expect(first.end).toBe('/en/result/success')
    expect(sumPlayers(await exactScores(today()))).toBe(scoresBefore + 1)
    const result = await (await player.get('/en/result')).text()
    expect(result).not.toContain('not counted')
    expect(result).toContain(`Worldwise ${today()} 7/10 ${scoreSquares([1, 1, 1, 1, 1, 1, 1, 0, 0, 0])}`)
    expect(result).toMatch(/The next challenge opens in \d+ (hours?|minutes?) \(at midnight UTC\)\./)
    const entry = await (await player.get('/en')).text()
    expect(entry).toContain('You have played today’s challenge: 7 out of 10.')
    expect(entry).toContain('Play it again (not counted)')

    const countsBefore = await exactCounts(first.met[0]!)
    const replay = await playDaily(player, 'en', () => true)
    expect(replay.met).toEqual(first.met)
    expect(await exactCounts(first.met[0]!)).toEqual(countsBefore)
    expect(sumPlayers(await exactScores(today()))).toBe(scoresBefore + 1)
    const replayResult = await (await player.get('/en/result')).text()
    expect(replayResult).toContain('A replay: this game is not counted in today’s figures.')
    expect(replayResult).toContain(`Worldwise ${today()} 10/10 🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩`)
  })

  it('starting it again mid-way resumes the scored attempt instead of replacing it', async () => {
    const player = await playerWith(send)
    const first = await startDaily(player, 'fr')
    expect((await player.post(first, rightAnswer(questionOf(first), 'fr'))).status).toBe(303)
    const again = await player.post('/fr', { mode: 'daily' })
    expect(again.status).toBe(303)
    expect(location(again)).toBe(`/fr/game/${questionOf(location(again)).type}/${dailyQuestions(today())[1]}`)
  })

  it('the JSON way counts the same as the form way, and the daily cookie cannot be forged', async () => {
    const player = await playerWith(send)
    let path = await startDaily(player, 'es')
    for (let i = 0; i < 10; i++) {
      const body = (await (await player.postJson(path, rightAnswer(questionOf(path), 'es'))).json()) as { next: string }
      path = body.next
    }
    expect(path).toBe('/es/result/success')
    const forged = await playerWith(send)
    forged.cookies.set('ww_daily', player.cookies.get('ww_daily')!.replace(/^./, 'x'))
    expect(await (await forged.get('/es')).text()).not.toContain('no cuenta')
  })

  it('a finished daily shows the standing among today’s players and a histogram with a text alternative', async () => {
    // Twenty players with scores 0..9 twice over, so the standing is a share of at least 20.
    for (let n = 0; n < 20; n++) await playDaily(await playerWith(send), 'en', (i) => i < n % 10)
    const player = await playerWith(send)
    await playDaily(player, 'ar', (i) => i < 5)
    const scores = await exactScores(today())
    const players = sumPlayers(scores)
    const below = [...scores].filter(([score]) => score < 500).reduce((sum, [, n]) => sum + n, 0)
    const html = await (await player.get('/ar/result')).text()
    const percent = new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 0 }).format(below / players)
    expect(html).toContain(percent)
    expect(html).toContain('<p class="standing">')
    expect(html).toMatch(/<svg[^>]* role="img" aria-labelledby="histogram-heading histogram-desc"/)
    expect(html.match(/<g class="histogram-bar[^"]*">/g)).toHaveLength(11)
    expect(html).toContain('<g class="histogram-bar is-mine">')
    expect(html).toMatch(/<desc id="histogram-desc">[^<]*\d/)
  })
})
