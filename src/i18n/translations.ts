/**
 * @module translations
 * Glue to the typesafe-i18n output in `locales/`: the supported locales (listed once,
 * by the locale folders), their direction and native name, and a translator per
 * locale, built once per isolate.
 */
import type { Locales, TranslationFunctions, Translations } from '../../locales/i18n-types.js'
import { baseLocale, i18nString, isLocale, loadedLocales, locales } from '../../locales/i18n-util.js'
import { loadAllLocales } from '../../locales/i18n-util.sync.js'
import { remember } from '../bounded.js'

export type Locale = Locales
export type Translator = TranslationFunctions
export { baseLocale, isLocale, locales }

loadAllLocales()

/** Native names for the switcher, and writing direction for `<html dir>`. */
export const LOCALE_INFO = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const satisfies Record<Locale, { name: string; dir: 'ltr' | 'rtl' }>

/** The switcher's order: the base locale first, then as listed above. */
export const SWITCHER_LOCALES = Object.keys(LOCALE_INFO) as Locale[]

/**
 * The same functions typesafe-i18n's `i18nObject` gives, built once per locale as a
 * plain object tree over its `i18nString` (same parser, same cache). `i18nObject`
 * returns a Proxy that copies the branch it walks on every property access; that
 * was about a tenth of a question page's render time (scripts/bench.mjs).
 */
type TranslationTree = { [key: string]: string | TranslationTree }
const buildTranslator = (locale: Locale): Translator => {
  const translate = i18nString(locale)
  const walk = (node: string | TranslationTree): unknown =>
    typeof node === 'string'
      ? (...args: unknown[]) => translate(node, ...(args as never[]))
      : Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]))
  return walk(loadedLocales[locale] as Translations as unknown as TranslationTree) as Translator
}

const translators = new Map<Locale, Translator>(locales.map((l) => [l, buildTranslator(l)]))
export const translator = (locale: Locale): Translator => translators.get(locale)!

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

/** Formats numbers the way the locale writes them (grouping and decimal marks per CLDR). */
const numberFormats = new Map<string, Intl.NumberFormat>()
/** Numbers already formatted, per locale and grouping: a page formats the same few (points, scores) again and again. */
const formattedNumbers = new Map<string, Map<number, string>>()
const MAX_FORMATTED_NUMBERS = 1024
export const formatNumber = (locale: Locale, value: number, { grouping = true } = {}): string => {
  const key = `${locale}:${grouping}`
  let formatted = formattedNumbers.get(key)
  if (!formatted) formattedNumbers.set(key, (formatted = new Map()))
  // -0 and 0 are one key: both are written as 0.
  const number = value === 0 ? 0 : value
  return remember(formatted, MAX_FORMATTED_NUMBERS, number, () => {
    let format = numberFormats.get(key)
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: grouping })
      numberFormats.set(key, format)
    }
    return format.format(number)
  })
}

const percentFormats = new Map<Locale, Intl.NumberFormat>()
export const formatPercent = (locale: Locale, ratio: number): string => {
  let format = percentFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    percentFormats.set(locale, format)
  }
  return format.format(ratio)
}

const listFormats = new Map<Locale, Intl.ListFormat>()
/** "A, B and C" in the locale's words. */
export const formatList = (locale: Locale, items: readonly string[]): string => {
  let format = listFormats.get(locale)
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' })
    listFormats.set(locale, format)
  }
  return format.format(items)
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>()
/** A UTC day (`YYYY-MM-DD`) as the locale writes a date in full: "Monday, 23 November 2026". */
export const formatDay = (locale: Locale, day: string): string => {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
    dayFormats.set(locale, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>()
/** How far ahead a time is, in the locale's words: "in 5 hours", "in 20 minutes". */
export const formatTimeUntil = (locale: Locale, seconds: number): string => {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
    relativeFormats.set(locale, format)
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes >= 60 ? format.format(Math.floor(minutes / 60), 'hour') : format.format(minutes, 'minute')
}
