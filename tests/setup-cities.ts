/**
 * Every Workers-pool test file starts with each locale's city names and page strings read,
 * as the worker's locale middleware and the room object read them before they render
 * (src/i18n/load.ts): tests that build texts directly would otherwise find none.
 */
import { env } from 'cloudflare:workers'
import { beforeAll } from 'vitest'
import { loadLocaleFiles } from '../src/i18n/load.js'
import { locales } from '../src/i18n/translations.js'

beforeAll(async () => {
  await Promise.all(locales.map((locale) => loadLocaleFiles(env.ASSETS, locale)))
})
