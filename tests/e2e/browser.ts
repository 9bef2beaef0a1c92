/**
 * Debian's Chromium through playwright-core, and a player who knows the answers
 * (read from the catalog and the translations) and clicks, types and presses keys
 * like a person.
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { findQuestion, type MapQuestion, type Question } from '../../src/game/catalog.js'
import { typedAnswer, wrongAnswer } from '../answers.js'
import { countryMap, frameById, MAP_WIDTH } from '../../src/maps/frames.js'
import { cityPoint } from '../../src/maps/geometry.js'
import type { Locale } from '../../src/i18n/translations.js'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/** Where the browser tests save their screenshots. */
export const SHOTS = 'test-results/screenshots'

/** One Chromium for a test file: launched before its tests, closed after them. */
export const useBrowser = (): (() => Browser) => {
  let browser: Browser | undefined
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}

export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 390, height: 844 }

export interface Session {
  context: BrowserContext
  page: Page
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[]
}

export const open = async (browser: Browser, options: { viewport: typeof DESKTOP; javaScript: boolean; locale?: string }): Promise<Session> => {
  const context = await browser.newContext({
    viewport: options.viewport,
    javaScriptEnabled: options.javaScript,
    locale: options.locale ?? 'en-US',
    hasTouch: options.viewport === PHONE,
    isMobile: options.viewport === PHONE,
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return { context, page, problems }
}

export const currentQuestion = (page: Page): Question => findQuestion(new URL(page.url()).pathname.split('/').at(-1)!)!

/** Answers the question on screen, right or wrong, through the visible controls. */
export const answer = async (page: Page, locale: Locale, right: boolean, javaScript: boolean, question: Question = currentQuestion(page)): Promise<void> => {
  const pick = (value: string) => page.locator(`input[name="answer"][value="${value}"]`).check()
  switch (question.type) {
    case 'single':
    case 'image':
      await pick(right ? question.answer : question.options.find((o) => o !== question.answer)!)
      break
    case 'boolean':
      await pick(String(right ? question.answer : !question.answer))
      break
    case 'multiple':
      for (const value of right ? question.answer : question.options.filter((o) => !question.answer.includes(o))) await pick(value)
      break
    case 'number':
      await page.fill('#answer-input', String(right ? question.answer : question.answer + question.tolerance * 3))
      break
    case 'text':
      await page.fill('#answer-input', right ? typedAnswer(question, locale)! : 'Atlantis')
      break
    case 'map': {
      if (javaScript) {
        // Hydrated: a tap places the pin (at the country's interior point or the city, or the map's farthest point from it).
        const where = right ? targetPoint(question) : { x: Number(wrongAnswer(question)['m960.x']), y: Number(wrongAnswer(question)['m960.y']) }
        const canvas = page.locator('.map-canvas')
        await page.locator('article.question[data-hydrated]').waitFor()
        await page.locator('.map-inline svg').waitFor()
        // The tap's position is relative to the map's box: measure it once it has stopped changing size.
        const box = await stableBox(page, canvas)
        const height = frameById(question.frame)!.height
        await canvas.click({ position: { x: (where.x * box.width) / MAP_WIDTH, y: (where.y * box.height) / height } })
      } else {
        // Without JavaScript a click on the picture submits at once; the lettered markers keep "answer, then submit".
        await page.locator('.map-switch a').click()
        await page.waitForURL(/markers=1/)
        await pick(right ? question.answer : question.options.find((o) => o !== question.answer)!)
      }
      break
    }
    case 'order': {
      const target = right ? question.answer : [...question.answer].reverse()
      if (javaScript) await orderWithKeyboard(page, target)
      else for (const [i, value] of target.entries()) await page.selectOption(`#order-${i}`, value)
      break
    }
  }
}

/** Where a map question's answer lies on its frame, base px: the country's interior point, or the city. */
export const targetPoint = (question: MapQuestion): { x: number; y: number } => {
  if (question.target !== 'city') return countryMap(question.answer)!
  const [x, y] = cityPoint(frameById(question.frame)!, question.answer)
  return { x, y }
}

/** An element's box once two frames in a row give the same size (images and fonts may still be settling). */
const stableBox = async (page: Page, element: ReturnType<Page['locator']>) => {
  let last = await element.boundingBox()
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const box = await element.boundingBox()
    if (box && last && box.width === last.width && box.height === last.height) return box
    last = box
  }
}

/** Puts the order items in place with the move-up buttons, from the keyboard. */
const orderWithKeyboard = async (page: Page, target: readonly string[]) => {
  // The move buttons exist only once the script has hydrated the form.
  await page.locator('.order-buttons').waitFor()
  for (const [position, value] of target.entries()) {
    for (;;) {
      const current = await page.locator('.order-buttons li').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-value')))
      const index = current.indexOf(value)
      if (index <= position) break
      await page.locator(`.order-buttons li[data-value="${value}"] button.move`).first().focus()
      await page.keyboard.press('Enter')
    }
  }
}

export const submit = (page: Page) => page.locator('form.answer-form button[type="submit"]').click()
