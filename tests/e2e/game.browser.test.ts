import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
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

/** Starts a new quick game; `domcontentloaded` when a held script delays the load event. */
const start = async (page: Page, locale: Locale, waitUntil: 'load' | 'domcontentloaded' = 'load') => {
  await page.goto(`${base}/${locale}`, { waitUntil })
  await page.locator('section.entry form.start-form button').click()
  await page.waitForURL(/\/game\//, { waitUntil })
}

/** Starts new games until one opens on an `order` question (the draw is seeded per game). */
const startOnOrder = async (page: Page, waitUntil?: 'load' | 'domcontentloaded') => {
  for (let attempt = 0; attempt < 60 && currentQuestion(page)?.type !== 'order'; attempt++) await start(page, 'en', waitUntil)
  expect(currentQuestion(page).type).toBe('order')
}

/** Plays ten questions through the UI; returns the URL the last "next" leads to. */
const play = async (page: Page, locale: Locale, javaScript: boolean, right: (i: number) => boolean) => {
  for (let i = 0; i < 10; i++) {
    await expect(page.locator('.progress-text')).toBeTruthy()
    await answer(page, locale, right(i), javaScript)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    await page.locator('.feedback a.button').click()
    if (i < 9) await page.waitForURL(/\/game\//)
  }
  await page.waitForURL(/\/result/)
  return new URL(page.url()).pathname
}

describe.each([
  { javaScript: true, locale: 'en' as const, viewport: DESKTOP, name: 'JavaScript on, English, desktop' },
  { javaScript: true, locale: 'ar' as const, viewport: PHONE, name: 'JavaScript on, Arabic, phone' },
  { javaScript: false, locale: 'en' as const, viewport: PHONE, name: 'JavaScript off, English, phone' },
  { javaScript: false, locale: 'ar' as const, viewport: DESKTOP, name: 'JavaScript off, Arabic, desktop' },
])('$name', ({ javaScript, locale, viewport }) => {
  it('a full game with every answer right reaches the success screen', async () => {
    const { page, problems, context } = await open(browser, { viewport, javaScript })
    await start(page, locale)
    expect(await play(page, locale, javaScript, () => true)).toBe(`/${locale}/result/success`)
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy()
    if (javaScript) await page.getByRole('button', { name: locale === 'en' ? 'Copy' : 'نسخ' }).waitFor()
    else expect(await page.locator('.share button').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a game with five right fails and shows the result with every row', async () => {
    const { page, problems, context } = await open(browser, { viewport, javaScript })
    await start(page, locale)
    expect(await play(page, locale, javaScript, (i) => i < 5)).toBe(`/${locale}/result`)
    expect(await page.locator('.result-row').count()).toBe(10)
    expect(await page.locator('.result-row.result-correct').count()).toBe(5)
    const dir = await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction])
    expect(dir).toEqual(locale === 'ar' ? ['rtl', 'rtl'] : ['ltr', 'ltr'])
    if (locale === 'ar') {
      // Right to left: the brand sits at the right edge, the heading starts at the right.
      const brand = (await page.locator('.brand').boundingBox())!
      expect(brand.x + brand.width).toBeGreaterThan(viewport.width * 0.6)
      const align = await page.locator('h1').evaluate((h) => getComputedStyle(h).textAlign)
      expect(['right', 'start']).toContain(align)
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('with JavaScript the answer needs no page load', () => {
  it('feedback, solution highlight, focus and the live region', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await start(page, 'en')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await answer(page, 'en', false, true)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(await page.locator('[aria-live="polite"] .verdict').textContent()).toBe('Not quite.')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('verdict')
    const question = currentQuestion(page)
    // Choices highlight the right options; an order marks each position right or wrong; a map shows the country and the pin.
    if (question.type === 'order') expect(await page.locator('.order-row.is-wrong').count()).toBeGreaterThan(0)
    else if (question.type === 'map') expect(await page.locator('.feedback svg.map-picture .map-pin').count()).toBe(1)
    else if (question.type !== 'number' && question.type !== 'text') expect(await page.locator('.is-solution').count()).toBeGreaterThan(0)
    expect(await page.locator('progress').getAttribute('value')).toBe('1')
    expect(problems).toEqual([])
    await context.close()
  })

  it('an invalid answer shows the localized message without losing the game', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await start(page, 'de')
    const question = currentQuestion(page)
    if (question.type === 'number' || question.type === 'text') {
      await page.fill('#answer-input', question.type === 'number' ? 'viele' : 'x'.repeat(80))
      await submit(page)
      if (question.type === 'number') {
        await page.locator('#answer-error').waitFor()
        expect(await page.locator('#answer-error').textContent()).toContain('Zahl')
      }
    } else {
      // Remove the browser's own "required" check to send an empty answer, as a script could.
      await page.evaluate(() => document.querySelectorAll('[required]').forEach((e) => e.removeAttribute('required')))
      if (question.type === 'order') await page.evaluate(() => document.querySelectorAll('input[name=order]').forEach((e) => e.remove()))
      await submit(page)
      await page.locator('#answer-error').waitFor()
      expect(await page.locator('#answer-error').textContent()).toMatch(/\S/)
    }
    // The refused answer is a 400 by design; Chromium logs any 4xx as a console error.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([])
    await context.close()
  })

  it('order questions are operable with the keyboard alone', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: true })
    await startOnOrder(page)
    await page.locator('.order-buttons').waitFor()
    const first = page.locator('.order-buttons li').first()
    const value = await first.getAttribute('data-value')
    await first.locator('button.move').nth(1).focus()
    await page.keyboard.press('Enter')
    expect(await page.locator('.order-buttons li').nth(1).getAttribute('data-value')).toBe(value)
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-value'))).toBe(value)
    await answer(page, 'en', true, true)
    await page.keyboard.press('Tab')
    await submit(page)
    expect(await page.locator('.feedback .verdict').textContent()).toBe('Correct!')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('hydration', () => {
  it('an order chosen in the plain selects before the script runs is kept by the move buttons', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: true })
    // Hold the client bundle back, as a slow network would, until the player has chosen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await startOnOrder(page, 'domcontentloaded')
    const question = currentQuestion(page)
    if (question.type !== 'order') return
    expect(await page.locator('article.question[data-hydrated]').count()).toBe(0)
    await answer(page, 'en', true, false)
    release()
    await page.locator('.order-buttons').waitFor()
    const shown = await page.locator('.order-buttons li').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-value')))
    expect(shown).toEqual([...question.answer])
    await submit(page)
    expect(await page.locator('.feedback .verdict').textContent()).toBe('Correct!')
    expect(problems).toEqual([])
    await context.close()
  })

  it.each(['en', 'de', 'fr', 'es', 'ja', 'ar'] as Locale[])('hydrates a question in %s without a warning or a mismatch', async (locale) => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: true })
    await start(page, locale)
    await page.locator('article.question[data-hydrated]').waitFor()
    await answer(page, locale, true, true)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('navigation keeps the game', () => {
  it('the language switcher keeps the screen and saves the choice', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await start(page, 'en')
    const path = new URL(page.url()).pathname
    await page.locator('.switcher summary').click()
    await page.getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL(`**${path.replace('/en/', '/de/')}`)
    expect(await page.getAttribute('html', 'lang')).toBe('de')
    await page.goto(`${base}/`)
    expect(new URL(page.url()).pathname).toBe('/de')
    expect(problems).toEqual([])
    await context.close()
  })

  it('a reload mid-game resumes at the same question', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: true })
    await start(page, 'ja')
    await answer(page, 'ja', true, true)
    await submit(page)
    await page.locator('.feedback a.button').click()
    await page.waitForURL(/\/game\//)
    const second = page.url()
    await page.reload()
    expect(page.url()).toBe(second)
    await page.goto(`${base}/ja`)
    await page.locator('.actions a.button-primary').click()
    expect(page.url()).toBe(second)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([true, false])('the back button after an answer neither loses nor double-counts it (JavaScript %s)', async (javaScript) => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript })
    await start(page, 'en')
    await answer(page, 'en', true, javaScript)
    await submit(page)
    await page.locator('.feedback a.button').click()
    await page.waitForURL(/\/game\//)
    await page.goBack()
    await page.locator('.feedback .verdict').waitFor()
    expect(await page.locator('.feedback .verdict').textContent()).toBe('Correct!')
    expect(await page.locator('form.answer-form button[type="submit"]').count()).toBe(0)
    await page.goto(`${base}/en`)
    expect(await page.locator('.actions a.button-primary').textContent()).toBe('Resume (question 2 of 10)')
    expect(problems).toEqual([])
    await context.close()
  })
})
