/**
 * @module translations
 * Glue to the typesafe-i18n output in `locales/`: the supported locales (the locale
 * folders, and one line each below), their direction and native name, and a
 * translator per locale, built the first time an isolate serves that locale.
 */
import type { Locales, TranslationFunctions, Translations } from '../../locales/i18n-types.js'
import { baseLocale, i18nString, isLocale, loadedFormatters, loadedLocales, locales } from '../../locales/i18n-util.js'
import { initFormatters } from '../../locales/formatters.js'
import { GRAMMAR_RULES, LOCALE_SOURCES, PAGE_TEXT_KEYS, PAGE_TEXTS_BASE } from '../generated/locales.js'
import { localeAsset, type AssetFetcher } from './locale-assets.js'
import { useGrammarSource, type LocaleGrammar } from './grammar/index.js'
import type { Grammar } from './grammar/types.js'

export type Locale = Locales
export type Translator = TranslationFunctions
export { baseLocale, isLocale, locales }
import { formatNumber } from './intl.js'
export { formatDay, formatList, formatNumber, formatPercent, formatTimeUntil } from './intl.js'

/**
 * The locale list: one line per locale, with its name in its own language (for the
 * switcher) and its writing direction (for `<html dir>`). A locale also needs its folder
 * in `locales/` and, if its language inflects names, a grammar table in
 * `src/i18n/grammar/` (README: "Adding a locale"); the type check fails when a folder
 * has no line here or a line has no folder.
 */
export const LOCALE_INFO = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  nl: { name: 'Nederlands', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  id: { name: 'Bahasa Indonesia', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  uk: { name: 'Українська', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  fa: { name: 'فارسی', dir: 'rtl' },
  hi: { name: 'हिन्दी', dir: 'ltr' },
  bn: { name: 'বাংলা', dir: 'ltr' },
  zh: { name: '简体中文', dir: 'ltr' },
  'zh-Hant': { name: '繁體中文', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
} as const satisfies Record<Locale, { name: string; dir: 'ltr' | 'rtl' }>

/** The switcher's order: the base locale first, then as listed above. */
export const SWITCHER_LOCALES = Object.keys(LOCALE_INFO) as Locale[]

interface LocaleData {
  strings: Translations
  grammar: Grammar
}
/** A locale's strings and grammar, parsed from the packed JSON the first time it is served (scripts/build/build-locales.mjs). */
const parsed = new Map<string, LocaleData>()
const localeData = (locale: string): LocaleData => {
  let data = parsed.get(locale)
  if (!data) {
    data = JSON.parse(LOCALE_SOURCES[locale]!) as LocaleData
    parsed.set(locale, data)
  }
  return data
}
useGrammarSource((locale): LocaleGrammar => ({ grammar: localeData(locale).grammar, rule: GRAMMAR_RULES[locale] }))

/**
 * The same functions typesafe-i18n's `i18nObject` gives, built once per locale as a
 * plain object tree over its `i18nString` (same parser, same cache). `i18nObject`
 * returns a Proxy that copies the branch it walks on every property access; that
 * was about a tenth of a question page's render time (scripts/bench/bench.mjs).
 */
type TranslationTree = { [key: string]: string | TranslationTree }

/**
 * A number argument as the locale writes it ("۱۲", "১২", "4,230"), still a number to the
 * plural rules: typesafe-i18n selects a plural by the number and prints the argument
 * as a string.
 */
const localNumber = (locale: Locale, value: number) => ({
  [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? value : formatNumber(locale, value)),
})
const withLocalNumbers = (locale: Locale, args: unknown[]): unknown[] => {
  const [first] = args
  if (args.length !== 1 || !first || typeof first !== 'object' || Array.isArray(first)) return args
  let copy: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(first)) {
    if (typeof value !== 'number') continue
    copy ??= { ...first }
    copy[key] = localNumber(locale, value)
  }
  return copy ? [copy] : args
}

/**
 * The strings of pages reached only by their own routes (progress, credits, homework) are
 * static assets (scripts/build/build-locales.mjs), read once per isolate and locale before the
 * locale is rendered (`loadLocaleFiles`: the locale middleware, the room object). A
 * translator built before its locale's file was read is rebuilt once it is; until then
 * those keys throw, so a forgotten read fails a test, not a player.
 */
type PageTexts = Record<string, Record<string, string>>
const pageFiles = localeAsset<PageTexts>('page strings', (locale) => `${PAGE_TEXTS_BASE}/${locale}.json`, (locale) => translators.delete(locale as Locale))
export const loadPageTexts = (assets: AssetFetcher, locale: Locale): Promise<void> => pageFiles.load(assets, locale)
/** For tests: forgets every locale's page strings, as a fresh isolate has none. */
export const forgetPageTexts = (): void => {
  pageFiles.forget()
  translators.clear()
}
export class PageTextsNotLoaded extends Error {}

/** The locale's strings with its page strings, or with stand-ins that throw where they are not read yet. */
const stringsWithPages = (locale: Locale): Translations => {
  const strings = localeData(locale).strings as unknown as Record<string, Record<string, unknown>>
  const pages = pageFiles.get(locale)
  const merged: Record<string, Record<string, unknown>> = { ...strings }
  for (const path of PAGE_TEXT_KEYS) {
    const [namespace, key] = path.split('.') as [string, string]
    if (merged[namespace] === strings[namespace]) merged[namespace] = { ...strings[namespace] }
    merged[namespace]![key] = pages ? pages[namespace]![key]! : NOT_LOADED
  }
  return merged as unknown as Translations
}
const NOT_LOADED = '\u0000not loaded'

const buildTranslator = (locale: Locale): Translator => {
  loadedLocales[locale] = stringsWithPages(locale)
  loadedFormatters[locale] = initFormatters(locale)
  const translate = i18nString(locale)
  const walk = (node: string | TranslationTree): unknown =>
    node === NOT_LOADED
      ? () => {
          throw new PageTextsNotLoaded(`page strings for ${locale} were not loaded (loadLocaleFiles)`)
        }
      : typeof node === 'string'
      ? (...args: unknown[]) => translate(node, ...(withLocalNumbers(locale, args) as never[]))
      : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]))
  return walk(loadedLocales[locale] as Translations as unknown as TranslationTree) as Translator
}

/** Each locale's translator, built the first time the isolate serves that locale. */
const translators = new Map<Locale, Translator>()
export const translator = (locale: Locale): Translator => {
  let built = translators.get(locale)
  if (!built) {
    built = buildTranslator(locale)
    translators.set(locale, built)
  }
  return built
}

/**
 * A question's texts, looked up by catalog id. The generated types know every id, but
 * the catalog is indexed by string at run time, so this one accessor narrows it.
 */
export interface QuestionTexts {
  prompt: () => string
  explanation: () => string
  options?: Record<string, () => string>
  items?: Record<string, () => string>
  unit?: () => string
  answer?: () => string
  accepted?: () => string
}

export const questionTexts = (LL: Translator, id: string): QuestionTexts =>
  (LL.q as unknown as Record<string, QuestionTexts>)[id]!
