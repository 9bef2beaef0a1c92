/**
 * Every locale against English: every key, the same arguments, only grammatical forms
 * the locale has, no sentence left in English; grammar tables that cover every country,
 * currency and language of the catalog; every sentence that names a country, currency
 * or language rendered for every name of the catalog without a bare code or a missing
 * form; and known forms a native speaker writes, produced by `nameIn`.
 */
import { describe, expect, it } from 'vitest'
import { GRAMMAR_RULES, LOCALE_SOURCES } from '../../src/generated/locales.js'
import { nameIn } from '../../src/i18n/grammar/index.js'
import type { Grammar } from '../../src/i18n/grammar/types.js'
import { locales, translator } from '../../src/i18n/translations.js'
import { argsOf, catalogCodes, CODE_ARGS, leaves, localeProblems } from '../locale-check.js'

type Tree = { [key: string]: string | Tree }
const packed = (locale: string) => JSON.parse(LOCALE_SOURCES[locale]!) as { strings: Tree; grammar: Grammar }
const english = packed('en').strings

/** The kind of code each argument carries. */
const KIND_OF_ARG: Record<string, keyof typeof catalogCodes> = {
  country: 'region', other: 'region', neighbours: 'region', clues: 'region', answers: 'region', countries: 'region',
  currency: 'currency', currencies: 'currency', language: 'language', languages: 'language',
}
const LISTS = new Set(['neighbours', 'clues', 'answers', 'countries', 'currencies', 'languages'])

describe.each(locales)('the %s strings', (locale) => {
  const { strings, grammar } = packed(locale)

  it('have every key and argument of English, ask only for forms the locale has, and leave nothing in English', () => {
    expect(localeProblems(locale, strings, english, grammar, Boolean(GRAMMAR_RULES[locale]))).toEqual([])
  })

  it('name every country, currency and language of the catalog in every sentence that names one', () => {
    const LL = translator(locale) as unknown as Tree
    const problems: string[] = []
    for (const [key, text] of leaves(english)) {
      const args = [...argsOf(text).keys()].filter((a) => CODE_ARGS.has(a))
      if (!args.length) continue
      let fn: unknown = LL
      for (const part of key.split('.')) fn = (fn as Record<string, unknown>)[part]
      for (const arg of args) {
        for (const code of catalogCodes[KIND_OF_ARG[arg]!]) {
          const values: Record<string, unknown> = {}
          for (const other of argsOf(text).keys()) {
            const kind = KIND_OF_ARG[other]
            const value = kind ? (other === arg ? code : catalogCodes[kind][0]!) : '1'
            values[other] = LISTS.has(other) ? [value] : value
          }
          try {
            const sentence = (fn as (a: unknown) => string)(values)
            // A bare country or currency code, unless the name itself holds it ("US dollar"). A
            // language code is a lower-case word ("is", "an"), so it is left to the names' own test.
            const bare = new RegExp(`(^|[^\\p{L}])${code}([^\\p{L}]|$)`, 'u')
            if (code === code.toUpperCase() && bare.test(sentence) && !bare.test(nameIn(locale, code, 'name'))) problems.push(`${key} with ${code}: ${sentence}`)
          } catch (error) {
            problems.push(`${key} with ${code}: ${(error as Error).message}`)
          }
        }
      }
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([])
  })
})
