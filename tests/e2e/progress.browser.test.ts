/**
 * The learner in Chromium (issue 24): two games on a desktop in English (the second with
 * every answer wrong on purpose), the progress page and its mastery map, axe-clean; the
 * same progress moved to a second browser through the one-time link; Practice my mistakes
 * on a phone in Portuguese without JavaScript; Learn Africa on a phone in Arabic without
 * JavaScript; screenshots of the progress page in English, Japanese and Arabic, looked at.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { translator, type Locale } from '../../src/i18n/translations.js'
import { audit, auditAsServed } from './axe.js'
import { answer, currentQuestion, DESKTOP, open, PHONE, SHOTS, submit, useBrowser } from './browser.js'

const base = inject('baseUrl')
const browserOf = useBrowser()

/** A whole game from the entry screen's first start button (or a topic's), every answer right or wrong. */
const playGame = async (page: Page, locale: Locale, javaScript: boolean, right: boolean, start = 'form.start-form button') => {
  await page.goto(`${base}/${locale}`)
  await page.locator(start).first().click()
  await page.waitForURL(/\/game\//)
  for (let i = 0; i < 10; i++) {
    currentQuestion(page)
    await answer(page, locale, right, javaScript)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    await page.locator('.feedback a.button').click()
    if (i < 9) await page.waitForURL(/\/game\//)
  }
  await page.waitForURL(/\/result/)
}

const figures = (page: Page) => page.locator('.progress-figures li').allTextContents()

describe('the progress page', () => {
  it('two games on a desktop (one wrong on purpose), the page and its map axe-clean; then the same progress on a second browser through the link', async () => {
    const { page, problems, context } = await open(browserOf(), { viewport: DESKTOP, javaScript: true })
    await playGame(page, 'en', true, true)
    await playGame(page, 'en', true, false)
    await page.locator('header a.header-link').click()
    await page.waitForURL(/\/en\/progress$/)
    await page.locator('svg.mastery-map').waitFor()
    const shown = await figures(page)
    expect(shown).toContain('2 games played')
    expect(shown).toContain('20 questions answered')
    // Every played country has a step on the map and a row in the table, the same.
    const rows = await page.locator('.mastery-table tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-c'), tr.getAttribute('data-level')]))
    expect(rows.length).toBeGreaterThan(5)
    for (const [code, level] of rows) expect(await page.locator(`svg.mastery-map [data-c="${code}"]`).getAttribute('class')).toMatch(new RegExp(`^m${level}`))
    expect(await audit(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/progress-en-desktop.png`, fullPage: true })

    // The link, opened in another browser: asked, then the same progress.
    await page.locator('form[action="/en/progress/move"] button').click()
    const link = (await page.locator('.move-link a').getAttribute('href'))!
    expect(await page.locator('img.room-qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/progress-en-desktop-link.png`, fullPage: true })
    const second = await open(browserOf(), { viewport: PHONE, javaScript: true })
    await second.page.goto(link)
    await second.page.locator('form button.button-primary').click()
    await second.page.waitForURL(/\/en\/progress\?moved=1$/)
    expect(await figures(second.page)).toEqual(shown)
    // The link worked once.
    await second.page.goto(link)
    await second.page.locator('form button.button-primary').click()
    expect(await second.page.locator('[role="alert"]').textContent()).toContain('already been used')
    expect(problems).toEqual([])
    await second.context.close()
    await context.close()
  })

  it('Practice my mistakes on a phone in Portuguese without JavaScript: only the questions answered wrong', async () => {
    const { page, problems, context } = await open(browserOf(), { viewport: PHONE, javaScript: false, locale: 'pt' })
    await playGame(page, 'pt', false, false)
    await page.goto(`${base}/pt/progress`)
    await page.locator('input[name="mode"][value="mistakes"] + button').click()
    await page.waitForURL(/\/game\//)
    const asked: string[] = []
    for (;;) {
      asked.push(currentQuestion(page).id)
      if (asked.length === 1) await page.screenshot({ path: `${SHOTS}/progress-pt-phone-practice.png`, fullPage: true })
      await answer(page, 'pt', true, false)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      await page.locator('.feedback a.button').click()
      await page.waitForURL(/\/(game|result)/)
      if (!/\/game\//.test(page.url())) break
    }
    expect(asked.length).toBeGreaterThan(0)
    expect(asked.length).toBeLessThanOrEqual(10)
    expect(new Set(asked).size).toBe(asked.length)
    expect(problems).toEqual([])
    await context.close()
  })

  it('Learn on a phone in Arabic without JavaScript: Africa chosen from the select, each feedback says when the question comes back, Play again learns Africa', async () => {
    const { page, problems, context } = await open(browserOf(), { viewport: PHONE, javaScript: false, locale: 'ar' })
    await page.goto(`${base}/ar`)
    await page.locator('#learn-scope').selectOption('africa')
    await page.locator('section.learn').screenshot({ path: `${SHOTS}/learn-ar-phone-panel.png` })
    expect(await auditAsServed(page, false)).toEqual([])
    await page.locator('.learn-form button').click()
    await page.waitForURL(/\/game\//)
    const reviews: string[] = []
    for (let i = 0; ; i++) {
      currentQuestion(page)
      await answer(page, 'ar', i % 2 === 0, false)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      reviews.push((await page.locator('.review-next').count()) ? ((await page.locator('.review-next').textContent()) ?? '') : `none on ${page.url()}`)
      if (i === 0) await page.screenshot({ path: `${SHOTS}/learn-ar-phone-feedback.png`, fullPage: true })
      await page.locator('.feedback a.button').click()
      await page.waitForURL(/\/(game|result)/)
      if (!/\/game\//.test(page.url())) break
    }
    for (const review of reviews) expect(review).toMatch(/^المراجعة التالية: .+/)
    expect(await page.locator('p.mode').textContent()).toBe(`${translator('ar').learn.resultMode({ scope: translator('ar').roomSetup.africa() })}`)
    expect(await page.locator('input[name="scope"]').first().getAttribute('value')).toBe('africa')
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    { locale: 'ja' as Locale, viewport: DESKTOP, name: 'desktop' },
    { locale: 'ar' as Locale, viewport: PHONE, name: 'phone' },
  ])('in $locale ($name): the progress page and its map, axe-clean, screenshot saved', async ({ locale, viewport, name }) => {
    const { page, problems, context } = await open(browserOf(), { viewport, javaScript: true, locale })
    await playGame(page, locale, true, true)
    await page.goto(`${base}/${locale}/progress`)
    await page.locator('svg.mastery-map').waitFor()
    expect(await audit(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/progress-${locale}-${name}.png`, fullPage: true })
    expect(problems).toEqual([])
    await context.close()
  })
})
