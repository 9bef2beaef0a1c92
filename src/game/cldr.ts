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

const lookUp = (locale: string, kind: NameKind, code: string): string | undefined => {
  const tag = kind === 'language' ? code : code.toUpperCase()
  let name: string | undefined
  try {
    name = namesIn(locale, kind).of(tag)
  } catch {
    return undefined
  }
  return name && name.toLowerCase() !== tag.toLowerCase() ? name : undefined
}

/** Names already looked up: a few hundred codes per locale, so the cache stays small. */
const known = new Map<string, string | undefined>()
const MAX_KNOWN = 10_000

/** The CLDR name, or undefined where CLDR only echoes the code. */
export const cldrName = (locale: string, kind: NameKind, code: string): string | undefined => {
  const key = `${locale}:${kind}:${code}`
  if (known.has(key)) return known.get(key)
  const name = lookUp(locale, kind, code)
  // Codes come from the catalog, but a bound keeps odd input from growing the cache.
  if (known.size >= MAX_KNOWN) known.clear()
  known.set(key, name)
  return name
}
