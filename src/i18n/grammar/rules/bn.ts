/**
 * Bengali case endings, computed from how a name ends in writing: a vowel sign or a
 * vowel letter takes the ending for a vowel, a consonant letter or a conjunct the
 * ending for a consonant (written Bengali treats a final conjunct as a consonant even
 * where it is spoken with a vowel: যুক্তরাষ্ট্রের).
 * - `gen` genitive ("of"): -র after a vowel sign (কানাডার, জার্মানির, নরওয়ের),
 *   -য়ের after a vowel letter or ং (মালাউইয়ের, পালাউয়ের), -এর as the vowel sign ে
 *   after a consonant (জাপানের, যুক্তরাষ্ট্রের); ৎ is written ত before it (-তের).
 * - `loc` locative ("in"): -য় after আ-কার (কানাডায়, রাশিয়ায়), -তে after any other
 *   vowel (জার্মানিতে, পেরুতে, মেক্সিকোতে, ব্রুনেইতে), -এ as ে after a consonant
 *   (জাপানে, ভারতে), -য়ে after ং.
 * A parenthesis at the end (মায়ানমার (বার্মা), a currency's years) stays as it is, and
 * the word before it takes the ending: মায়ানমারের (বার্মা).
 * The rule is right for every catalog country, so there is no exceptions table
 * (src/i18n/grammar/bn.ts, whose values would win over the rule).
 */
import type { GrammarRule } from '../types.js'

/** য় as CLDR writes it: য + nukta. */
const YA = '\u09AF\u09BC'
const E_SIGN = '\u09C7'
const AA_SIGN = '\u09BE'
const KHANDA_TA = '\u09CE'
const TA = '\u09A4'
const ANUSVARA = '\u0982'

const isVowelSign = (c: string): boolean => /[\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u09D7]/.test(c)
const isVowelLetter = (c: string): boolean => /[\u0985-\u0994]/.test(c)

const inflectWord = (word: string, form: string): string => {
  const last = word.slice(-1)
  if (last === KHANDA_TA) return inflectWord(word.slice(0, -1) + TA, form)
  if (form === 'gen') {
    if (isVowelSign(last)) return `${word}র`
    if (isVowelLetter(last) || last === ANUSVARA) return `${word}${YA}${E_SIGN}র`
    return `${word}${E_SIGN}র`
  }
  // loc
  if (last === AA_SIGN) return `${word}${YA}`
  if (isVowelSign(last) || isVowelLetter(last)) return `${word}তে`
  if (last === ANUSVARA) return `${word}${YA}${E_SIGN}`
  return `${word}${E_SIGN}`
}

const rule: GrammarRule = {
  forms: ['gen', 'loc'],
  inflect: (name, form) => {
    const tail = /\s*\([^()]*\)$/.exec(name)
    return tail ? inflectWord(name.slice(0, tail.index), form) + name.slice(tail.index) : inflectWord(name, form)
  },
}
export default rule
