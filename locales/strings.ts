import type { Translation } from './i18n-types.js'

/**
 * What every locale other than English must have: every key of the English strings,
 * each a string. typesafe-i18n would also require each sentence to spell its arguments
 * exactly as English does (`{country|the}`); a locale's sentences ask for the forms
 * their own grammar needs (`{country|dat}`, `{country|in}`), so the arguments are
 * checked by tests/unit/locales.test.ts instead: the same names as English, each form
 * one the locale has.
 */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }
export type LocaleStrings = Strings<Translation>
