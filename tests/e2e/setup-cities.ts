/**
 * The end-to-end suites compute answers in Node (tests/answers.ts), and a typed capital's
 * answer is a city name: read each locale's city names from the built assets, as the
 * worker reads them through its ASSETS binding (src/i18n/cities.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll } from 'vitest'
import { loadLocaleFiles } from '../../src/i18n/load.js'
import { locales } from '../../src/i18n/translations.js'

const publicDir = path.resolve(import.meta.dirname, '../../public')

beforeAll(async () => {
  const assets = { fetch: async (url: string) => new Response(readFileSync(path.join(publicDir, new URL(url).pathname), 'utf8')) }
  await Promise.all(locales.map((locale) => loadLocaleFiles(assets, locale)))
})
