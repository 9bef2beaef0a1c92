/**
 * Maps in Chromium (issue 14): a whole Maps game clicking the map with JavaScript on a
 * desktop and without it on an Arabic phone (the browser's own image-input click), the
 * width bands at every viewport from 320 px, the keyboard's way to the lettered markers,
 * a wrong click's distance line, screenshots in English, Japanese and Arabic, and axe.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { MapQuestion } from '../../src/game/catalog.js'
import { countryMap, frameById, MAP_WIDTH } from '../../src/maps/frames.js'
import type { Locale } from '../../src/i18n/translations.js'
import { answer, currentQuestion, DESKTOP, launch, open, PHONE, submit } from './browser.js'
import { audit } from './axe.js'

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

/** Starts a game of the Maps topic from the entry screen. */
const startMaps = async (page: Page, locale: Locale) => {
  await page.goto(`${base}/${locale}`)
  await page.locator('form.topic-form:has(input[value="maps"]) button').click()
  await page.waitForURL(/\/game\//)
}

/** The one image input the viewport shows (its width band), and its box. */
const visibleInput = async (page: Page) => {
  const inputs = await page.locator('input.map-input').all()
  const shown = []
  for (const input of inputs) if (await input.isVisible()) shown.push(input)
  expect(shown).toHaveLength(1)
  const input = shown[0]!
  return { input, box: (await input.boundingBox())!, width: Number(await input.getAttribute('width')) }
}

/** Without JavaScript: a click on the image input at a point of the map (base px) posts it at once. */
const clickImage = async (page: Page, x: number, y: number) => {
  const { input, box } = await visibleInput(page)
  await input.click({ position: { x: (x * box.width) / MAP_WIDTH, y: (y * box.width) / MAP_WIDTH } })
}

const nextQuestion = async (page: Page, last: boolean) => {
  await page.locator('.feedback a.button').click()
  if (!last) await page.waitForURL(/\/game\//)
}

describe('a whole Maps game', () => {
  it('with JavaScript on a desktop, in English: tap the country, a wrong tap says how far off it was', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await startMaps(page, 'en')
    let wrongShown = false
    let score = 0
    for (let i = 0; i < 10; i++) {
      const question = currentQuestion(page)
      const right = !(question.type === 'map' && !wrongShown)
      if (question.type === 'map') await page.locator('.map-inline svg').waitFor()
      await answer(page, 'en', right, true)
      if (question.type === 'map') await expect.poll(() => page.locator('.map-overlay .map-pin').count()).toBe(1)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      // The feedback's map: the country highlighted, loaded only now.
      const map = page.locator('.feedback svg.map-picture')
      await expect.poll(() => map.count()).toBe(1)
      expect(await map.getAttribute('aria-label')).toMatch(/^Map of .+ with .+ highlighted/)
      if (!right) {
        wrongShown = true
        expect(await page.locator('.feedback .off-by').textContent()).toMatch(/(Your click was [\d,]+ km|You clicked on)/)
        await page.screenshot({ path: `${SHOTS}/maps-en-desktop-feedback-wrong.png`, fullPage: true })
      } else score++
      if (i < 9) await nextQuestion(page, false)
      else await nextQuestion(page, true)
    }
    await page.waitForURL(/\/result/)
    expect(score).toBeGreaterThanOrEqual(9)
    expect(problems).toEqual([])
    await context.close()
  })

  it('without JavaScript on an Arabic phone: a tap on the picture itself answers, every answer right', async () => {
    const { page, problems, context } = await open(browser, { viewport: PHONE, javaScript: false, locale: 'ar' })
    await startMaps(page, 'ar')
    let clicked = 0
    for (let i = 0; i < 10; i++) {
      const question = currentQuestion(page)
      if (question.type === 'map') {
        const where = countryMap(question.answer)!
        if (clicked === 0) await page.screenshot({ path: `${SHOTS}/maps-ar-phone-nojs-question.png`, fullPage: true })
        await clickImage(page, where.x, where.y)
        clicked++
      } else {
        await answer(page, 'ar', true, false)
        await submit(page)
      }
      await page.locator('.feedback .verdict').waitFor()
      expect(await page.getAttribute('.feedback', 'class')).toContain('feedback-correct')
      expect(await page.locator('.feedback svg.map-picture').count()).toBe(1)
      if (clicked === 1 && question.type === 'map') await page.screenshot({ path: `${SHOTS}/maps-ar-phone-nojs-feedback.png`, fullPage: true })
      await nextQuestion(page, i === 9)
    }
    await page.waitForURL(/\/result\/success$/)
    expect(clicked).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })
})

/** Answers (right, without JavaScript) until the current question is a map question. */
const reachMapQuestion = async (page: Page, locale: Locale): Promise<MapQuestion> => {
  for (let i = 0; i < 10; i++) {
    const question = currentQuestion(page)
    if (question.type === 'map') return question
    await answer(page, locale, true, false)
    await submit(page)
    await page.locator('.feedback .verdict').waitFor()
    await nextQuestion(page, false)
  }
  throw new Error('no map question in a Maps game')
}

describe('the map fits and is right at every viewport', () => {
  it.each([320, 360, 390, 414, 768, 1280])('%i px wide: one image input, inside the screen, and a click on the country is right', async (width) => {
    const { page, context } = await open(browser, { viewport: { width, height: 800 }, javaScript: false })
    await startMaps(page, 'en')
    const question = await reachMapQuestion(page, 'en')
    const { box, width: shown } = await visibleInput(page)
    expect(Math.round(box.width)).toBe(shown)
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(Math.round(box.height)).toBe(Math.round((shown * frameById(question.frame)!.height) / MAP_WIDTH))
    const where = countryMap(question.answer)!
    await clickImage(page, where.x, where.y)
    await page.locator('.feedback .verdict').waitFor()
    expect(await page.getAttribute('.feedback', 'class')).toContain('feedback-correct')
    await context.close()
  })
})

describe('keyboard players', () => {
  it('without JavaScript, Enter on the map opens the lettered markers; a marker answers', async () => {
    const { page, context } = await open(browser, { viewport: DESKTOP, javaScript: false })
    await startMaps(page, 'en')
    const question = await reachMapQuestion(page, 'en')
    const { input } = await visibleInput(page)
    await input.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/markers=1/)
    expect(await page.locator('input[type="radio"][name="answer"]').count()).toBe(4)
    await page.locator(`input[name="answer"][value="${question.answer}"]`).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await page.locator('.feedback .verdict').waitFor()
    expect(await page.getAttribute('.feedback', 'class')).toContain('feedback-correct')
    await context.close()
  })

  it('with JavaScript, the link to the markers is reachable by Tab and the markers page is axe-clean', async () => {
    const { page, context, problems } = await open(browser, { viewport: PHONE, javaScript: true })
    await startMaps(page, 'en')
    await reachMapQuestion(page, 'en')
    await page.locator('article.question[data-hydrated]').waitFor()
    const link = page.locator('.map-switch a')
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      if (await link.evaluate((a) => a === document.activeElement)) break
    }
    expect(await link.evaluate((a) => a === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.waitForURL(/markers=1/)
    await page.locator('.choices-markers').waitFor()
    expect(await audit(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each([
  { locale: 'en' as const, viewport: DESKTOP, name: 'desktop' },
  { locale: 'ja' as const, viewport: DESKTOP, name: 'desktop' },
  { locale: 'ar' as const, viewport: PHONE, name: 'phone' },
])('screens in $locale ($name)', ({ locale, viewport, name }) => {
  it('a map question, a shape question and a feedback map, axe-clean, screenshots saved', async () => {
    const { page, context, problems } = await open(browser, { viewport, javaScript: true, locale })
    await startMaps(page, locale)
    const seen = new Set<string>()
    for (let i = 0; i < 10 && seen.size < 3; i++) {
      const question = currentQuestion(page)
      const kind = question.type === 'map' ? 'map' : 'shape'
      if (question.type === 'map') await page.locator('.map-inline svg').waitFor()
      else await expect.poll(() => page.locator('img.prompt-outline').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      if (!seen.has(kind)) {
        expect(await audit(page), `${kind} question`).toEqual([])
        await page.screenshot({ path: `${SHOTS}/maps-${locale}-${name}-${kind}.png`, fullPage: true })
        seen.add(kind)
      }
      // A wrong answer first: the feedback shows the distance line and the map.
      await answer(page, locale, seen.has('feedback'), true)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      if (!seen.has('feedback')) {
        await page.locator('.feedback svg.map-picture').waitFor()
        expect(await audit(page), 'feedback').toEqual([])
        await page.screenshot({ path: `${SHOTS}/maps-${locale}-${name}-feedback.png`, fullPage: true })
        seen.add('feedback')
      }
      await nextQuestion(page, i === 9)
    }
    expect(seen.size).toBe(3)
    expect(problems).toEqual([])
    await context.close()
  })
})
