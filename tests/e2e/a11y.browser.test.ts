import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { TOPICS } from '../../src/game/catalog.js'
import type { Locale } from '../../src/i18n/translations.js'
import { audit } from './axe.js'
import { answer, DESKTOP, launch, open, PHONE, submit } from './browser.js'

const base = inject('baseUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const results: Array<{ screen: string; locale: string; violations: number }> = []
afterAll(() => console.table(results))

describe.each(['en', 'ar'] as Locale[])('axe: no serious or critical violation in %s', (locale) => {
  it('on every screen: entry, question, feedback, result, success, not found', async () => {
    const { page, context } = await open(browser, { viewport: PHONE, javaScript: true })
    const check = async (screen: string) => {
      const violations = await audit(page)
      results.push({ screen, locale, violations: violations.length })
      expect(violations, `${screen} in ${locale}`).toEqual([])
    }
    await page.goto(`${base}/${locale}`)
    await check('entry')
    await page.locator('section.entry form.start-form button').click()
    await page.waitForURL(/\/game\//)
    const seen = new Set<string>()
    for (let i = 0; i < 10; i++) {
      const type = (await page.getAttribute('article.question', 'data-type'))!
      if (!seen.has(type)) await check(`question (${type})`)
      await answer(page, locale, true, true)
      await submit(page)
      await page.locator('.feedback .verdict').waitFor()
      if (!seen.has(type)) await check(`feedback (${type})`)
      seen.add(type)
      await page.locator('.feedback a.button').click()
      await page.waitForLoadState()
    }
    await page.waitForURL(/\/result\/success/)
    await check('success')
    await page.goto(`${base}/${locale}/result`)
    await check('result')
    await page.goto(`${base}/${locale}/no-such-page`)
    await check('not found')
    await context.close()
  })

  it('every control is reachable by keyboard with a visible focus', async () => {
    const { page, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    await page.goto(`${base}/${locale}`)
    const reached: string[] = []
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return undefined
        const style = getComputedStyle(el)
        return { label: `${el.tagName.toLowerCase()}:${el.textContent?.trim()}`, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 }
      })
      if (!focused) continue
      if (reached.includes(focused.label)) break
      expect(focused.outline, `focus ring on ${focused.label}`).toBe(true)
      reached.push(focused.label)
    }
    // The skip link, the brand, the progress link, the language switcher (one control until it
    // is opened), Start, today's challenge, every topic, Learn's select and its button, the
    // rooms link and the credits link, in that order.
    expect(reached).toHaveLength(10 + TOPICS.length)
    expect(reached[0]).toMatch(/^a:/)
    expect(reached[2]).toMatch(/^a:/)
    expect(reached[3]).toMatch(/^summary:/)
    for (const control of reached.slice(4, 6 + TOPICS.length)) expect(control).toMatch(/^button:/)
    expect(reached[6 + TOPICS.length]).toMatch(/^select:/)
    expect(reached[7 + TOPICS.length]).toMatch(/^button:/)
    expect(reached.at(-1)).toMatch(/^a:/)
    await context.close()
  })
})

describe('reduced motion', () => {
  it('transitions are off when the player asks for reduced motion', async () => {
    const { page, context } = await open(browser, { viewport: DESKTOP, javaScript: false })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${base}/en`)
    const transition = await page.locator('.button').first().evaluate((b) => getComputedStyle(b).transitionDuration)
    expect(transition).toBe('0s')
    await context.close()
  })
})
