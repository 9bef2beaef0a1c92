/**
 * A whole game in every topic, chosen on the entry screen, in Chromium, every answer
 * right, to the success screen: the topics take turns with JavaScript (English) and
 * without (Arabic). Flags on
 * screen are real pictures that loaded, with alt text that does not name the country.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { TOPICS } from '../../src/game/catalog.js'
import { countryName } from '../../src/i18n/question-texts.js'
import type { Locale } from '../../src/i18n/translations.js'
import { answer, currentQuestion, DESKTOP, launch, open, PHONE, submit } from './browser.js'

const base = inject('baseUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** Every flag picture on the page has loaded and its alt text names no country of the question. */
const checkPictures = async (page: Page, locale: Locale) => {
  const question = currentQuestion(page)
  const pictures = page.locator('img.flag, img.prompt-picture')
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const alt = (await picture.getAttribute('alt')) ?? ''
    expect(alt.length).toBeGreaterThan(5)
    const named = question.type === 'image' ? question.options : question.picture ? [question.picture] : []
    for (const code of named) expect(alt).not.toContain(countryName(locale, code))
  }
}

/**
 * Each topic once, the two ways taking turns (with JavaScript in English on a desktop,
 * without in Arabic on a phone), so each way meets several topics: what differs between
 * the ways is the question types' markup, which the game and maps tests play both ways;
 * what differs between topics is their questions and pictures, checked here.
 */
const WAYS = [
  { javaScript: true, locale: 'en' as const, viewport: DESKTOP },
  { javaScript: false, locale: 'ar' as const, viewport: PHONE },
]
const GAMES = TOPICS.map((topic, i) => ({ topic, ...WAYS[i % WAYS.length]! }))

describe('every topic, a whole game', () => {
  it.each(GAMES)('$topic (JavaScript $javaScript, $locale), all right, reaches the success screen', async ({ topic, javaScript, locale, viewport }) => {
    const { page, problems, context } = await open(browser, { viewport, javaScript })
    await page.goto(`${base}/${locale}`)
    await page.locator(`form.topic-form:has(input[value="${topic}"]) button`).click()
    await page.waitForURL(/\/game\//)
    for (let i = 0; i < 10; i++) {
      expect(currentQuestion(page).topic).toBe(topic)
      await checkPictures(page, locale)
      await answer(page, locale, true, javaScript)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      await page.locator('.feedback a.button').click()
      if (i < 9) await page.waitForURL(/\/game\//)
    }
    await page.waitForURL(/\/result\/success$/)
    expect(problems).toEqual([])
    await context.close()
  })
})
