/**
 * @module grammar
 * A country, currency or language named inside a sentence, in the form the sentence
 * asks for: `nameIn('de', 'CH', 'dat')` → "der Schweiz", `nameIn('fr', 'JP', 'in')` →
 * "au Japon", `nameIn('tr', 'DE', 'loc')` → "Almanya'da". The sentences in `locales/`
 * ask for a form by name (`{country|dat}`); the forms come from one small table per
 * locale (`src/i18n/grammar/{locale}.ts`) or from a rule (`rules/{locale}.ts`).
 *
 * Forms every locale has:
 * - `name`: the name as CLDR writes it in running text.
 * - a form spelled with a capital first letter (`The`, `Le`, `Die`) is the same form
 *   with its first letter capitalised, for the start of a sentence.
 * Codes say their kind by their spelling: `CH` a country, `CHF` a currency, `de` a
 * language (BCP 47, lower case first).
 */
import { cldrName } from '../../game/cldr.js'
import type { FormTable, Grammar, GrammarRule, NameKind } from './types.js'

export type { NameKind } from './types.js'

/** The kind of name a code is, by its spelling. */
export const kindOf = (code: string): NameKind =>
  /^[A-Z]{2}$/.test(code) ? 'region' : /^[A-Z]{3}$/.test(code) ? 'currency' : 'language'

export interface LocaleGrammar {
  grammar: Grammar
  rule?: GrammarRule
}

/** Where the grammar of a locale comes from; set once by the translations' loader. */
let grammarOf: (locale: string) => LocaleGrammar = () => ({ grammar: {} })
export const useGrammarSource = (source: (locale: string) => LocaleGrammar): void => {
  grammarOf = source
}

/** The text with its first letter capitalised as the locale does (a sentence's start, an option standing alone). */
export const capitalise = (locale: string, text: string): string => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
/** The form a capitalised form capitalises (`The` → `the`); a lower-case form is itself. */
export const lowerForm = (form: string): string => form.charAt(0).toLowerCase() + form.slice(1)

const fromTable = (table: FormTable | undefined, code: string, form: string): string | undefined => {
  const index = table ? table.forms.indexOf(form) : -1
  if (index < 0) return undefined
  const value = table!.rows[code]?.[index]
  return value ? value : undefined
}

/** Raised for a form a locale does not have, or a name CLDR lacks: a bug in the data, never the player's input. */
export class MissingForm extends Error {}

const cldrNameOf = (locale: string, kind: NameKind, code: string): string | undefined =>
  cldrName(locale, kind, kind === 'region' ? code.toLowerCase() : code)

/**
 * Whether the locale has a name for the code at all. The catalog asks only about names
 * every locale has, but a country's full list of languages (Norway's Sami) may hold one
 * CLDR lacks: a list leaves it out rather than show a bare code.
 */
export const isNamed = (locale: string, code: string): boolean => cldrNameOf(locale, kindOf(code), code) !== undefined

/** The form of a name a sentence asks for (see the module comment). */
export const nameIn = (locale: string, code: string, form: string): string => {
  const kind = kindOf(code)
  const { grammar, rule } = grammarOf(locale)
  const listed = fromTable(grammar[kind], code, form)
  if (listed !== undefined) return listed
  const name = cldrNameOf(locale, kind, code)
  if (name === undefined) throw new MissingForm(`CLDR has no ${kind} name for ${code} in ${locale}`)
  if (form === 'name') return name
  if (rule?.forms.includes(form)) return rule.inflect(name, form, kind)
  if (lowerForm(form) !== form) return capitalise(locale, nameIn(locale, code, lowerForm(form)))
  throw new MissingForm(`no form "${form}" of ${code} in ${locale}`)
}

/** Every form a locale's sentences may ask for: `name`, its tables' and its rule's forms, and each of them capitalised. */
export const formsOf = (locale: string): string[] => {
  const { grammar, rule } = grammarOf(locale)
  const forms = new Set(['name', ...(rule?.forms ?? [])])
  for (const table of Object.values(grammar)) for (const form of table?.forms ?? []) forms.add(form)
  for (const form of [...forms]) forms.add(capitalise('en', form))
  return [...forms]
}
