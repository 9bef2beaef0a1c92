/**
 * Whole games in three of the new scripts, as players on phones see them: Simplified
 * Chinese with JavaScript, Hindi without, Persian (right to left) with. Each page has
 * `<html lang dir>` right, the header and main read right to left in Persian, numbers
 * in the locale's digits, no English left on screen; the question, a feedback and the
 * result are axe-clean and saved as screenshots (test-results/screenshots) to be looked
 * at. The language switcher opens without JavaScript and keeps the screen.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCALE_INFO, type Locale } from '../../src/i18n/translations.js'
import { auditAsServed } from './axe.js'
import { answer, launch, open, PHONE, submit } from './browser.js'

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


/** The digits each locale writes (CLDR): a page in Persian shows ۳, not 3. */
const DIGITS: Partial<Record<Locale, RegExp>> = { fa: /[۰-۹]/, zh: /[0-9]/, hi: /[0-9]/ }

const expectLocalePage = async (page: Page, locale: Locale) => {
  expect(await page.getAttribute('html', 'lang')).toBe(locale)
  expect(await page.getAttribute('html', 'dir')).toBe(LOCALE_INFO[locale].dir)
  const direction = await page.locator('main').evaluate((main) => getComputedStyle(main).direction)
  expect(direction).toBe(LOCALE_INFO[locale].dir)
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\b(Check answer|Next question|Your answer|Correct answer|Question \d+ of)\b/)
  expect(text).not.toMatch(/undefined|\{\w+/)
}

describe.each([
  { locale: 'zh' as const, javaScript: true },
  { locale: 'hi' as const, javaScript: false },
  { locale: 'fa' as const, javaScript: true },
])('a whole game in $locale on a phone (JavaScript $javaScript)', ({ locale, javaScript }) => {
  it('ten questions to the result, every page in the locale, axe-clean, screenshots saved', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript, locale })
    await page.goto(`${base}/`)
    expect(new URL(page.url()).pathname).toBe(`/${locale}`)
    await expectLocalePage(page, locale)
    await page.locator('section.entry form.start-form button').click()
    await page.waitForURL(/\/game\//)
    const mode = javaScript ? 'js' : 'nojs'
    for (let i = 0; i < 10; i++) {
      await expectLocalePage(page, locale)
      const progress = (await page.locator('.progress-text').textContent())!
      expect(progress).toMatch(DIGITS[locale]!)
      if (i === 0) {
        await page.screenshot({ path: `${SHOTS}/locale-${locale}-phone-${mode}-question.png`, fullPage: true })
        expect(await auditAsServed(page, javaScript)).toEqual([])
      }
      await answer(page, locale, i % 3 !== 2, javaScript)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      if (i === 2) {
        await expectLocalePage(page, locale)
        await page.screenshot({ path: `${SHOTS}/locale-${locale}-phone-${mode}-feedback.png`, fullPage: true })
        expect(await auditAsServed(page, javaScript)).toEqual([])
      }
      await page.locator('.feedback a.button').click()
      if (i < 9) await page.waitForURL(/\/game\//)
    }
    // Seven right may pass (the success screen first) or, with partial points, not: the result either way.
    await page.waitForURL(/\/result/)
    await expectLocalePage(page, locale)
    await page.goto(`${base}/${locale}/result`)
    expect(await page.locator('.result-row').count()).toBe(10)
    await page.screenshot({ path: `${SHOTS}/locale-${locale}-phone-${mode}-result.png`, fullPage: true })
    expect(await auditAsServed(page, javaScript)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the language switcher on a 320-px phone without JavaScript', () => {
  it('opens, lists 21 languages by their own names with the current one marked, and keeps the screen', async () => {
    const { page, problems, context } = await open(browser, { viewport: { width: 320, height: 640 }, javaScript: false })
    await page.goto(`${base}/ko/credits`)
    await page.locator('.switcher summary').click()
    const links = page.locator('.switcher a')
    expect(await links.count()).toBe(21)
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
    }
    expect(await page.locator('.switcher a[aria-current="page"]').textContent()).toBe('한국어')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.screenshot({ path: `${SHOTS}/switcher-ko-320-nojs.png`, fullPage: true })
    expect(await auditAsServed(page, false)).toEqual([])
    await page.getByRole('link', { name: 'فارسی' }).click()
    await page.waitForURL(/\/fa\/credits$/)
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    expect(problems).toEqual([])
    await context.close()
  })
})
