import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, launch, open, PHONE } from './browser.js'

const base = inject('baseUrl')
const ingest = inject('ingestUrl')
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const received = async (): Promise<Array<{ url: string; body: string }>> => (await fetch(`${ingest}/received`)).json() as never

describe('a client-side exception', () => {
  it.each([
    ['en', 'Application error: a client-side exception has occurred while loading 127.0.0.1'],
    ['ar', '127.0.0.1'],
  ])('in %s shows the localized fallback, logs to the console and reaches Sentry through /monitoring', async (locale, text) => {
    const { page, problems, context } = await open(browser, { viewport: locale === 'ar' ? PHONE : DESKTOP, javaScript: true })
    const tunnelled: string[] = []
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/monitoring')) tunnelled.push(r.method())
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(`${base}/${locale}/debug/client-error`)
    const fallback = page.locator('.client-error[role="alert"]')
    await fallback.waitFor()
    expect(await fallback.textContent()).toContain(text)
    expect(problems.some((p) => p.includes('client-side exception on purpose'))).toBe(true)
    // The SDK chunk came after the page's own script, on the error.
    expect(scripts.length).toBeGreaterThanOrEqual(2)
    await expect.poll(() => tunnelled.includes('POST'), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(async () => (await received()).some((e) => e.url.startsWith('/api/4502/envelope/') && e.body.includes('client-side exception on purpose')), {
        timeout: 15_000,
      })
      .toBe(true)
    await context.close()
  })
})

describe('the question page without errors', () => {
  it('does not load the Sentry SDK before the page is idle', async () => {
    const { page, problems, context } = await open(browser, { viewport: DESKTOP, javaScript: true })
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await page.goto(`${base}/en`)
    await page.locator('section.entry form.start-form button').click()
    await page.waitForURL(/\/game\//)
    const beforeIdle = [...scripts]
    expect(beforeIdle.filter((s) => s.startsWith('/assets/client-'))).toHaveLength(1)
    await expect.poll(() => scripts.length, { timeout: 15_000 }).toBeGreaterThan(beforeIdle.length)
    expect(problems).toEqual([])
    await context.close()
  })
})
