/**
 * The host's projector screen in Chromium (issue 22): an Arabic host on a 1280×720 screen
 * runs a Maps room with a 30-second limit for ten players — two on phones (English and
 * French, with JavaScript) and eight over plain HTTP. The lobby, a map question with its
 * countdown ticking and the answers coming in, its reveal with a bar per outcome, a
 * question with options and its reveal with a bar per option and the leaderboard's
 * movers, and the podium: each fits the screen without scrolling, reads right to left,
 * passes axe, and is saved as a screenshot in test-results/.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findQuestion, type Question } from '../../src/game/catalog.js'
import { CookiePlayer, rightAnswer, wrongAnswer } from '../answers.js'
import { audit } from './axe.js'
import { answer, launch, open, PHONE, submit, type Session } from './browser.js'

const base = inject('baseUrl')
const SHOTS = 'test-results'
const PROJECTOR = { width: 1280, height: 720 }
let browser: Browser
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A figure as plain digits, whichever digits the locale writes. */
const ascii = (text: string | null) => (text ?? '').replace(/[٠-٩۰-۹]/g, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90))

/** The host's screen fits the projector: nothing to scroll, nothing axe objects to; saved for a person to look at. */
const fitsAndPasses = async (page: Page, name: string) => {
  // Pictures that came with a screen pushed over the socket may still be loading: their size counts.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.screenshot({ path: `${SHOTS}/projector-${name}.png` })
  expect.soft(await page.evaluate(() => document.documentElement.scrollHeight), name).toBeLessThanOrEqual(PROJECTOR.height)
  expect(await audit(page)).toEqual([])
}

/** The question open on the host's screen (a new one after `after`). */
const openQuestion = async (page: Page, after?: Question): Promise<Question> => {
  const article = page.locator(after ? `article.room-stage-question[data-question]:not([data-question="${after.id}"])` : 'article.room-stage-question[data-question]')
  await article.waitFor({ timeout: 15_000 })
  return findQuestion((await article.getAttribute('data-question'))!)!
}

describe("the host's projector screen", () => {
  it('an Arabic host at 1280×720: lobby, a timed map question, the reveals with bars and movers, and the podium fit the screen', async () => {
    const host = await open(browser, { viewport: PROJECTOR, javaScript: true, locale: 'ar' })
    await host.page.goto(`${base}/ar/room`)
    // Maps draws map and outline questions, at most six of either in ten: ten questions hold at least four of each.
    await host.page.selectOption('#room-mode', 'maps')
    await host.page.locator('.room-host input[name="count"][value="10"]').check()
    await host.page.selectOption('#room-limit', '30')
    await host.page.locator('.room-host button[type="submit"]').click()
    await host.page.waitForURL(/\/ar\/room\/[A-Z0-9]{6}$/)
    const code = host.page.url().split('/').at(-1)!
    expect(await host.page.evaluate(() => document.documentElement.dir)).toBe('rtl')

    const phones: Array<{ locale: 'en' | 'fr'; session: Session }> = [
      { locale: 'en', session: await open(browser, { viewport: PHONE, javaScript: true, locale: 'en' }) },
      { locale: 'fr', session: await open(browser, { viewport: PHONE, javaScript: true, locale: 'fr' }) },
    ]
    for (const [i, { locale, session }] of phones.entries()) {
      await session.page.goto(`${base}/${locale}/room/${code}`)
      await session.page.fill('#nickname', ['Olivia', 'Théo'][i]!)
      await session.page.locator('.room-seat button[type="submit"]').click()
      await session.page.locator('.room-lead').waitFor()
    }
    const others = await Promise.all(
      ['Amir', 'Sofia', 'Kenji', 'Lena', 'Tomás', 'Priya', 'Noah', 'Mei'].map(async (name) => {
        const player = new CookiePlayer((path, init) => fetch(`${base}${path}`, init), base)
        expect((await player.post(`/en/room/${code}/seat`, { nickname: name })).status).toBe(303)
        return player
      }),
    )
    await expect.poll(() => host.page.locator('.roster li').count(), { timeout: 10_000 }).toBe(10)
    await host.page.locator('.room-qr').waitFor()
    await fitsAndPasses(host.page, 'lobby')

    const act = (action: 'start' | 'close' | 'next') => host.page.locator(`.room-buttons form:has(input[value="${action}"]) button`).click()
    let index = 0
    let round = 0
    /** Closes and passes questions until one of `type` is open. */
    const skipTo = async (question: Question, type: Question['type']): Promise<Question> => {
      while (question.type !== type) {
        await act('close')
        await host.page.locator('article.room-stage-reveal').waitFor()
        await act('next')
        question = await openQuestion(host.page, question)
        index++
      }
      return question
    }
    /** A phone answers through its screen: English right, French wrong. */
    const phoneAnswers = async ({ locale, session }: (typeof phones)[number], question: Question) => {
      await session.page.locator(`article.room[data-question="${question.id}"]`).waitFor({ timeout: 15_000 })
      await answer(session.page, locale, locale === 'en', true, question)
      await submit(session.page)
      await session.page.locator('.room-line').first().waitFor()
    }
    /** The others answer by form, every third one wrong (a different third each round, so the order changes). */
    const othersAnswer = async (question: Question) => {
      await Promise.all(others.map((p, i) => p.post(`/en/room/${code}/answer/${index}`, (i + round) % 3 ? rightAnswer(question, 'en') : wrongAnswer(question))))
      round++
    }

    await act('start')
    const map = await skipTo(await openQuestion(host.page), 'map')
    // The map, its countdown running on the server's clock, and the answers counted as they come.
    await host.page.locator('.room-prompt .prompt-picture').waitFor()
    const seconds = async () => Number(ascii(await host.page.locator('.figure-timer .figure-value').textContent()))
    const first = await seconds()
    expect(first).toBeGreaterThan(20)
    await expect.poll(seconds, { timeout: 3_000 }).toBeLessThan(first)
    await phoneAnswers(phones[0]!, map)
    await expect.poll(async () => ascii(await host.page.locator('.figure-answered .figure-value').textContent()), { timeout: 10_000 }).toMatch(/^1 \/ 10$/)
    await fitsAndPasses(host.page, 'question')

    // The others answer: the question closes by itself, and the reveal counts right, partly right and wrong.
    await phoneAnswers(phones[1]!, map)
    await othersAnswer(map)
    await host.page.locator('article.room-stage-reveal').waitFor({ timeout: 15_000 })
    const bars = host.page.locator('.bars > li')
    expect(await bars.count()).toBe(3)
    const right = 1 + others.filter((_, i) => i % 3).length
    expect(ascii(await host.page.locator('.bar-right .bar-count [aria-hidden]').textContent())).toBe(String(right))
    // Right to left: a bar grows from the right-hand end of its track.
    const track = (await host.page.locator('.bar-right .bar-track').boundingBox())!
    const bar = (await host.page.locator('.bar-right .bar').boundingBox())!
    expect(Math.abs(bar.x + bar.width - (track.x + track.width))).toBeLessThan(2)
    await fitsAndPasses(host.page, 'reveal')

    // A question with options (a country's outline): a bar per option, the right one marked, and who moved.
    await act('next')
    index++
    const outline = await skipTo(await openQuestion(host.page, map), 'single')
    await expect.poll(() => host.page.locator('.host-option-list li').count()).toBe(4)
    for (const phone of phones) await phoneAnswers(phone, outline)
    await othersAnswer(outline)
    await host.page.locator('article.room-stage-reveal').waitFor({ timeout: 15_000 })
    expect(await bars.count()).toBe(4)
    expect(await host.page.locator('.bar-row.is-right .bar-mark').count()).toBe(1)
    // Olivia and the others who were right this round chose the right option; Théo and the rest the first wrong one.
    const counts = (await host.page.locator('.bar-count [aria-hidden]').allTextContents()).map((t) => Number(ascii(t)))
    expect(Number(ascii(await host.page.locator('.bar-row.is-right .bar-count [aria-hidden]').textContent()))).toBe(1 + others.filter((_, i) => (i + 1) % 3).length)
    expect(counts.reduce((a, b) => a + b)).toBe(10)
    expect(await host.page.locator('.board tbody tr').count()).toBe(10)
    expect(await host.page.locator('.board-move').count()).toBe(10)
    await fitsAndPasses(host.page, 'reveal-options')

    // The rest is passed over: the podium.
    const post = (action: 'close' | 'next') => host.page.request.post(`${base}/ar/room/${code}/host`, { form: { action }, headers: { origin: base }, maxRedirects: 0 })
    for (let i = index + 1; i < 10; i++) {
      await post('next')
      await post('close')
    }
    await post('next')
    await host.page.locator('.room-podium').waitFor({ timeout: 15_000 })
    await fitsAndPasses(host.page, 'podium')

    for (const s of [host, ...phones.map((p) => p.session)]) {
      expect(s.problems).toEqual([])
      await s.context.close()
    }
  })
})
