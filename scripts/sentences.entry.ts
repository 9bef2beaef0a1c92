/**
 * Bundled by scripts/sentences.mjs: renders the sentences a player reads in one locale
 * (a sample of real questions with their feedback, and every UI string) and checks the
 * locale's strings and grammar against English. Not part of the worker.
 */
import { allQuestions, type Question } from '../src/game/catalog.js'
import { NAMEABLE } from '../src/generated/names.js'
import { LOCALE_SOURCES, GRAMMAR_RULES } from '../src/generated/locales.js'
import { describeAnswer, describeSolution } from '../src/i18n/describe.js'
import { formsOf, nameIn } from '../src/i18n/grammar/index.js'
import { offByText } from '../src/i18n/map-texts.js'
import { textsFor } from '../src/i18n/question-texts.js'
import { translator, type Locale } from '../src/i18n/translations.js'

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))

/** `{name}` / `{name:type}` / `{name|form}` arguments of a sentence (plural parts `{{…}}` left out). */
const argsOf = (text: string): Map<string, string | undefined> => {
  const args = new Map<string, string | undefined>()
  for (const m of text.replace(/\{\{[^{}]*\}\}/g, '').matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?::\s*[A-Za-z]+)?\s*(?:\|\s*([^{}]+?)\s*)?\}/g)) args.set(m[1]!, m[2])
  return args
}

const CODE_ARGS = new Set(['country', 'other', 'neighbours', 'clues', 'answers', 'countries', 'currency', 'currencies', 'language', 'languages'])

export const run = (locale: Locale, options: { all: boolean; errorsOnly: boolean }): { errors: string[]; lines: string[] } => {
  const errors: string[] = []
  const lines: string[] = []
  const own = new Map(leaves((JSON.parse(LOCALE_SOURCES[locale]!) as { strings: Tree }).strings))
  const english = new Map(leaves((JSON.parse(LOCALE_SOURCES.en!) as { strings: Tree }).strings))
  const forms = new Set(formsOf(locale))
  for (const [key, en] of english) {
    const text = own.get(key)
    if (text === undefined) {
      errors.push(`missing key ${key}`)
      continue
    }
    const want = argsOf(en)
    const have = argsOf(text)
    for (const name of want.keys()) if (!have.has(name)) errors.push(`${key}: argument {${name}} missing`)
    for (const [name, form] of have) {
      if (!want.has(name)) errors.push(`${key}: argument {${name}} is not in English`)
      else if (CODE_ARGS.has(name) && want.get(name) !== undefined && form === undefined) errors.push(`${key}: {${name}} names a code: ask for a form, e.g. {${name}|name}`)
      else if (form !== undefined && !forms.has(form)) errors.push(`${key}: form "${form}" of {${name}} is not one this locale has (${[...forms].join(' ')})`)
    }
    if (locale !== 'en' && text === en && /[a-z]{3}/.test(en) && en.split(' ').length > 1) errors.push(`${key}: same as English: ${en}`)
  }
  for (const key of own.keys()) if (!english.has(key)) errors.push(`extra key ${key} (not in English)`)

  // Every form of every catalog name the locale's tables or rule give.
  const codes = {
    region: NAMEABLE.region.split(' ').map((c) => c.toUpperCase()),
    currency: NAMEABLE.currency.split(' '),
    language: NAMEABLE.language.split(' '),
  }
  const grammar = (JSON.parse(LOCALE_SOURCES[locale]!) as { grammar: Record<string, { forms: string[]; rows: Record<string, string[]> }> }).grammar
  for (const [kind, table] of Object.entries(grammar)) {
    const list = codes[kind as keyof typeof codes]
    if (!list) {
      errors.push(`grammar: unknown kind "${kind}" (region, currency, language)`)
      continue
    }
    for (const code of Object.keys(table.rows)) if (!list.includes(code)) errors.push(`grammar ${kind}: ${code} is not a catalog code`)
    for (const code of list) {
      const row = table.rows[code]
      if (!row) errors.push(`grammar ${kind}: no row for ${code}`)
      else if (row.length !== table.forms.length) errors.push(`grammar ${kind}: ${code} has ${row.length} forms, the table ${table.forms.length}`)
      else if (!GRAMMAR_RULES[locale] && row.some((v) => !v)) errors.push(`grammar ${kind}: ${code} has an empty form`)
    }
  }
  const used = new Set<string>()
  for (const text of own.values()) for (const form of argsOf(text).values()) if (form) used.add(form)
  for (const form of used) {
    if (!forms.has(form)) continue
    for (const [kind, list] of Object.entries(codes)) {
      for (const code of list) {
        try {
          const value = nameIn(locale, code, form)
          if (!value || value === code) errors.push(`form ${form} of ${kind} ${code}: "${value}"`)
        } catch (error) {
          // A form may be meant for one kind only (a country form never asked of a currency).
          if (!(grammar[kind]?.forms.includes(form.toLowerCase()) === false && Object.keys(grammar).length)) void error
        }
      }
    }
  }

  // Sentences as players read them. A code inside a real name ("US dollar") or a licence ("BSD") is no bare code.
  const inNames = new Set<string>(['BSD', 'MIT', 'AD', 'BC'])
  for (const l of [locale, 'en']) for (const [kind, list] of Object.entries(codes)) for (const code of list) {
    const name = new Intl.DisplayNames([l], { type: kind as 'region' }).of(code) ?? ''
    for (const token of name.split(/[^\p{L}-]+/u)) inNames.add(token)
  }
  const show = (label: string, text: string | undefined) => {
    if (text === undefined) return
    if (/undefined|\{|\}|\uE000|NaN/.test(text)) errors.push(`${label}: ${text}`)
    for (const m of text.matchAll(/(?<![\p{L}])([A-Z]{2,3}|[a-z]{2}-[A-Z]{2})(?![\p{L}])/gu)) {
      const code = m[1]!
      if (inNames.has(code)) continue
      if (codes.region.includes(code) || codes.currency.includes(code) || codes.language.includes(code)) errors.push(`${label}: bare code ${code}: ${text}`)
    }
    if (!options.errorsOnly) lines.push(`${label}: ${text}`)
  }
  const questions = allQuestions()
  const byTemplate = new Map<string, Question[]>()
  for (const q of questions) {
    const key = q.about?.template ?? 'curated'
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), q])
  }
  const picked = options.all ? questions : [...byTemplate.values()].flatMap((list) => [0, 7, 23, 51].map((i) => list[i % list.length]!).filter((q, i, a) => a.indexOf(q) === i))
  for (const q of picked) {
    try {
      const t = textsFor(locale, q)
      if (!options.errorsOnly) lines.push(`\n## ${q.id} (${q.type})`)
      show('prompt', t.prompt())
      if (t.options) show('options', Object.values(t.options).map((o) => o()).join(' | '))
      if (t.items) show('items', Object.values(t.items).map((o) => o()).join(' | '))
      show('answer', describeSolution(locale, q))
      show('explanation', t.explanation())
      const wrong = 'options' in q && typeof q.answer === 'string' ? (q.options as readonly string[]).find((o) => o !== q.answer) : undefined
      if (wrong !== undefined) {
        show('wrong answer', describeAnswer(locale, q, wrong))
        show('off by', offByText(locale, q, wrong, 0))
      }
    } catch (error) {
      errors.push(`${q.id}: ${(error as Error).message}`)
    }
  }

  // Every other string, with sample arguments.
  if (!options.errorsOnly) {
    lines.push('\n## Interface strings (sample values in the arguments)')
    const LL = translator(locale) as unknown as Record<string, Record<string, unknown>>
    const sample: Record<string, unknown> = {
      count: 3, current: 3, total: 10, position: 2, max: 80, players: 24, answered: 5, right: 12, rank: 2, seconds: 20, number: 7,
      host: 'worldwise.example', digest: '7f3a9c', code: 'K7M2QX', link: 'worldwise.example/r/K7M2QX', name: 'Mia', item: 'Mars',
      points: '2,5', score: '7', passMark: '70 %', percent: '70 %', topic: 'Flags', date: '25.11.2026', when: 'in 5 hours', bars: '…',
      letter: 'B', look: '…', colours: '…', main: '…', rest: '…', list: '…', region: '…', subregion: '…', area: '41 285', otherArea: '357 588',
      km: '1 050', direction: '…', degrees: '47', clues: ['DE', 'FR', 'IT'], neighbours: ['DE', 'FR'], answers: ['CH', 'AT'],
      countries: ['US', 'FR', 'JP'], currency: 'EUR', currencies: ['EUR'], language: 'fr', languages: ['fr', 'de'], country: 'US', other: 'NL',
    }
    for (const [key] of english) {
      if (key.startsWith('q.')) continue
      const [group, ...rest] = key.split('.')
      let fn: unknown = LL[group!]
      for (const part of rest) fn = (fn as Record<string, unknown>)?.[part]
      try {
        show(key, (fn as (a: unknown) => string)(sample))
      } catch (error) {
        errors.push(`${key}: ${(error as Error).message}`)
      }
    }
  }
  return { errors, lines }
}
