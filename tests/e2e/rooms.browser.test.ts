/**
 * A live room in Chromium (issue 15): a host (English, desktop) and three players — a
 * Korean phone with JavaScript, an Arabic phone without, a Brazilian desktop with — play a
 * five-question room to the podium. Screens with JavaScript change without a reload; the
 * page without JavaScript follows by refreshing itself; one player reloads in the middle
 * of a question and keeps their seat and score. Screenshots and axe on each screen.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findQuestion } from '../../src/game/catalog.js'
import { countryMap } from '../../src/maps/frames.js'
import type { Locale } from '../../src/i18n/translations.js'
import { audit } from './axe.js'
import { answer, DESKTOP, launch, open, PHONE, submit, type Session } from './browser.js'

const base = inject('baseUrl')
const SHOTS = 'test-results/screenshots'
let browser: Browser
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

interface Player {
  name: string
  locale: Locale
  javaScript: boolean
  session: Session
}

/** Marks the page; the mark is gone after any navigation or reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { roomMark: number }).roomMark = 1))
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { roomMark?: number }).roomMark === 1)

/** The room's question on this player's screen, once it is there (a page without JavaScript gets there by refreshing). */
const questionOn = async (page: Page, index: number) => {
  const article = page.locator(`article.room[data-question]`)
  await expect.poll(async () => (await page.locator('.room-heading, .room .progress-text').first().textContent())?.includes(String(index + 1)) && (await article.count()) === 1, { timeout: 15_000 }).toBe(true)
  return findQuestion((await article.getAttribute('data-question'))!)!
}

const answerInRoom = async (player: Player, index: number, right: boolean) => {
  const { page } = player.session
  const question = await questionOn(page, index)
  if (question.type === 'map' && !player.javaScript) {
    // Without JavaScript the map is a picture input: a click on it is the answer.
    const where = countryMap(question.answer)!
    const inputs = await page.locator('input.map-input').all()
    for (const input of inputs) {
      if (!(await input.isVisible())) continue
      const box = (await input.boundingBox())!
      await input.click({ position: { x: (where.x * box.width) / 960, y: (where.y * box.width) / 960 } })
      break
    }
  } else {
    await answer(page, player.locale, right, player.javaScript, question)
    await submit(page)
  }
  await page.locator('.room-line').first().waitFor()
}

describe('a room of four', () => {
  it('a host and three players, in four languages, with and without JavaScript, play five questions to the podium', async () => {
    const host = await open(browser, { viewport: DESKTOP, javaScript: true })
    await host.page.goto(`${base}/en/room`)
    await host.page.selectOption('#room-mode', 'maps')
    await host.page.locator('.room-host input[name="count"][value="5"]').check()
    await host.page.locator('.room-host button[type="submit"]').click()
    await host.page.waitForURL(/\/en\/room\/[A-Z0-9]{6}$/)
    const code = host.page.url().split('/').at(-1)!
    await host.page.locator('.room[data-version]').waitFor()
    await mark(host.page)

    const players: Player[] = [
      { name: '민지', locale: 'ko', javaScript: true, session: await open(browser, { viewport: PHONE, javaScript: true, locale: 'ko' }) },
      { name: 'ليلى', locale: 'ar', javaScript: false, session: await open(browser, { viewport: PHONE, javaScript: false, locale: 'ar' }) },
      { name: 'João', locale: 'pt', javaScript: true, session: await open(browser, { viewport: DESKTOP, javaScript: true, locale: 'pt-BR' }) },
    ]
    for (const player of players) {
      const { page } = player.session
      // The join form takes the code as typed, in lower case with a space.
      await page.goto(`${base}/${player.locale}/room`)
      await page.fill('#room-code', `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`)
      await page.locator('.room-join button[type="submit"]').click()
      await page.waitForURL(new RegExp(`/room/${code}$`))
      await page.fill('#nickname', player.name)
      await page.locator('.room-seat button[type="submit"]').click()
      await page.locator('.room-lead').waitFor()
      expect(await page.locator('.room-lead').textContent()).toContain(player.name)
    }
    // The host's lobby shows them as they arrive, without a reload.
    await expect.poll(() => host.page.locator('.roster li').count(), { timeout: 10_000 }).toBe(3)
    expect(await stillMarked(host.page)).toBe(true)
    await host.page.screenshot({ path: `${SHOTS}/room-en-host-lobby.png`, fullPage: true })
    expect(await audit(host.page)).toEqual([])

    for (const p of players) if (p.javaScript) await mark(p.session.page)
    await host.page.locator('.room-buttons button').click()

    for (let index = 0; index < 5; index++) {
      for (const [i, player] of players.entries()) {
        const { page } = player.session
        await questionOn(page, index)
        if (index === 0 && i === 0) {
          expect(await stillMarked(page)).toBe(true)
          await page.screenshot({ path: `${SHOTS}/room-ko-phone-question.png`, fullPage: true })
          expect(await audit(page)).toEqual([])
        }
        if (index === 1 && player.locale === 'pt') {
          // A reload in the middle of a question: the same seat, the same score, the same question.
          await page.reload()
          await questionOn(page, index)
          expect(await page.locator('.room-lead').textContent()).toContain('João')
        }
        await answerInRoom(player, index, !(player.locale === 'pt' && index === 2))
      }
      // Everyone has answered: the question closes by itself and every screen shows the reveal.
      for (const player of players) await player.session.page.locator('.room-board').waitFor({ timeout: 15_000 })
      await host.page.locator('.room-board').waitFor()
      if (index === 0) {
        await players[0]!.session.page.screenshot({ path: `${SHOTS}/room-ko-phone-reveal.png`, fullPage: true })
        await players[1]!.session.page.screenshot({ path: `${SHOTS}/room-ar-phone-nojs-reveal.png`, fullPage: true })
        await host.page.screenshot({ path: `${SHOTS}/room-en-host-reveal.png`, fullPage: true })
        expect(await audit(players[0]!.session.page)).toEqual([])
        expect(await audit(host.page)).toEqual([])
      }
      await host.page.locator('.room-buttons button').click()
    }

    for (const player of players) await player.session.page.locator('.room-podium').waitFor({ timeout: 15_000 })
    await host.page.locator('.room-podium').waitFor()
    expect(await stillMarked(host.page)).toBe(true)
    expect(await stillMarked(players[0]!.session.page)).toBe(true)
    const podium = await host.page.locator('.podium li').allTextContents()
    expect(podium).toHaveLength(3)
    // João missed one question on purpose: Minji and Layla share the top with five right each.
    expect(podium.slice(0, 2).join(' ')).toMatch(/민지/)
    expect(podium.slice(0, 2).join(' ')).toMatch(/ليلى/)
    expect(podium[2]).toContain('João')
    await host.page.screenshot({ path: `${SHOTS}/room-en-host-podium.png`, fullPage: true })
    await players[1]!.session.page.screenshot({ path: `${SHOTS}/room-ar-phone-nojs-podium.png`, fullPage: true })
    expect(await audit(players[2]!.session.page)).toEqual([])
    for (const s of [host, ...players.map((p) => p.session)]) {
      expect(s.problems).toEqual([])
      await s.context.close()
    }
  })
})
