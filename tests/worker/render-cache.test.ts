/**
 * What is rendered once and reused (the document shell per locale, an unanswered
 * question per locale, filled in with its position per response; an answered question's
 * feedback per locale and answer, filled in with the position, the next question and the
 * share of players right) never carries one player's content to another,
 * and every response has its own CSP nonce, the same in its header and its script tag.
 */
import { describe, expect, it } from 'vitest'
import { drawQuestions } from '../../src/game/draw.js'
import { findQuestion } from '../../src/game/catalog.js'
import { textsFor } from '../../src/i18n/question-texts.js'
import type { Locale } from '../../src/i18n/translations.js'
import { freshGame, playerWith, sendWith } from '../stats-helpers.js'
import { rightAnswer, wrongAnswer } from '../answers.js'
import { env } from 'cloudflare:workers'
import { utcDay } from '../../src/game/daily.js'
import { encodeSigned } from '../../src/game/state.js'
import { DAILY_COOKIE, DEVELOPMENT_GAME_SECRET } from '../../src/http/game-cookie.js'

const send = sendWith(env.STATS)
const pathOf = (locale: Locale, id: string) => `/${locale}/game/${findQuestion(id)!.type}/${id}`
const nonces: string[] = []

/** The page, after checking its nonce: one per response, in the CSP header and on the script. */
const page = async (response: Promise<Response>) => {
  const r = await response
  expect(r.status).toBe(200)
  const html = await r.text()
  const nonce = r.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!
  const scripts = [...html.matchAll(/<script type="module"[^>]* nonce="([^"]*)"/g)].map((m) => m[1])
  for (const onPage of scripts) expect(onPage).toBe(nonce)
  expect(nonces).not.toContain(nonce)
  nonces.push(nonce)
  return html
}

describe('pages made from what is rendered once', () => {
  it('two players of different games and locales, interleaved, each see only their own game', async () => {
    const idsA = drawQuestions(8101)
    const idsB = drawQuestions(8102)
    const a = await playerWith(send, freshGame(idsA))
    const b = await playerWith(send, freshGame(idsB))
    const own = (html: string, locale: Locale, ids: string[], others: string[], otherLocale: Locale) => {
      expect(html).toContain(`<html lang="${locale}"`)
      expect(html).not.toContain(`<html lang="${otherLocale}"`)
      for (const id of others.filter((o) => !ids.includes(o))) expect(html).not.toContain(`/${id}"`)
    }
    for (let i = 0; i < 10; i++) {
      const [pathA, pathB] = [pathOf('en', idsA[i]!), pathOf('ar', idsB[i]!)]
      const questionA = await page(a.get(pathA))
      const questionB = await page(b.get(pathB))
      own(questionA, 'en', idsA, idsB, 'ar')
      own(questionB, 'ar', idsB, idsA, 'en')
      expect(questionA).toContain(textsFor('en', findQuestion(idsA[i]!)!).prompt())
      expect(questionA).not.toContain('class="feedback feedback-')
      // A answers right, B wrong; each feedback shows only its own verdict.
      await a.post(pathA, rightAnswer(findQuestion(idsA[i]!)!, 'en'))
      await b.post(pathB, wrongAnswer(findQuestion(idsB[i]!)!))
      const feedbackA = await page(a.get(pathA))
      const feedbackB = await page(b.get(pathB))
      expect(feedbackA).toContain('feedback feedback-correct')
      expect(feedbackB).toContain('feedback feedback-wrong')
      own(feedbackA, 'en', idsA, idsB, 'ar')
      own(feedbackB, 'ar', idsB, idsA, 'en')
    }
    const [resultA, resultB] = [await page(a.get('/en/result/success')), await page(b.get('/ar/result'))]
    expect(resultA).toContain('<html lang="en"')
    expect(resultB.match(/class="result-row result-wrong"/g)).toHaveLength(10)
  })

  it('the same question at the same point is one page for every player, but never shows another player’s answer', async () => {
    const ids = drawQuestions(8103)
    const path = pathOf('fr', ids[0]!)
    const [first, second] = [await playerWith(send, freshGame(ids)), await playerWith(send, freshGame(ids))]
    const before = await page(first.get(path))
    await first.post(path, wrongAnswer(findQuestion(ids[0]!)!))
    expect(await page(first.get(path))).toContain('feedback feedback-wrong')
    const other = await page(second.get(path))
    expect(other).not.toContain('class="feedback feedback-')
    expect(other).not.toContain('checked=""')
    // Identical but for the nonce: the same rendering, reused.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '')
    expect(withoutNonce(other)).toBe(withoutNonce(before))
    // The same question at another position says so.
    const later = [ids[1]!, ids[0]!, ...ids.slice(2)]
    const third = await playerWith(send, freshGame(later))
    await third.post(pathOf('fr', later[0]!), rightAnswer(findQuestion(later[0]!)!, 'fr'))
    const atTwo = await page(third.get(path))
    expect(atTwo).toContain('Question 2 sur 10')
    expect(before).toContain('Question 1 sur 10')
    // Rendered once for every position: each response fills in its own, in the markup,
    // the title and the props the browser hydrates from, and nothing of the stand-ins.
    expect(atTwo).toMatch(/<progress max="10" value="1"/)
    expect(before).toMatch(/<progress max="10" value="0"/)
    expect(atTwo).toContain('<title>Question 2 sur 10')
    const props = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="question">(.*?)<\/script>/)![1]!)
    expect(props(atTwo)).toMatchObject({ progressText: 'Question 2 sur 10', current: 1, total: 10 })
    expect(props(before)).toMatchObject({ progressText: 'Question 1 sur 10', current: 0, total: 10 })
    for (const html of [before, atTwo]) expect(html).not.toMatch(/WWPROGRESS|719283746/)
  })

  it('an answered question is one page for every player who gave that answer, each with their own position, next question, share and answer', async () => {
    // Every quick game has a single-choice question or another with a wrong answer to give.
    const ids = drawQuestions(8106)
    const q = ids[0]!
    const path = pathOf('en', q)
    const question = findQuestion(q)!
    const props = (html: string) => JSON.parse(html.match(/<script type="application\/json" data-island-props="question">(.*?)<\/script>/)![1]!)
    // 19 players answer right first: the share is not known yet.
    for (let n = 0; n < 19; n++) await (await playerWith(send, freshGame(ids))).postJson(path, rightAnswer(question, 'en'))
    // A has it first of ten, B second (after another question), C last; all answer it right.
    const a = await playerWith(send, freshGame(ids))
    const laterIds = [ids[1]!, q, ...ids.slice(2)]
    const b = await playerWith(send, freshGame(laterIds))
    await b.post(pathOf('en', laterIds[0]!), rightAnswer(findQuestion(laterIds[0]!)!, 'en'))
    const lastIds = [...ids.slice(1), q]
    const c = await playerWith(send, freshGame(lastIds))
    for (const id of lastIds.slice(0, 9)) await c.post(pathOf('en', id), rightAnswer(findQuestion(id)!, 'en'))
    await a.post(path, rightAnswer(question, 'en'))
    const pageA = await page(a.get(path))
    expect(pageA).toContain('20 players got this right')
    await b.post(path, rightAnswer(question, 'en'))
    const pageB = await page(b.get(path))
    expect(pageB).toContain('21 players got this right')
    await c.post(path, rightAnswer(question, 'en'))
    const pageC = await page(c.get(path))
    expect(pageC).toContain('22 players got this right')
    // Each sees their own position and next question: in the markup, the title and the props.
    expect(props(pageA)).toMatchObject({ progressText: 'Question 1 of 10', current: 1, feedback: { next: pathOf('en', ids[1]!), nextLabel: 'Next question' } })
    expect(props(pageB)).toMatchObject({ progressText: 'Question 2 of 10', current: 2, feedback: { next: pathOf('en', laterIds[2]!), nextLabel: 'Next question' } })
    expect(props(pageC)).toMatchObject({ progressText: 'Question 10 of 10', current: 10, feedback: { nextLabel: 'See your result' } })
    expect(props(pageC).feedback.next).toMatch(/^\/en\/result/)
    expect(pageA).toContain(`href="${pathOf('en', ids[1]!)}"`)
    expect(pageA).not.toContain(`href="${pathOf('en', laterIds[2]!)}"`)
    expect(pageB).toContain(`href="${pathOf('en', laterIds[2]!)}"`)
    expect(pageB).toContain('<title>Question 2 of 10')
    expect(pageB).toMatch(/<progress max="10" value="2"/)
    // A and B: the same page but for what is their own.
    const own = (html: string, next: string, progress: string, current: number) =>
      html
        .replace(/nonce="[^"]*"/g, '')
        .replaceAll(next, 'NEXT')
        .replaceAll(progress, 'PROGRESS')
        .replace(/\d+ players got this right/g, 'N players got this right')
        .replace(`value="${current}"`, 'value="N"')
        .replace(`"current":${current}`, '"current":N')
    expect(own(pageA, pathOf('en', ids[1]!), 'Question 1 of 10', 1)).toBe(own(pageB, pathOf('en', laterIds[2]!), 'Question 2 of 10', 2))
    // D answers wrong at A's place: D's own verdict and answer, none of A's.
    const d = await playerWith(send, freshGame(ids))
    const wrong = wrongAnswer(question)
    await d.post(path, wrong)
    const pageD = await page(d.get(path))
    expect(pageD).toContain('feedback feedback-wrong')
    expect(pageA).toContain('feedback feedback-correct')
    expect(props(pageD).given).toEqual(Object.fromEntries(Object.entries(wrong).map(([k, v]) => [k, [v].flat()])))
    expect(props(pageA).given).not.toEqual(props(pageD).given)
    // No stand-in is ever sent.
    for (const html of [pageA, pageB, pageC, pageD]) expect(html).not.toMatch(/WW\d{12}|\d{15}/)
  })

  it('a result row is one rendering for every player who gave that answer, and each result shows only its own answers', async () => {
    const ids = drawQuestions(8107)
    const play = async (answer: (id: string) => Record<string, string | string[]>) => {
      const player = await playerWith(send, freshGame(ids))
      for (const id of ids) await player.post(pathOf('de', id), answer(id))
      return player
    }
    const right = await play((id) => rightAnswer(findQuestion(id)!, 'de'))
    const wrong = await play((id) => wrongAnswer(findQuestion(id)!))
    const alsoRight = await play((id) => rightAnswer(findQuestion(id)!, 'de'))
    const [first, other, same] = [await page(right.get('/de/result')), await page(wrong.get('/de/result')), await page(alsoRight.get('/de/result'))]
    expect(first.match(/class="result-row result-correct"/g)).toHaveLength(10)
    expect(other.match(/class="result-row result-wrong"/g)).toHaveLength(10)
    expect(other).not.toContain('result-correct')
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '')
    expect(withoutNonce(same)).toBe(withoutNonce(first))
    // Each row in the player's language, with the points written the locale's way.
    expect(first.match(/<dt>Punkte<\/dt><dd>1<\/dd>/g)).toHaveLength(10)
    expect(other.match(/<dt>Punkte<\/dt><dd>0<\/dd>/g)).toHaveLength(10)
    for (const html of [first, other]) expect(html).not.toMatch(/WW\d{12}/)
  })

  it('the shell follows the page: title, canonical path and language links per response', async () => {
    const html = await page(send('/de/credits'))
    expect(html).toContain('<link rel="canonical" href="https://worldwise.example/de/credits"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://worldwise.example/credits"/>')
    expect(html).toContain('href="/ja/credits?lang=ja"')
    const entry = await page(send('/de'))
    expect(entry).toContain('<link rel="alternate" hrefLang="x-default" href="https://worldwise.example/"/>')
    expect(entry).not.toContain('/credits"/>')
  })
})

describe('pages rendered once per locale: credits, not found, and the entry screen of a new visitor', () => {
  const withoutNonce = (html: string) => html.replace(/nonce-[^']+'|nonce="[^"]*"/g, '')
  const twice = async (path: string, status: number) => {
    const responses = [await send(path), await send(path)]
    const nonces = responses.map((r) => r.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!)
    expect(nonces[0]).not.toBe(nonces[1])
    const [a, b] = await Promise.all(responses.map((r) => (expect(r.status).toBe(status), r.text())))
    expect(withoutNonce(a!)).toBe(withoutNonce(b!))
    return a!
  }

  it('each locale’s credits and not-found page: the same for everyone but the nonce, in its own language and path, with its status', async () => {
    expect(await twice('/en/credits', 200)).toContain('<html lang="en"')
    expect(await twice('/ar/credits', 200)).toContain('<html lang="ar" dir="rtl"')
    const missing = await twice('/ja/no-such-page', 404)
    expect(missing).toContain('<html lang="ja"')
    expect(missing).toContain('href="https://worldwise.example/ja/no-such-page"')
    expect(await twice('/ja/another-missing-page', 404)).toContain('href="https://worldwise.example/ja/another-missing-page"')
  })

  it('the entry screen a new visitor gets never shows another player’s game or today’s score', async () => {
    const ids = drawQuestions(8104)
    const playing = await playerWith(send, freshGame(ids))
    const own = await (await playing.get('/en')).text()
    expect(own).toContain('Resume (question 1 of 10)')
    expect(own).toContain(`href="${pathOf('en', ids[0]!)}"`)
    const scored = await playerWith(send)
    scored.cookies.set(DAILY_COOKIE, await encodeSigned({ d: utcDay(Math.floor(Date.now() / 1000)), s: 7 }, DEVELOPMENT_GAME_SECRET))
    const withScore = await (await scored.get('/en')).text()
    expect(withScore).toContain('You have played today’s challenge: 7 out of 10.')
    const fresh = await twice('/en', 200)
    expect(fresh).not.toContain('Resume (')
    expect(fresh).not.toContain(pathOf('en', ids[0]!))
    expect(fresh).not.toContain('You have played today')
    // And a player's own screen after the shared one was rendered is still their own.
    expect(await (await playing.get('/en')).text()).toContain('Resume (question 1 of 10)')
  })
})
