/**
 * A whole Capitals game in Chromium (issue 23), on a phone: in Japanese with JavaScript
 * (the pin placed on the capital), and in Arabic without it (the browser's own click on
 * the map's image input), every answer right, to the success screen. The first "Where
 * is…?" question and its feedback (the city's dot, the country card) are audited with axe
 * (without JavaScript: the same page as served, in a context that runs only axe) and saved
 * as screenshots. A game draws 10 of 1,234 capital questions, 169 of them on
 * the map: a game without one is played to its end and another is started (at most six).
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { MapQuestion } from '../../src/game/catalog.js'
import { cityName } from '../../src/i18n/cities.js'
import { countryName } from '../../src/i18n/question-texts.js'
import type { Locale } from '../../src/i18n/translations.js'
import { MAP_WIDTH } from '../../src/maps/frames.js'
import { auditAsServed } from './axe.js'
import { answer, currentQuestion, open, PHONE, SHOTS, submit, targetPoint, useBrowser } from './browser.js'

const base = inject('baseUrl')
const MAX_GAMES = 6
const browserOf = useBrowser()


/** Without JavaScript: a click on the one image input the phone shows, at the capital, posts it at once. */
const clickCity = async (page: Page, question: MapQuestion) => {
  const inputs = await page.locator('input.map-input').all()
  const shown = []
  for (const input of inputs) if (await input.isVisible()) shown.push(input)
  expect(shown).toHaveLength(1)
  const box = (await shown[0]!.boundingBox())!
  const { x, y } = targetPoint(question)
  await shown[0]!.click({ position: { x: (x * box.width) / MAP_WIDTH, y: (y * box.width) / MAP_WIDTH } })
}

describe.each([
  { locale: 'ja' as Locale, javaScript: true },
  { locale: 'ar' as Locale, javaScript: false },
])('a whole Capitals game on a phone in $locale, JavaScript $javaScript', ({ locale, javaScript }) => {
  it('every answer right reaches the success screen; "Where is…?" on the map, its feedback with the dot and the card, axe-clean', async () => {
    const { page, problems, context } = await open(browserOf(), { viewport: PHONE, javaScript, locale })
    let mapsSeen = 0
    for (let game = 0; game < MAX_GAMES && mapsSeen === 0; game++) {
      await page.goto(`${base}/${locale}`)
      await page.locator('form.topic-form:has(input[value="capitals"]) button').click()
      await page.waitForURL(/\/game\//)
      for (let i = 0; i < 10; i++) {
        const question = currentQuestion(page)
        expect(question.topic).toBe('capitals')
        const whereIs = question.type === 'map' && question.target === 'city'
        const first = whereIs && mapsSeen === 0
        if (whereIs) {
          mapsSeen++
          expect(await page.locator('#prompt').textContent()).toContain(cityName(locale, question.answer)!)
          if (javaScript) await page.locator('.map-inline svg').waitFor()
          if (first) {
            expect(await auditAsServed(page, javaScript), 'question').toEqual([])
            await page.screenshot({ path: `${SHOTS}/capitals-${locale}-phone-where.png`, fullPage: true })
          }
        }
        if (whereIs && !javaScript) {
          await clickCity(page, question)
        } else {
          await answer(page, locale, true, javaScript)
          await submit(page)
        }
        await page.locator('.feedback .verdict').waitFor()
        expect(await page.locator('.feedback').getAttribute('class')).toMatch(/feedback-correct/)
        if (first) {
          await page.locator('.feedback svg.map-picture .map-dot').waitFor()
          expect(await page.locator('.feedback .country-card-name').textContent()).toBe(countryName(locale, question.about!.country))
          await expect.poll(() => page.locator('.feedback .country-card-flag').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
          expect(await auditAsServed(page, javaScript), 'feedback').toEqual([])
          await page.locator('.feedback').scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${SHOTS}/capitals-${locale}-phone-feedback.png`, fullPage: true })
        }
        await page.locator('.feedback a.button').click()
        if (i < 9) await page.waitForURL(/\/game\//)
      }
      await page.waitForURL(/\/result\/success$/)
    }
    expect(mapsSeen).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
