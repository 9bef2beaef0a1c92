/**
 * What makes a locale complete, checked against English: every key, the same arguments
 * (a sentence may ask for another form of a name, `{country|dat}`, but names the same
 * arguments), only forms the locale's grammar has, no sentence left in English (but
 * for a few true cognates), and grammar tables that cover every name of the catalog.
 * Used by tests/unit/locales.test.ts and scripts/build/sentences.mjs.
 */
import { COUNTRIES } from '../src/game/countries.js'
import { NAMEABLE } from '../src/generated/names.js'
import { formsOf, nameIn } from '../src/i18n/grammar/index.js'
import type { Grammar } from '../src/i18n/grammar/types.js'

type Tree = { [key: string]: string | Tree }
export const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))

/** `{name}` / `{name:type}` / `{name|form}` arguments of a sentence → the form asked for (plural parts `{{…}}` left out). */
export const argsOf = (text: string): Map<string, string | undefined> => {
  const args = new Map<string, string | undefined>()
  // A switch on an argument (`{count|{1:only,*:}}`) uses the argument without a form.
  const withoutSwitches = text.replace(/\{\s*([A-Za-z0-9_]+)\s*\|\s*\{[^{}]*\}\s*\}/g, (_, name: string) => (args.set(name, undefined), ''))
  for (const m of withoutSwitches.replace(/\{\{[^{}]*\}\}/g, '').matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?::\s*[A-Za-z]+)?\s*(?:\|\s*([^{}]+?)\s*)?\}/g)) args.set(m[1]!, m[2])
  return args
}

/** Arguments that carry codes: a sentence must ask for a form of them. */
export const CODE_ARGS = new Set(['country', 'other', 'neighbours', 'clues', 'answers', 'countries', 'currency', 'currencies', 'language', 'languages'])

/**
 * Texts of several words a locale may write exactly as English does: names that are the
 * same in many languages (a painter, a place) and patterns with no words, never a
 * sentence. A single word ("Yen", "Portugal") is a name, not a sentence left in English.
 */
export const COGNATES = new Set([
  'San Marino', 'Leonardo da Vinci', 'Leonardo da Vinci|Leonardo|da Vinci', 'Sri Lanka', 'Machu Picchu', 'Mount Everest',
  'Digest: {digest}', '{country|name} ({area} km²)', '{country|name} ({degrees}° N)', '{country|name} ({degrees}° S)',
])

export const catalogCodes = {
  region: NAMEABLE.region.split(' ').map((c) => c.toUpperCase()),
  currency: NAMEABLE.currency.split(' '),
  language: NAMEABLE.language.split(' '),
} as const

/**
 * Codes a table may have rows for: the catalog's, and every currency or language some
 * country's list names ("Official languages of Bhutan: Dzongkha"), where the locale's
 * CLDR names it.
 */
const rowCodes = {
  ...catalogCodes,
  currency: [...new Set([...catalogCodes.currency, ...COUNTRIES.flatMap((c) => c.currencies)])],
  language: [...new Set([...catalogCodes.language, ...COUNTRIES.flatMap((c) => c.languages)])],
}

/** Everything wrong with a locale's strings and grammar tables, as lines a translator can act on. */
export const localeProblems = (locale: string, strings: Tree, english: Tree, grammar: Grammar, hasRule: boolean): string[] => {
  const problems: string[] = []
  const own = new Map(leaves(strings))
  const forms = new Set(formsOf(locale))
  for (const [key, en] of leaves(english)) {
    const text = own.get(key)
    if (text === undefined) {
      problems.push(`missing key ${key}`)
      continue
    }
    const want = argsOf(en)
    const have = argsOf(text)
    // English may count with a plural alone (`{{count:neighbour|neighbours}}`): the count is passed, and another locale may print it.
    const counted = new Set([...en.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*:/g)].map((m) => m[1]!))
    for (const name of want.keys()) if (!have.has(name)) problems.push(`${key}: argument {${name}} missing`)
    for (const [name, form] of have) {
      if (!want.has(name) && !counted.has(name)) problems.push(`${key}: argument {${name}} is not in English`)
      else if (CODE_ARGS.has(name) && want.get(name) !== undefined && form === undefined) problems.push(`${key}: {${name}} is a code: ask for a form, e.g. {${name}|name}`)
      else if (form !== undefined && !forms.has(form)) problems.push(`${key}: form "${form}" of {${name}} is not one ${locale} has (${[...forms].join(' ')})`)
    }
    if (locale !== 'en' && text === en && !COGNATES.has(text) && /\p{Ll}{2}/u.test(en) && /\S\s+\S/.test(en) && !key.endsWith('.unit')) problems.push(`${key}: same as English: ${en}`)
  }
  const english_ = new Map(leaves(english))
  for (const key of own.keys()) if (!english_.has(key)) problems.push(`extra key ${key} (not in English)`)
  for (const [kind, table] of Object.entries(grammar)) {
    const list: readonly string[] | undefined = catalogCodes[kind as keyof typeof catalogCodes]
    if (!list || !table) {
      problems.push(`grammar: unknown kind "${kind}" (region, currency, language)`)
      continue
    }
    const allowed = rowCodes[kind as keyof typeof rowCodes]
    for (const code of Object.keys(table.rows)) if (!allowed.includes(code)) problems.push(`grammar ${kind}: ${code} is not a catalog code`)
    // A rule's exceptions table lists only the names the rule gets wrong.
    if (hasRule) continue
    for (const code of list) {
      const row = table.rows[code]
      if (!row) problems.push(`grammar ${kind}: no row for ${code}`)
      else if (row.length !== table.forms.length) problems.push(`grammar ${kind}: ${code} has ${row.length} forms, the table ${table.forms.length}`)
      else if (row.some((v: string) => !v)) problems.push(`grammar ${kind}: ${code} has an empty form`)
    }
  }
  return problems
}

/** Every form a locale writes a name in (to find a name in a sentence whatever form it asked for); codes as `nameIn` takes them. */
export const namesOf = (locale: string, code: string): string[] =>
  formsOf(locale).flatMap((form) => {
    try {
      return [nameIn(locale, code, form)]
    } catch {
      return []
    }
  })
