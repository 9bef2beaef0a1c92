/**
 * @module cldr
 * Names from CLDR (`Intl.DisplayNames`, built into the runtime) for countries,
 * currencies and languages. workerd's CLDR lacks rare languages (`pap`) and answers
 * those with the bare code: such a code has no name here.
 */
export type NameKind = 'region' | 'currency' | 'language'

const displayNames = new Map<string, Intl.DisplayNames>()
const namesIn = (locale: string, kind: NameKind): Intl.DisplayNames => {
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
