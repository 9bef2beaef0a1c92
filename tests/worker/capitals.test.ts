/**
 * The capitals every question about a capital stands on (scripts/build/build-capitals.mjs):
 * every UN member has one, named in every locale, from CLDR's exemplar cities or the
 * reviewed table, with GeoNames' coordinates.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { allQuestions, findQuestion } from '../../src/game/catalog.js'
import { scoreAnswer } from '../../src/game/scoring.js'
import { acceptedAnswers } from '../../src/i18n/question-texts.js'
import { CAPITAL_NAMES } from '../../src/game/capital-names.js'
import { CAPITALS_LEFT_OUT } from '../../src/game/capital-rules.js'
import { capitalNamesCountry, capitalsOf, city, largestCity } from '../../src/game/cities.js'
import { COUNTRIES } from '../../src/game/countries.js'
import { cityName, citySpellings, forgetCityTexts, loadCityTexts } from '../../src/i18n/cities.js'
import { locales, type Locale } from '../../src/i18n/translations.js'

const LATIN_SCRIPT = new Set<Locale>(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr', 'id', 'vi'])
const un = COUNTRIES.filter((c) => c.un)
const capitalIds = un.flatMap((c) => capitalsOf(c.code))
const idOf = (english: string) => capitalIds.find((id) => cityName('en', id) === english)!

describe('capitals', () => {
  it('every UN member but the few left out (and why) has a capital with coordinates', () => {
    const without = un.filter((c) => capitalsOf(c.code).length === 0).map((c) => c.code.toUpperCase())
    expect(without.sort()).toEqual(Object.keys(CAPITALS_LEFT_OUT).sort())
    for (const id of capitalIds) {
      const facts = city(id)!
      expect(Math.abs(facts.lat)).toBeLessThanOrEqual(90)
      expect(Math.abs(facts.lon)).toBeLessThanOrEqual(180)
    }
    expect(un.length - without.length).toBeGreaterThanOrEqual(190)
  })

  it('every capital has a name in every locale: no empty name, zone id or soft hyphen, and a non-Latin script writes it in its own script unless the reviewed table says otherwise', () => {
    for (const locale of locales) {
      for (const id of capitalIds) {
        const name = cityName(locale, id)!
        expect(name, `${locale} ${id}`).toMatch(/\S/)
        expect(name, `${locale} ${id}`).not.toMatch(/[/_\u00ad]/)
        if (!LATIN_SCRIPT.has(locale) && /\p{Script=Latin}/u.test(name)) expect(CAPITAL_NAMES[Number(id)]?.[locale], `${locale} ${name}`).toBe(name)
      }
    }
  })

  it('names well-known capitals as each language does (as its reviewer read them)', () => {
    const known: Record<string, readonly string[]> = {
      // Vienna, Tokyo, Moscow, Cairo, Paris, London, Madrid, Rome, Berlin, Athens
      en: ['Vienna', 'Tokyo', 'Moscow', 'Cairo', 'Paris', 'London', 'Madrid', 'Rome', 'Berlin', 'Athens'],
      de: ['Wien', 'Tokio', 'Moskau', 'Kairo', 'Paris', 'London', 'Madrid', 'Rom', 'Berlin', 'Athen'],
      fr: ['Vienne', 'Tokyo', 'Moscou', 'Le Caire', 'Paris', 'Londres', 'Madrid', 'Rome', 'Berlin', 'Athènes'],
      es: ['Viena', 'Tokio', 'Moscú', 'El Cairo', 'París', 'Londres', 'Madrid', 'Roma', 'Berlín', 'Atenas'],
      pt: ['Viena', 'Tóquio', 'Moscou', 'Cairo', 'Paris', 'Londres', 'Madri', 'Roma', 'Berlim', 'Atenas'],
      it: ['Vienna', 'Tokyo', 'Mosca', 'Il Cairo', 'Parigi', 'Londra', 'Madrid', 'Roma', 'Berlino', 'Atene'],
      nl: ['Wenen', 'Tokio', 'Moskou', 'Caïro', 'Parijs', 'Londen', 'Madrid', 'Rome', 'Berlijn', 'Athene'],
      pl: ['Wiedeń', 'Tokio', 'Moskwa', 'Kair', 'Paryż', 'Londyn', 'Madryt', 'Rzym', 'Berlin', 'Ateny'],
      ru: ['Вена', 'Токио', 'Москва', 'Каир', 'Париж', 'Лондон', 'Мадрид', 'Рим', 'Берлин', 'Афины'],
      uk: ['Відень', 'Токіо', 'Москва', 'Каїр', 'Париж', 'Лондон', 'Мадрид', 'Рим', 'Берлін', 'Афіни'],
      tr: ['Viyana', 'Tokyo', 'Moskova', 'Kahire', 'Paris', 'Londra', 'Madrid', 'Roma', 'Berlin', 'Atina'],
      zh: ['维也纳', '东京', '莫斯科', '开罗', '巴黎', '伦敦', '马德里', '罗马', '柏林', '雅典'],
      'zh-Hant': ['維也納', '東京', '莫斯科', '開羅', '巴黎', '倫敦', '馬德里', '羅馬', '柏林', '雅典'],
      ko: ['빈', '도쿄', '모스크바', '카이로', '파리', '런던', '마드리드', '로마', '베를린', '아테네'],
      hi: ['वियना', 'टोक्यो', 'मॉस्को', 'काहिरा', 'पेरिस', 'लंदन', 'मैड्रिड', 'रोम', 'बर्लिन', 'एथेंस'],
      bn: ['ভিয়েনা', 'টোকিও', 'মস্কো', 'কায়রো', 'প্যারিস', 'লন্ডন', 'মাদ্রিদ', 'রোম', 'বার্লিন', 'এথেন্স'],
      id: ['Wina', 'Tokyo', 'Moskwa', 'Kairo', 'Paris', 'London', 'Madrid', 'Roma', 'Berlin', 'Athena'],
      vi: ['Viên', 'Tokyo', 'Mát-xcơ-va', 'Cairo', 'Paris', 'London', 'Madrid', 'Roma', 'Berlin', 'Athens'],
      fa: ['وین', 'توکیو', 'مسکو', 'قاهره', 'پاریس', 'لندن', 'مادرید', 'رم', 'برلین', 'آتن'],
      ar: ['فيينا', 'طوكيو', 'موسكو', 'القاهرة', 'باريس', 'لندن', 'مدريد', 'روما', 'برلين', 'أثينا'],
      ja: ['ウィーン', '東京', 'モスクワ', 'カイロ', 'パリ', 'ロンドン', 'マドリード', 'ローマ', 'ベルリン', 'アテネ'],
    }
    const english = known.en!
    for (const locale of locales) expect(english.map((name) => cityName(locale, idOf(name))), locale).toEqual(known[locale])
    // From the reviewed table, and the traps the sources hold.
    expect(cityName('zh', capitalsOf('us')[0]!)).toBe('华盛顿')
    expect(cityName('ru', capitalsOf('ch')[0]!)).toBe('Берн')
    const stJohns = city(capitalsOf('ag')[0]!)!
    expect(cityName('de', capitalsOf('ag')[0]!)).toMatch(/^Saint John[’']s$/)
    // Antigua's Saint John's, in the Caribbean, not Newfoundland's St. John's (47.6° N).
    expect(stJohns.lat).toBeCloseTo(17.1, 0)
    expect(cityName('de', idOf('Reykjavík'))).toBe('Reykjavík')
  })

  it('reads the names once per locale through the ASSETS binding; a failed read is not kept', async () => {
    let reads = 0
    const failing = { fetch: async () => (reads++, new Response('gone', { status: 503 })) }
    // Loaded by the test setup as the worker loads them: nothing is read again.
    await loadCityTexts(failing, 'ja')
    expect(reads).toBe(0)
    expect(cityName('ja', capitalsOf('at')[0]!)).toBe('ウィーン')
  })

  it('a locale read with the English names beside it: a typed answer in German, first thing in a fresh isolate, is scored (English spellings count too)', async () => {
    const paths: string[] = []
    const counting = { fetch: (input: string) => (paths.push(new URL(input).pathname.split('/').at(-1)!), env.ASSETS.fetch(input)) }
    forgetCityTexts()
    try {
      await loadCityTexts(counting, 'de')
      expect(paths.sort()).toEqual(['de.json', 'en.json'])
      const typed = findQuestion('capital-typed-bo')!
      expect(scoreAnswer(typed, 'Sucre', { locale: 'de', accepted: acceptedAnswers('de', typed) })).toBe(1)
      const country = allQuestions().find((q) => q.about?.template === 'flagText')!
      expect(acceptedAnswers('de', country).length).toBeGreaterThan(0)
    } finally {
      await Promise.all(locales.map((locale) => loadCityTexts(env.ASSETS, locale)))
    }
  })

  it('accepts a capital typed as the locale, English or the city itself spells it', () => {
    expect(citySpellings('en', idOf('Vienna'))).toEqual(expect.arrayContaining(['Vienna', 'Wien']))
    expect(citySpellings('ja', idOf('Vienna'))).toEqual(expect.arrayContaining(['ウィーン', 'Vienna', 'Wien']))
    expect(citySpellings('fr', idOf('Rome'))).toEqual(expect.arrayContaining(['Rome', 'Roma']))
  })

  it('several capitals are all kept, in order; a capital named after its country is known as such', () => {
    expect(capitalsOf('za').map((id) => cityName('en', id))).toEqual(['Pretoria', 'Cape Town', 'Bloemfontein'])
    expect(capitalsOf('bo').map((id) => cityName('en', id))).toEqual(['Sucre', 'La Paz'])
    for (const code of ['kw', 'sg', 'mx', 'dz', 'tn']) expect(capitalNamesCountry(code), code).toBe(true)
    for (const code of ['at', 'jp', 'ly', 'au']) expect(capitalNamesCountry(code), code).toBe(false)
  })

  it('knows the largest cities that are not capitals, each named in every locale', () => {
    expect(cityName('en', largestCity('au')!)).toBe('Sydney')
    expect(cityName('en', largestCity('tr')!)).toBe('Istanbul')
    expect(largestCity('at')).toBeUndefined()
    for (const country of ['au', 'tr', 'ca', 'ng', 'ch']) for (const locale of locales) expect(cityName(locale, largestCity(country)!), `${country} ${locale}`).toMatch(/\S/)
  })
})
