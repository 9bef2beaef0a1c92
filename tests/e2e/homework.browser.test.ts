/**
 * Homework in Chromium (issue 22): a teacher (English, desktop) sets a five-question
 * homework; two pupils on phones play it at their own pace, one in Arabic with
 * JavaScript (the answer and its feedback without a page load), one in English without
 * (forms, Post/Redirect/Get); then the teacher's results table and its CSV file.
 * Screenshots (test-results/homework-*.png) and axe on each screen.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findQuestion } from '../../src/game/catalog.js'
import type { Locale } from '../../src/i18n/translations.js'
import { audit, auditAsServed } from './axe.js'
import { answer, DESKTOP, launch, open, PHONE, submit, type Session } from './browser.js'

const base = inject('baseUrl')
const SHOTS = 'test-results'
let browser: Browser
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})


/** The pupil's question on screen, from the id its page carries. */
const questionOn = async (page: Page) => findQuestion((await page.locator('.homework-bar').getAttribute('data-question'))!)!

/** Plays the question on screen, right or wrong, and returns once its feedback shows. */
const play = async (page: Page, locale: Locale, right: boolean, javaScript: boolean) => {
  const question = await questionOn(page)
  if (javaScript) await page.locator('article.question[data-hydrated]').waitFor()
  await answer(page, locale, right, javaScript, question)
  await submit(page)
  await page.locator('#verdict').waitFor()
}

describe('homework', () => {
  it('a teacher sets it, two pupils play it on phones with and without JavaScript, and the teacher reads the table', async () => {
    const teacher = await open(browser, { viewport: DESKTOP, javaScript: true })
    await teacher.page.goto(`${base}/en/room`)
    const form = teacher.page.locator('.room-homework')
    // World facts: every answer is in the page itself (no map to fetch), so the run depends on nothing else.
    await form.locator('#homework-mode').selectOption('world')
    await form.locator('input[name="count"][value="5"]').check()
    await form.locator('#homework-deadline').selectOption('24')
    expect(await form.locator('#homework-deadline option:checked').textContent()).toMatch(/^1 day \(until .+\)$/)
    expect(await audit(teacher.page)).toEqual([])
    await form.locator('button[type="submit"]').click()
    await teacher.page.waitForURL(/\/en\/room\/[A-Z0-9]{6}$/)
    const code = teacher.page.url().split('/').at(-1)!
    expect(await teacher.page.locator('h1').textContent()).toBe(`Homework ${code}`)
    expect(await teacher.page.locator('.room-code-value').textContent()).toBe(code)
    await teacher.page.screenshot({ path: `${SHOTS}/homework-en-teacher-new.png`, fullPage: true })
    expect(await audit(teacher.page)).toEqual([])

    const pupils: Array<{ name: string; locale: Locale; javaScript: boolean; right: boolean[]; session: Session }> = [
      { name: 'ليلى', locale: 'ar', javaScript: true, right: [true, true, false, true, true], session: await open(browser, { viewport: PHONE, javaScript: true, locale: 'ar' }) },
      { name: 'Sam', locale: 'en', javaScript: false, right: [true, false, true, true, false], session: await open(browser, { viewport: PHONE, javaScript: false }) },
    ]
    for (const pupil of pupils) {
      const { page } = pupil.session
      await page.goto(`${base}/${pupil.locale}/room/${code}`)
      await page.fill('#nickname', pupil.name)
      if (pupil.locale === 'ar') {
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
        await page.screenshot({ path: `${SHOTS}/homework-ar-phone-nickname.png`, fullPage: true })
        expect(await audit(page)).toEqual([])
      }
      await page.locator('.room-seat button[type="submit"]').click()
      await page.locator('.homework-bar').waitFor()
      expect(await page.locator('.homework-bar').textContent()).toContain(pupil.name)
    }

    // Each at their own pace: Layla plays three questions, Sam all five, then Layla the rest.
    const playSome = async (pupil: (typeof pupils)[number], from: number, to: number) => {
      const { page } = pupil.session
      for (let index = from; index < to; index++) {
        expect(await page.locator('.progress-text').textContent()).toContain(pupil.locale === 'ar' ? String(index + 1) : `Question ${index + 1} of 5`)
        if (index === 0) {
          await page.screenshot({ path: `${SHOTS}/homework-${pupil.locale}-phone-question.png`, fullPage: true })
          expect(await auditAsServed(page, pupil.javaScript)).toEqual([])
        }
        const url = page.url()
        await play(page, pupil.locale, pupil.right[index]!, pupil.javaScript)
        // With JavaScript the feedback comes without a page load; without, by Post/Redirect/Get.
        if (pupil.javaScript) expect(page.url()).toBe(url)
        else expect(page.url()).toContain(`/room/${code}/q/${index}#verdict`)
        if (index === 0) {
          await page.screenshot({ path: `${SHOTS}/homework-${pupil.locale}-phone-feedback.png`, fullPage: true })
          expect(await auditAsServed(page, pupil.javaScript)).toEqual([])
        }
        await page.locator('.feedback a.button').click()
        await page.waitForURL(new RegExp(`/room/${code}$`))
      }
    }
    await playSome(pupils[0]!, 0, 3)
    await playSome(pupils[1]!, 0, 5)
    await playSome(pupils[0]!, 3, 5)

    for (const pupil of pupils) {
      const { page } = pupil.session
      await page.locator('.homework-done').waitFor()
      expect(await page.locator('.homework-review li').count()).toBe(5)
      await page.screenshot({ path: `${SHOTS}/homework-${pupil.locale}-phone-done.png`, fullPage: true })
      expect(await auditAsServed(page, pupil.javaScript)).toEqual([])
    }

    await teacher.page.reload()
    const rows = teacher.page.locator('.homework-table tbody tr')
    expect(await rows.count()).toBe(2)
    const cells = async (name: string) => (await teacher.page.locator('.homework-table tbody tr', { hasText: name }).locator('td').allTextContents()).map((t) => t.trim())
    expect(await cells('Sam')).toEqual(['1,000', '0', '1,000', '1,000', '0', '3,000', '3 of 5'])
    expect(await cells('ليلى')).toEqual(['1,000', '1,000', '0', '1,000', '1,000', '4,000', '4 of 5'])
    await teacher.page.screenshot({ path: `${SHOTS}/homework-en-teacher-results.png`, fullPage: true })
    expect(await audit(teacher.page)).toEqual([])

    // The download, with the teacher's cookie: a UTF-8 file with a byte-order mark.
    const href = await teacher.page.locator(`a[href$="/room/${code}/results.csv"]`).getAttribute('href')
    const file = await teacher.context.request.get(`${base}${href}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toBe(`attachment; filename="worldwise-${code}.csv"`)
    const body = await file.body()
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(body.toString('utf8')).toContain('ليلى,1000,1000,0,1000,1000,4000,4\r\n')

    for (const s of [teacher, ...pupils.map((p) => p.session)]) {
      expect(s.problems).toEqual([])
      await s.context.close()
    }
  })
})
