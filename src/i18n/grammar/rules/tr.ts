/**
 * Turkish case suffixes, computed from the CLDR name as written:
 * - `loc` -DA, locative: Almanya'da, İsveç'te, Irak'ta, Türkiye'de.
 * - `abl` -DAn, ablative: Almanya'dan, Irak'tan, Fransa'dan büyük.
 * - `gen` -(n)In, genitive: Almanya'nın, Irak'ın, Çin'in, Peru'nun, Ürdün'ün.
 * - `dat` -(y)A, dative: Japonya'ya, Irak'a, Çin'e.
 * - `acc` -(y)I, accusative: Almanya'yı, Irak'ı, Peru'yu.
 * - `ins` -(y)lA, instrumental ("ile"): Almanya'yla, Irak'la.
 * How the suffix is chosen:
 * - vowel harmony by the last vowel of the last word: a ı o u (and â û ô) take the back
 *   forms (-da, -ın/-un), e i ö ü (and î) the front forms (-de, -in/-ün); the four-way
 *   suffixes (-In, -I) are also rounded after o u / ö ü.
 * - D becomes t after a voiceless consonant (f s t k ç ş h p): Irak'ta, Fas'tan.
 * - buffer consonants after a vowel: n for the genitive (Peru'nun), y for the dative,
 *   accusative and instrumental (Kenya'ya, Kenya'yı, Kenya'yla).
 * - a country is a proper name: the suffix follows an apostrophe, and the final
 *   consonant is not softened in writing (Irak'a, not Irağ'a); in a name of several
 *   words the suffix goes on the last one (Yeni Zelanda'da, Güney Kore'nin).
 * - a currency or language name is a common noun: no apostrophe after a language in -cA
 *   (Almancada, Türkçenin) or a lower-case word; one of several words ending in a
 *   possessive (ABD doları, Japon yeni, Guarani dili) takes the pronominal n (ABD
 *   dolarında, Guarani dilinin, Japon yenine); a capitalised name that is neither keeps
 *   the apostrophe (Euro'nun, Aymara'yı).
 * - a closing qualifier in parentheses stays after the inflected word:
 *   Myanmar'da (Burma), Sierra Leone leonesinin (1964–2022).
 * Country names the rule gets wrong (compounds ending in a possessive, "Amerika Birleşik
 * Devletleri'nde"; names read otherwise than written, "Côte d’Ivoire'da", "Nepal'de")
 * are listed in src/i18n/grammar/tr.ts.
 * Sources: TDK Yazım Kılavuzu (Kesme işareti; Ünlü uyumları; Ünsüz benzeşmesi) and
 * the TDK list of country names (Ülke adları).
 */
import type { GrammarRule } from '../types.js'

const BACK = new Set(['a', 'ı', 'o', 'u', 'â', 'û', 'ô'])
const FRONT = new Set(['e', 'i', 'ö', 'ü', 'î', 'é', 'è', 'ê'])
const ROUNDED = new Set(['o', 'u', 'ö', 'ü', 'ô', 'û'])
const VOICELESS = new Set(['f', 's', 't', 'k', 'ç', 'ş', 'h', 'p'])

interface Sound {
  back: boolean
  rounded: boolean
  /** The word ends in a vowel. */
  vowel: boolean
  voiceless: boolean
}

const soundOf = (word: string): Sound => {
  const letters = word.toLocaleLowerCase('tr').replace(/[^\p{L}]+$/u, '')
  const last = letters.charAt(letters.length - 1)
  let harmony = 'e'
  for (let i = letters.length - 1; i >= 0; i--) {
    const ch = letters.charAt(i)
    if (BACK.has(ch) || FRONT.has(ch)) {
      harmony = ch
      break
    }
  }
  return {
    back: BACK.has(harmony),
    rounded: ROUNDED.has(harmony),
    vowel: BACK.has(last) || FRONT.has(last),
    voiceless: VOICELESS.has(last),
  }
}

/** The four-way vowel (ı i u ü) and two-way vowel (a e) after a word. */
const high = (s: Sound): string => (s.back ? (s.rounded ? 'u' : 'ı') : s.rounded ? 'ü' : 'i')
const low = (s: Sound): string => (s.back ? 'a' : 'e')

/** The suffix of a form after a word, `pronominal` for the n of a possessive compound (dolarında, dilinin). */
const suffix = (form: string, s: Sound, pronominal: boolean): string => {
  const d = s.voiceless ? 't' : 'd'
  switch (form) {
    case 'loc':
      return pronominal ? `nd${low(s)}` : `${d}${low(s)}`
    case 'abl':
      return pronominal ? `nd${low(s)}n` : `${d}${low(s)}n`
    case 'gen':
      return s.vowel ? `n${high(s)}n` : `${high(s)}n`
    case 'dat':
      return pronominal ? `n${low(s)}` : s.vowel ? `y${low(s)}` : low(s)
    case 'acc':
      return pronominal ? `n${high(s)}` : s.vowel ? `y${high(s)}` : high(s)
    case 'ins':
      return s.vowel ? `yl${low(s)}` : `l${low(s)}`
    default:
      throw new Error(`no Turkish form "${form}"`)
  }
}

const FORMS = ['loc', 'abl', 'gen', 'dat', 'acc', 'ins'] as const

const rule: GrammarRule = {
  forms: FORMS,
  inflect: (name, form, kind) => {
    const qualifier = /\s*\([^()]*\)\s*$/u.exec(name)
    const base = qualifier && qualifier.index > 0 ? name.slice(0, qualifier.index) : name
    const rest = qualifier && qualifier.index > 0 ? name.slice(qualifier.index) : ''
    const words = base.trim().split(/\s+/u)
    const lastWord = words[words.length - 1]!
    const sound = soundOf(lastWord)
    if (kind === 'region') return `${base}'${suffix(form, sound, false)}${rest}`
    // A common noun: no apostrophe. A compound whose last word carries the possessive -(s)I
    // (ABD doları, Guarani dili, Haiti Kreyolu) takes the pronominal n.
    const pronominal = words.length > 1 && sound.vowel && /[ıiuü]$/u.test(lastWord.toLocaleLowerCase('tr'))
    // A language in -cA (Almanca, Türkçe) is written without an apostrophe; a capitalised
    // name that is no such derivation (Euro, Aymara, Nynorsk) keeps one, as a proper name.
    const proper = !pronominal && lastWord.charAt(0) !== lastWord.charAt(0).toLocaleLowerCase('tr') && !/[cç][ae]$/u.test(lastWord)
    return `${base}${proper ? "'" : ''}${suffix(form, sound, pronominal)}${rest}`
  },
}
export default rule
