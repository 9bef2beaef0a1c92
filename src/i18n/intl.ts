/**
 * @module intl
 * Numbers, lists, dates and times as each locale writes them (`Intl`, CLDR), each
 * formatter made once per locale and isolate.
 */
import { remember } from '../bounded.js'

/**
 * The tag `Intl` formats a locale with, where the locale's own tag would pick the wrong
 * conventions: the game writes British English ("25 November 2026", "A, B and C").
 */
const INTL_TAGS: Readonly<Record<string, string>> = { en: 'en-GB' }
const intlTag = (locale: string): string => INTL_TAGS[locale] ?? locale

/** Formats numbers the way the locale writes them (grouping and decimal marks per CLDR). */
const numberFormats = new Map<string, Intl.NumberFormat>()
/** Numbers already formatted, per locale and grouping: a page formats the same few (points, scores) again and again. */
const formattedNumbers = new Map<string, Map<number, string>>()
const MAX_FORMATTED_NUMBERS = 1024
export const formatNumber = (locale: string, value: number, { grouping = true } = {}): string => {
  const key = `${locale}:${grouping}`
  let formatted = formattedNumbers.get(key)
  if (!formatted) formattedNumbers.set(key, (formatted = new Map()))
  // -0 and 0 are one key: both are written as 0.
  const number = value === 0 ? 0 : value
  return remember(formatted, MAX_FORMATTED_NUMBERS, number, () => {
    let format = numberFormats.get(key)
    if (!format) {
      // 'auto' keeps each locale's own rule: Spanish and Polish group only from five digits (1050, 10 500).
      format = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 2, useGrouping: grouping ? 'auto' : false })
      numberFormats.set(key, format)
    }
    return format.format(number)
  })
}

const percentFormats = new Map<string, Intl.NumberFormat>()
export const formatPercent = (locale: string, ratio: number): string => {
  let format = percentFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { style: 'percent', maximumFractionDigits: 0 })
    percentFormats.set(locale, format)
  }
  return format.format(ratio)
}

/**
 * Lists a locale writes otherwise than its CLDR pattern (each line says why): Persian and
 * Hindi editors put no comma before the last "and" ("الف، ب و ج", "A, B और C"; CLDR 48
 * has "، و" and ", और").
 */
const LIST_JOINERS: Readonly<Record<string, { between: string; last: string; pair?: string; lastBeforeE?: string }>> = {
  fa: { between: '، ', last: ' و ' },
  hi: { between: ', ', last: ' और ' },
  // Japanese joins two with と ("ドイツとフランス"), more with 、 only ("A、B、C"); CLDR has "A、B".
  ja: { between: '、', last: '、', pair: 'と' },
  // Korean's 및 is formal written style; a friendly quiz lists with commas ("스페인, 프랑스, 독일").
  ko: { between: ', ', last: ', ' },
  // Ukrainian "і" between vowels asks for "й", after a consonant for "і": "та" is right after either ("Франції та Італії").
  uk: { between: ', ', last: ' та ' },
  // Italian writes "ed" before a word starting with e ("Mali ed Etiopia").
  it: { between: ', ', last: ' e ', lastBeforeE: ' ed ' },
}

const listFormats = new Map<string, Intl.ListFormat>()
/** "A, B and C" in the locale's words. */
export const formatList = (locale: string, items: readonly string[]): string => {
  const joiners = LIST_JOINERS[locale]
  if (joiners) {
    if (items.length < 2) return items[0] ?? ''
    const last = items.at(-1)!
    const and = joiners.lastBeforeE && /^[eE]/.test(last) ? joiners.lastBeforeE : items.length === 2 && joiners.pair ? joiners.pair : joiners.last
    return items.slice(0, -1).join(joiners.between) + and + last
  }
  let format = listFormats.get(locale)
  if (!format) {
    format = new Intl.ListFormat(intlTag(locale), { type: 'conjunction' })
    listFormats.set(locale, format)
  }
  return format.format(items)
}

/**
 * Locales whose full date CLDR writes otherwise than their editors: British English has no
 * comma after the weekday ("Monday 23 November 2026"), and CLDR 48's Persian full date
 * puts the weekday last after a Latin comma. These write the weekday, then the long date.
 */
const WEEKDAY_THEN_DATE: ReadonlySet<string> = new Set(['en', 'fa'])

const dayFormats = new Map<string, Intl.DateTimeFormat[]>()
/** A UTC day (`YYYY-MM-DD`) as the locale writes a date in full: "Monday 23 November 2026". */
export const formatDay = (locale: string, day: string): string => {
  let formats = dayFormats.get(locale)
  if (!formats) {
    const tag = intlTag(locale)
    formats = WEEKDAY_THEN_DATE.has(locale)
      ? [new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }), new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })]
      : [new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' })]
    dayFormats.set(locale, formats)
  }
  const date = new Date(`${day}T00:00:00Z`)
  return formats.map((format) => format.format(date)).join(' ')
}

const UNSPACED_UNITS: ReadonlySet<string> = new Set(['ja', 'zh', 'zh-Hant'])
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()
/** How far ahead a time is, in the locale's words: "in 5 hours", "in 20 minutes". */
export const formatTimeUntil = (locale: string, seconds: number): string => {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'always' })
    relativeFormats.set(locale, format)
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  const text = minutes >= 60 ? format.format(Math.floor(minutes / 60), 'hour') : format.format(minutes, 'minute')
  return unspaced(locale, text)
}

/** Chinese and Japanese set a number and its unit without a space ("5時間後"); CLDR's pattern has one. */
const unspaced = (locale: string, text: string): string =>
  UNSPACED_UNITS.has(locale) ? text.replace(/(\d)\s+(?=\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana})/u, '$1') : text

const reviewFormats = new Map<string, Intl.RelativeTimeFormat>()
/** A review's date from now, in whole days as people say it: "tomorrow", "in 4 days", "in 2 months". */
export const formatDaysFrom = (locale: string, seconds: number): string => {
  let format = reviewFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlTag(locale), { numeric: 'auto' })
    reviewFormats.set(locale, format)
  }
  const days = Math.max(1, Math.round(seconds / 86_400))
  const phrase = unspaced(locale, days >= 60 ? format.format(Math.round(days / 30), 'month') : format.format(days, 'day'))
  // It follows a label's colon: a phrase Intl capitalizes as if it stood alone (Vietnamese "Ngày mai") starts lower-case.
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.charAt(0).toLocaleLowerCase(intlTag(locale)) + phrase.slice(1) : phrase
}

const momentFormats = new Map<string, Intl.DateTimeFormat>()
const MAX_MOMENT_FORMATS = 256
const MOMENT_PARTS: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
/**
 * A moment (ms since the epoch) as the locale writes a day and a time in `timeZone`, naming
 * the zone, since the reader may be elsewhere: "Saturday 28 November at 12:59 CET". A zone
 * the runtime does not know is read as UTC.
 */
export const formatMoment = (locale: string, at: number, timeZone: string): string =>
  remember(momentFormats, MAX_MOMENT_FORMATS, `${locale}/${timeZone}`, () => {
    try {
      return new Intl.DateTimeFormat(intlTag(locale), { ...MOMENT_PARTS, timeZone })
    } catch {
      return new Intl.DateTimeFormat(intlTag(locale), { ...MOMENT_PARTS, timeZone: 'UTC' })
    }
  }).format(at)

const collators = new Map<string, Intl.Collator>()
/** The locale's order for names (a table sorted by country), made once per isolate and locale. */
export const collatorOf = (locale: string): Intl.Collator => remember(collators, 64, locale, () => new Intl.Collator(intlTag(locale)))
