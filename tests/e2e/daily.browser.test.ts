/**
 * Today's challenge, played in Chromium as a player would: started from the panel on
 * the entry screen, ten questions, then the result with today's scores as a chart
 * (the player's bar highlighted), the text to share and when the next challenge opens.
 * With JavaScript (English, desktop) the Copy button puts the share text and the
 * site's address on the clipboard; without it (Arabic, phone) the same result reads
 * right to left and the entry screen then says the challenge was played. A second
 * start the same day is a replay, and its result says it is not counted.
 * Screenshots of the result and entry screens go to /tmp/shots for a person to look at.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Locale } from '../../src/i18n/translations.js'
import { answer, DESKTOP, launch, open, PHONE, submit } from './browser.js'

const base = inject('baseUrl')
const SHOTS = '/tmp/shots'
let browser: Browser
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const DAILY_FORM = 'section.daily form:has(input[name="mode"][value="daily"])'

/** Starts today's challenge from the entry panel and answers the ten questions, the first `right` of them right. */
const playDaily = async (page: Page, locale: Locale, right: number, javaScript: boolean) => {
  await page.goto(`${base}/${locale}`)
  await page.locator(`${DAILY_FORM} button`).click()
  await page.waitForURL(/\/game\//)
  for (let i = 0; i < 10; i++) {
    await answer(page, locale, i < right, javaScript)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    await page.locator('.feedback a.button').click()
    if (i < 9) await page.waitForURL(/\/game\//)
  }
  await page.waitForURL(/\/result(\/success)?$/)
}

/** The chart of today's scores: shown, eleven bars (0 to 10 points), one of them the player's. */
const checkHistogram = async (page: Page) => {
  const chart = page.locator('.daily-summary figure.histogram svg[role=img]')
  await expect.poll(() => chart.isVisible()).toBe(true)
  expect(await chart.locator('g.histogram-bar').count()).toBe(11)
  expect(await chart.locator('g.histogram-bar.is-mine').count()).toBe(1)
  expect((await chart.locator('desc#histogram-desc').textContent())!.length).toBeGreaterThan(10)
}

describe('today’s challenge', () => {
  it('with JavaScript, in English on a desktop: chart, share text and Copy on the result', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    await playDaily(page, 'en', 7, true)
    // Seven points pass: the celebration first, with the same share text.
    await page.waitForURL(/\/en\/result\/success$/)
    const shareText = /^Worldwise \d{4}-\d{2}-\d{2} 7\/10 (🟩){7}(🟥){3}$/u
    expect((await page.locator('#share-text').textContent())?.trim()).toMatch(shareText)
    await page.goto(`${base}/en/result`)

    const summary = page.locator('.daily-summary')
    await summary.waitFor()
    await checkHistogram(page)
    const text = (await summary.locator('#share-text').textContent())!.trim()
    expect(text).toMatch(shareText)
    expect(await summary.locator('.daily-next').textContent()).toMatch(/The next challenge opens .+ \(at midnight UTC\)\./)
    expect(await summary.locator('.daily-replay').count()).toBe(0)

    const copy = summary.locator('.share-actions button.button-secondary')
    await copy.click()
    await expect.poll(() => summary.locator('.share-status').textContent()).not.toBe('')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${text} ${new URL(base).origin}/`)

    await page.screenshot({ path: `${SHOTS}/daily-en-desktop-result.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })

  it('without JavaScript, in Arabic on a phone: the result reads right to left, and the entry says it was played', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: false, locale: 'ar' })
    await playDaily(page, 'ar', 5, false)
    // Five points fail: straight to the result.
    expect(new URL(page.url()).pathname).toBe('/ar/result')
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await checkHistogram(page)
    const text = (await page.locator('.daily-summary #share-text').textContent())!.trim()
    // Five right, then five wrong: a wrong answer may still earn part of a point (a square of its own).
    expect(text).toMatch(/^Worldwise \d{4}-\d{2}-\d{2} \S+\/10 (🟩){5}[🟨🟥]{5}$/u)
    // No script, no Copy button: the text is there to select.
    expect(await page.locator('.share-actions').count()).toBe(0)
    expect(await page.locator('.daily-summary .daily-next').textContent()).not.toBe('')
    await page.screenshot({ path: `${SHOTS}/daily-ar-phone-result.png`, fullPage: true })

    await page.goto(`${base}/ar`)
    await page.locator('section.daily .daily-played').waitFor()
    await page.locator(`${DAILY_FORM} button`).waitFor()
    await page.screenshot({ path: `${SHOTS}/daily-ar-phone-entry.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })

  it('a second start the same day is a replay, and its result says it is not counted', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await playDaily(page, 'en', 10, true)
    await page.goto(`${base}/en/result`)
    expect(await page.locator('.daily-summary .daily-replay').count()).toBe(0)

    await page.goto(`${base}/en`)
    expect(await page.locator('section.daily .daily-played').textContent()).toContain('10 out of 10')
    await playDaily(page, 'en', 0, true)
    await page.waitForURL(/\/en\/result$/)
    await expect.poll(() => page.locator('.daily-summary').textContent()).toContain('A replay: this game is not counted in today’s figures.')
    // A replay is not among today's scores: no bar is the player's.
    expect(await page.locator('g.histogram-bar.is-mine').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
