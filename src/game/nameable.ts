/**
 * @module nameable
 * Whether CLDR (`Intl.DisplayNames`, built into the runtime) names a country, currency
 * or language in every supported locale. workerd's CLDR lacks rare languages (`pap`),
 * and answers those with the bare code: such a code is treated as having no name, and
 * the catalog never offers it. Checked once per code and isolate.
 */
import { locales } from '../../locales/i18n-util.js'

export type NameKind = 'region' | 'currency' | 'language'

const displayNames = new Map<string, Intl.DisplayNames>()
/** One `Intl.DisplayNames` per locale and kind, shared with the i18n layer. */
export const namesIn = (locale: string, kind: NameKind): Intl.DisplayNames => {
  const key = `${locale}:${kind}`
  let names = displayNames.get(key)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: kind, fallback: 'code' })
    displayNames.set(key, names)
  }
  return names
}

/** The CLDR name, or undefined where CLDR only echoes the code. */
export const cldrName = (locale: string, kind: NameKind, code: string): string | undefined => {
  const tag = kind === 'language' ? code : code.toUpperCase()
  let name: string | undefined
  try {
    name = namesIn(locale, kind).of(tag)
  } catch {
    return undefined
  }
  return name && name.toLowerCase() !== tag.toLowerCase() ? name : undefined
}

const checked = new Map<string, boolean>()
export const nameableEverywhere = (kind: NameKind, code: string): boolean => {
  const key = `${kind}:${code}`
  let known = checked.get(key)
  if (known === undefined) {
    known = locales.every((locale) => cldrName(locale, kind, code) !== undefined)
    checked.set(key, known)
  }
  return known
}
