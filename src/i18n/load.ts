/**
 * @module i18n/load
 * What a locale needs beyond the worker before anything is rendered in it: its city names
 * (src/i18n/cities.ts) and the strings of its own-route pages (src/i18n/translations.ts),
 * both static assets read once per isolate.
 */
import { loadCityTexts } from './cities.js'
import type { AssetFetcher } from './locale-assets.js'
import { loadPageTexts, type Locale } from './translations.js'

export const loadLocaleFiles = (assets: AssetFetcher, locale: Locale): Promise<void> =>
  Promise.all([loadCityTexts(assets, locale), loadPageTexts(assets, locale)]).then(() => undefined)
