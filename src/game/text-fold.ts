/**
 * @module text-fold
 * Folds typed answers so that spelling that does not matter to a player does not
 * matter to the score: Unicode normalisation (NFKC, so full-width letters count),
 * case, diacritics, punctuation and spacing, plus per-locale rules.
 */

const COMBINING_MARKS = /\p{M}/gu
const PUNCTUATION = /[\p{P}\p{S}]/gu
const SPACES = /\s+/gu
const ARABIC_TATWEEL = /\u0640/g
const KATAKANA = /[\u30a1-\u30f6]/g

/** Per-locale folding, applied after case and diacritics folding. */
const LOCALE_RULES: Readonly<Record<string, (s: string) => string>> = {
  // German players write umlauts as ae/oe/ue and ß as ss when the keyboard lacks them.
  de: (s) => s.replace(/ß/g, 'ss').replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u'),
  // Hamza and madda on alef, alef maqsura and ta marbuta are commonly typed loosely.
  ar: (s) => s.replace(ARABIC_TATWEEL, '').replace(/[أإآٱ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه'),
  // Katakana and hiragana spell the same word.
  ja: (s) => s.replace(KATAKANA, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60)),
}

export const foldText = (text: string, locale: string): string => {
  // Dotless ı (Turkish, Azerbaijani) is typed as i on most keyboards.
  const lowered = text.normalize('NFKC').toLocaleLowerCase(locale).replace(/ı/g, 'i')
  const withoutMarks = lowered.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFKC')
  const ruled = (LOCALE_RULES[locale] ?? ((s: string) => s))(withoutMarks.replace(/ß/g, 'ss'))
  return ruled.replace(PUNCTUATION, ' ').replace(SPACES, ' ').trim()
}
