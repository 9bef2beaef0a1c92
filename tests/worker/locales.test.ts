/**
 * Every page route in every one of the 21 locales, as a player reaches it: the entry
 * screen, a whole game the form way (reaching success) and the JSON way (all wrong,
 * reaching the result), credits, the 404 page and a room (hosted, joined, in the
 * lobby): each answers with `<html lang dir>` right, the language switcher and the
 * hreflang alternates for all 21 locales, and no interface sentence left in English.
 */
import { describe, expect, it } from 'vitest'
import { textsFor } from '../../src/i18n/question-texts.js'
import { LOCALE_INFO, locales, translator, type Locale } from '../../src/i18n/translations.js'
import { ORIGIN, Player, questionOf, rightAnswer, send, wrongAnswer } from '../player.js'

const pathOf = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname

/** English interface sentences that must not appear on a page in another locale (read once the setup has read the page strings). */
const englishSentences = (EN = translator('en')) => [EN.ui.submit(), EN.ui.next(), EN.ui.playAgain(), EN.ui.resultTitle(), EN.ui.skipToContent(), EN.ui.notFoundTitle(), EN.room.title(), EN.credits.title(), EN.ui.entryTitle(), EN.topics.heading()]

/** The page a player sees: what React rendered, without scripts (island props are JSON). */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

const expectPage = (html: string, locale: Locale) => {
  expect(html).toContain(`<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}"`)
  for (const other of locales) expect(html, other).toMatch(new RegExp(`<link rel="alternate" hreflang="${other}" href="${ORIGIN}/${other}[/"]`, 'i'))
  expect(html).toMatch(new RegExp(`<a href="/${locale}[^"]*\\?lang=${locale}"[^>]*aria-current="page"`))
  const page = visible(html)
  expect(page).not.toMatch(/undefined|\[object |\{\w+(\|\w+)?\}/)
  if (locale !== 'en') for (const sentence of englishSentences()) expect(page, `${locale}: “${sentence}” left in English`).not.toContain(`>${sentence}<`)
}

let ips = 0
/** A phone with an address of its own (rooms are rate-limited per address). */
const phone = () => new Player({ 'cf-connecting-ip': `10.21.${Math.floor(++ips / 250)}.${ips % 250}` })

// Whole games through the pool's loopback: a minute on a busy machine, not the suite's 20 s.
describe.each(locales)('in %s', { timeout: 60_000 }, (locale) => {
  it('the entry screen, credits and the 404 page', async () => {
    const entry = await send(`/${locale}`)
    expect(entry.status).toBe(200)
    expectPage(await entry.text(), locale)
    const credits = await send(`/${locale}/credits`)
    expect(credits.status).toBe(200)
    expectPage(await credits.text(), locale)
    const missing = await send(`/${locale}/no/such/page`)
    expect(missing.status).toBe(404)
    const html = await missing.text()
    expectPage(html, locale)
    expect(html).toContain(translator(locale).ui.notFoundTitle())
  })

  it('a whole game the form way, nine right: every question and feedback page, then success and the result', async () => {
    const player = new Player()
    let path = await player.start(locale)
    for (let i = 0; i < 10; i++) {
      const question = questionOf(path)
      const page = await player.get(path)
      expect(page.status, path).toBe(200)
      expectPage(await page.text(), locale)
      const posted = await player.post(path, i === 4 ? wrongAnswer(question) : rightAnswer(question, locale))
      expect(posted.status, path).toBe(303)
      const feedback = await (await player.get(path)).text()
      expectPage(feedback, locale)
      path = feedback.match(/<a class="button button-primary" href="([^"]+)"/)![1]!
    }
    expect(path).toBe(`/${locale}/result/success`)
    const success = await player.get(path)
    expect(success.status).toBe(200)
    expectPage(await success.text(), locale)
    const result = await player.get(`/${locale}/result`)
    expect(result.status).toBe(200)
    const html = await result.text()
    expectPage(html, locale)
    expect(html.match(/class="result-row result-correct"/g)).toHaveLength(9)
  })

  it('a whole game the JSON way, all wrong: localized explanations, then the result', async () => {
    const player = new Player()
    let path = await player.start(locale)
    const english: string[] = []
    for (let i = 0; i < 10; i++) {
      const question = questionOf(path)
      const response = await player.postJson(path, wrongAnswer(question))
      expect(response.status, path).toBe(200)
      const body = (await response.json()) as { correct: boolean; explanation: string; next: string }
      expect(body.correct).toBe(false)
      expect(body.explanation).not.toMatch(/undefined|\{\w+/)
      if (locale !== 'en' && body.explanation === textsFor('en', question).explanation()) english.push(body.explanation)
      path = body.next
    }
    expect(path).toBe(`/${locale}/result`)
    const result = await player.get(path)
    expect(result.status).toBe(200)
    expectPage(await result.text(), locale)
    expect(english, 'explanations left in English').toEqual([])
  })

  it('a room: the host’s page, a player’s nickname form and the lobby', async () => {
    const host = phone()
    const hosted = await host.post(`/${locale}/room`, { mode: 'mixed', count: '5', limit: '0' })
    expect(hosted.status).toBe(303)
    const roomPath = pathOf(hosted)
    expect(roomPath).toMatch(new RegExp(`^/${locale}/room/[A-Z0-9]{6}$`))
    const lobby = await host.get(roomPath)
    expect(lobby.status).toBe(200)
    expectPage(await lobby.text(), locale)
    const guest = phone()
    const form = await guest.get(roomPath)
    expect(form.status).toBe(200)
    expectPage(await form.text(), locale)
    const seated = await guest.post(`${roomPath}/seat`, { nickname: 'Mia' })
    expect(seated.status).toBe(303)
    const waiting = await guest.get(roomPath)
    expect(waiting.status).toBe(200)
    expectPage(await waiting.text(), locale)
    const rooms = await send(`/${locale}/room`)
    expect(rooms.status).toBe(200)
    expectPage(await rooms.text(), locale)
  })
})

