/**
 * @module nameable
 * Whether the catalog may offer a country, currency or language: only those CLDR names
 * in every supported locale. Decided once at build time in workerd
 * (scripts/build/build-data.mjs), not per runtime, so a question id builds the same options
 * wherever it is built (Node's CLDR names more languages than workerd's).
 */
import type { NameKind } from './cldr.js'
import { NAMEABLE } from '../generated/names.js'

const sets = new Map<NameKind, ReadonlySet<string>>()
export const nameableEverywhere = (kind: NameKind, code: string): boolean => {
  let set = sets.get(kind)
  if (!set) {
    set = new Set(NAMEABLE[kind].split(' '))
    sets.set(kind, set)
  }
  return set.has(code)
}
