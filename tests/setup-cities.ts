/**
 * Every Workers-pool test file starts with each locale's city names read, as the worker's
 * locale middleware and the room object read them before they render (src/i18n/cities.ts):
 * tests that build question texts directly would otherwise find none.
 */
import { env } from 'cloudflare:workers'
import { beforeAll } from 'vitest'
import { loadCityTexts } from '../src/i18n/cities.js'
import { locales } from '../src/i18n/translations.js'

beforeAll(async () => {
  await Promise.all(locales.map((locale) => loadCityTexts(env.ASSETS, locale)))
})
