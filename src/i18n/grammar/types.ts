/**
 * @module grammar/types
 * The shape of a locale's grammar data: for each kind of name (countries, currencies,
 * languages) the forms its sentences use, and one row per code with those forms in
 * that order. A language whose forms can be computed from the name (Turkish suffixes,
 * Korean particles) has a rule instead, and a table only for the names the rule gets
 * wrong.
 */

/** Countries by ISO 3166-1 alpha-2 in upper case, currencies by ISO 4217, languages by BCP 47 (lower case). */
export type NameKind = 'region' | 'currency' | 'language'

export interface FormTable {
  /** The forms this locale's sentences ask for, in the order of each row. */
  forms: readonly string[]
  /** code → the forms, in the order of `forms`. An empty string leaves that form to the rule. */
  rows: Readonly<Record<string, readonly string[]>>
}

export interface Grammar {
  region?: FormTable
  currency?: FormTable
  language?: FormTable
}

/** A form computed from a name: the name as CLDR writes it, and the form asked for. */
export interface GrammarRule {
  forms: readonly string[]
  inflect: (name: string, form: string, kind: NameKind) => string
}
