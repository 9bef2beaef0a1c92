/**
 * Korean particles, chosen by the final consonant (받침) of the name as it is read:
 * - `topic` 은/는: 은 after a final consonant (일본은, 이란은), 는 after a vowel (프랑스는).
 * - `subj`  이/가: 이 after a final consonant (일본이), 가 after a vowel (프랑스가).
 * - `obj`   을/를: 을 after a final consonant (원을), 를 after a vowel (유로를).
 * - `and`   과/와: 과 after a final consonant (일본과), 와 after a vowel (프랑스와).
 * - `to`    으로/로: 으로 after a final consonant, 로 after a vowel or a final ㄹ
 *   (브라질로, 일본으로, 프랑스로).
 * - `is`    이에요/예요, the polite copula: 이에요 after a final consonant (원이에요),
 *   예요 after a vowel (유로예요).
 * The genitive 의 never changes and needs no form (`{country|name}의`).
 * How the end is read:
 * - a Hangul syllable: its own final consonant (U+AC00 + 28·21·initial + 28·medial + final).
 * - a parenthesis at the end (세르비아어(몬테네그로), 시에라리온 리온(1964~2022)) is a
 *   qualifier: the particle follows it but agrees with the word before it, as the
 *   National Institute of Korean Language advises for 서울(Seoul)은.
 * - a digit as read in Sino-Korean: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant
 *   (1, 7, 8 in ㄹ); 2 이, 4 사, 5 오, 9 구 in a vowel.
 * - a Latin letter as its name is read: L 엘, R 알 (ㄹ), M 엠, N 엔 end in a consonant;
 *   every other letter name (에이, 비, 에프…) in a vowel.
 * - anything else (punctuation, spaces) is skipped back to the last readable character.
 * Sources: 표준국어대사전 (은/는, 이/가, 을/를, 과/와, (으)로, 이에요/예요 entries);
 * 국립국어원 온라인 가나다 on particles after parentheses and numerals.
 */
import type { GrammarRule } from '../types.js'

type Ending = 'vowel' | 'rieul' | 'consonant'

const HANGUL_FIRST = 0xac00
const HANGUL_LAST = 0xd7a3
/** The index of ㄹ among the 28 finals (0 = none). */
const FINAL_RIEUL = 8

const DIGIT_ENDINGS: Readonly<Record<string, Ending>> = {
  '0': 'consonant', // 영
  '1': 'rieul', // 일
  '2': 'vowel', // 이
  '3': 'consonant', // 삼
  '4': 'vowel', // 사
  '5': 'vowel', // 오
  '6': 'consonant', // 육
  '7': 'rieul', // 칠
  '8': 'rieul', // 팔
  '9': 'vowel', // 구
}
const LETTER_ENDINGS: Readonly<Record<string, Ending>> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' }

/** How a name ends when read aloud. */
const endingOf = (name: string): Ending => {
  // A closing qualifier in parentheses is read as an aside: look before it.
  const base = name.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '') || name
  for (let i = base.length - 1; i >= 0; i--) {
    const ch = base[i]!
    const code = ch.charCodeAt(0)
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
      const final = (code - HANGUL_FIRST) % 28
      return final === 0 ? 'vowel' : final === FINAL_RIEUL ? 'rieul' : 'consonant'
    }
    if (/[0-9]/.test(ch)) return DIGIT_ENDINGS[ch]!
    if (/[A-Za-z]/.test(ch)) return LETTER_ENDINGS[ch.toLowerCase()] ?? 'vowel'
  }
  return 'vowel'
}

/** Each form: [after a final consonant, after a vowel, after a final ㄹ]. */
const PARTICLES: Readonly<Record<string, readonly [string, string, string]>> = {
  topic: ['은', '는', '은'],
  subj: ['이', '가', '이'],
  obj: ['을', '를', '을'],
  and: ['과', '와', '과'],
  to: ['으로', '로', '로'],
  is: ['이에요', '예요', '이에요'],
}

const rule: GrammarRule = {
  forms: Object.keys(PARTICLES),
  inflect: (name, form) => {
    const particles = PARTICLES[form]
    if (!particles) return name
    const ending = endingOf(name)
    return name + particles[ending === 'consonant' ? 0 : ending === 'vowel' ? 1 : 2]
  },
}

export default rule
