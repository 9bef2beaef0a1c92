/**
 * Every question of the catalog, rendered by the worker's app in all six locales (in
 * this isolate, through `app.request`: the pool's loopback would make 23,000 pages
 * take many minutes): each page
 * answers 200 with its prompt and options in the player's language, never a raw code,
 * an untranslated key or a server error; and one id shows the same options in the same
 * order on every request and in every locale.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../src/app.js'
import { allQuestions, type Question } from '../../src/game/catalog.js'
import { CURATED } from '../../src/game/curated.js'
import { encodeGame, newGame } from '../../src/game/state.js'
import { DEVELOPMENT_GAME_SECRET, GAME_COOKIE } from '../../src/http/game-cookie.js'
import { questionUrl } from '../../src/http/respond.js'
import { locales, type Locale } from '../../src/i18n/translations.js'
import { ORIGIN } from '../player.js'

const catalog = allQuestions()
const fillers = CURATED.map((q) => q.id)

/** A signed game whose current question is `question`. */
const cookieFor = async (question: Question): Promise<string> => {
  const ids = [question.id, ...fillers.filter((id) => id !== question.id).slice(0, 9)]
  return `${GAME_COOKIE}=${await encodeGame(newGame(ids, Math.floor(Date.now() / 1000)), DEVELOPMENT_GAME_SECRET)}`
}

/** The page without its scripts (island props are JSON, and JSON has braces). */
const visible = (html: string): string => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
const optionValues = (html: string): string[] => [...html.matchAll(/<(?:input|option)[^>]*\bvalue="([^"]+)"/g)].map((m) => m[1]!)
/** Option labels, item labels and picture alt texts as shown. */
const shownNames = (html: string): string[] => [
  ...[...html.matchAll(/<span class="choice-label">([^<]*)<\/span>/g)].map((m) => m[1]!),
  ...[...html.matchAll(/<option value="[^"]+">([^<]*)<\/option>/g)].map((m) => m[1]!),
  ...[...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]!),
]

const render = async (locale: Locale, question: Question, cookie: string) => {
  const response = await app.request(new URL(questionUrl(locale, question), ORIGIN).href, { headers: { cookie } }, env)
  return { status: response.status, html: await response.text() }
}

/** The catalog in slices of 800, so a failure says roughly where. */
const SLICE = 800
const slices = Array.from({ length: Math.ceil(catalog.length / SLICE) }, (_, i) => i * SLICE)

describe.each(locales)('every question page in %s', (locale) => {
  it.each(slices)(`renders questions %i… of ${catalog.length}`, async (first) => {
    const problems: string[] = []
    const slice = catalog.slice(first, first + SLICE)
    for (let start = 0; start < slice.length; start += 20) {
      await Promise.all(
        slice.slice(start, start + 20).map(async (question) => {
          const { status, html } = await render(locale, question, await cookieFor(question))
          const page = visible(html)
          if (status !== 200) return void problems.push(`${question.id}: ${status}`)
          if (/undefined|\{\w+\}|\[object /.test(page)) problems.push(`${question.id}: untranslated text`)
          if (!page.includes('id="prompt"')) problems.push(`${question.id}: no prompt`)
          for (const name of shownNames(page)) {
            if (name.trim() === '' || /^[A-Z]{2,3}$/.test(name) || /^[a-z]{2,3}$/.test(name)) problems.push(`${question.id}: “${name}” shown as a name`)
          }
          if (question.type === 'single' || question.type === 'multiple' || question.type === 'image') {
            const values = optionValues(page)
            if (values.join() !== question.options.join()) problems.push(`${question.id}: options ${values.join()} ≠ ${question.options.join()}`)
          }
        }),
      )
      // React's stream render sets a timer per page; let them fire before the next batch
      // (one test file's context may hold at most 10,000 active timers).
      await new Promise((resolve) => setTimeout(resolve, 1))
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([])
  })
})

describe('the same id shows the same options', () => {
  it('on every request and in every locale', async () => {
    const sample = catalog.filter((q) => q.about && (q.type === 'single' || q.type === 'multiple' || q.type === 'image' || q.type === 'order'))
    for (const question of sample.filter((_, i) => i % 25 === 0)) {
      const cookie = await cookieFor(question)
      const seen = new Set<string>()
      for (const locale of [...locales, 'en' as const]) seen.add(optionValues(visible((await render(locale, question, cookie)).html)).join())
      expect([...seen], question.id).toHaveLength(1)
    }
  })
})
