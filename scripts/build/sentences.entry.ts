/**
 * Bundled by scripts/build/sentences.mjs: renders the sentences a player reads in one locale
 * (a sample of real questions with their feedback, and every UI string) and checks the
 * locale's strings and grammar against English. Not part of the worker.
 */
import { allQuestions, findQuestion, MODES, type Question } from '../../src/game/catalog.js'
import { drawQuestions } from '../../src/game/draw.js'
import { LOCALE_SOURCES, GRAMMAR_RULES } from '../../src/generated/locales.js'
import { describeAnswer, describeSolution, verdictText } from '../../src/i18n/describe.js'
import { formsOf, nameIn } from '../../src/i18n/grammar/index.js'
import { offByText } from '../../src/i18n/map-texts.js'
import { loadCityTexts } from '../../src/i18n/cities.js'
import { textsFor } from '../../src/i18n/question-texts.js'
import { formatDay, formatList, formatNumber, formatPercent, formatTimeUntil, translator, type Locale } from '../../src/i18n/translations.js'
import type { Grammar } from '../../src/i18n/grammar/types.js'
import { argsOf, catalogCodes, leaves, localeProblems } from '../../tests/locale-check.js'

type Tree = { [key: string]: string | Tree }

/** Reads the locales' city names (src/i18n/cities.ts) with `read`, which returns an asset's text by its path. */
export const loadCities = (locales: Locale[], read: (asset: string) => string): Promise<void[]> =>
  Promise.all(locales.map((locale) => loadCityTexts({ fetch: async (url) => new Response(read(new URL(url).pathname)) }, locale)))

export const run = (locale: Locale, options: { all: boolean; errorsOnly: boolean; games: number; seed: number; interfaceOnly: boolean }): { errors: string[]; lines: string[] } => {
  const errors: string[] = []
  const lines: string[] = []
  const own = new Map(leaves((JSON.parse(LOCALE_SOURCES[locale]!) as { strings: Tree }).strings))
  const { strings, grammar } = JSON.parse(LOCALE_SOURCES[locale]!) as { strings: Tree; grammar: Grammar }
  const english = new Map(leaves((JSON.parse(LOCALE_SOURCES.en!) as { strings: Tree }).strings))
  errors.push(...localeProblems(locale, strings, (JSON.parse(LOCALE_SOURCES.en!) as { strings: Tree }).strings, grammar, Boolean(GRAMMAR_RULES[locale])))
  const codes = catalogCodes
  const forms = new Set(formsOf(locale))
  const used = new Set<string>()
  for (const text of own.values()) for (const form of argsOf(text).values()) if (form) used.add(form)
  for (const form of used) {
    if (!forms.has(form)) continue
    for (const [kind, list] of Object.entries(codes)) {
      for (const code of list) {
        try {
          const value = nameIn(locale, code, form)
          if (!value || value === code) errors.push(`form ${form} of ${kind} ${code}: "${value}"`)
        } catch {
          // A form may be meant for one kind only (a country form is never asked of a currency).
        }
      }
    }
  }

  // Sentences as players read them. A code inside a real name ("US dollar") or a licence ("BSD") is no bare code.
  const inNames = new Set<string>(['BSD', 'MIT', 'AD', 'BC', 'CC', 'BY'])
  for (const l of [locale, 'en']) for (const [kind, list] of Object.entries(codes)) for (const code of list) {
    const name = new Intl.DisplayNames([l], { type: kind as 'region' }).of(code) ?? ''
    for (const token of name.split(/[^\p{L}-]+/u)) inNames.add(token)
  }
  const show = (label: string, text: string | undefined) => {
    if (text === undefined) return
    if (/undefined|\{|\}|\uE000|NaN/.test(text)) errors.push(`${label}: ${text}`)
    for (const m of text.matchAll(/(?<![\p{L}])([A-Z]{2,3}|[a-z]{2}-[A-Z]{2})(?![\p{L}])/gu)) {
      const code = m[1]!
      if (inNames.has(code)) continue
      if (codes.region.includes(code) || codes.currency.includes(code) || codes.language.includes(code)) errors.push(`${label}: bare code ${code}: ${text}`)
    }
    if (!options.errorsOnly) lines.push(`${label}: ${text}`)
  }
  const questions = allQuestions()
  const byTemplate = new Map<string, Question[]>()
  for (const q of questions) {
    const key = q.about?.template ?? 'curated'
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), q])
  }
  if (options.games) {
    // Real games, as a player reads them: each question, then its feedback for a right or a wrong answer.
    const LLg = translator(locale)
    for (let g = 0; g < options.games; g++) {
      const mode = MODES.filter((m) => m !== 'daily')[(options.seed + g) % (MODES.length - 1)]!
      lines.push(`\n# Game ${g + 1} (${mode})`)
      for (const [i, id] of drawQuestions(options.seed * 1000 + g, mode).entries()) {
        const q = findQuestion(id)!
        const t = textsFor(locale, q)
        const right = (i + g) % 3 !== 0
        lines.push(`\n${i + 1}. ${t.prompt()}`)
        if (t.options && Object.keys(t.options).length && q.type !== 'image' && q.type !== 'map') lines.push(`   ${Object.values(t.options).map((o) => o()).join(' / ')}`)
        if (t.items) lines.push(`   ${Object.values(t.items).map((o) => o()).join(' / ')}`)
        const wrong = 'options' in q && typeof q.answer === 'string' ? (q.options as readonly string[]).find((o) => o !== q.answer) : undefined
        lines.push(`   → ${verdictText(locale, right || wrong === undefined ? 1 : 0)}`)
        if (!right && wrong !== undefined) {
          lines.push(`   ${LLg.ui.yourAnswer()}: ${describeAnswer(locale, q, wrong)}`)
          const off = offByText(locale, q, wrong, 0)
          if (off) lines.push(`   ${off}`)
        }
        lines.push(`   ${LLg.ui.correctAnswer()}: ${describeSolution(locale, q)}`)
        lines.push(`   ${t.explanation()}`)
      }
    }
    return { errors, lines }
  }
  const picked = options.interfaceOnly ? [] : options.all ? questions : [...byTemplate.values()].flatMap((list) => [0, 7, 23, 51].map((i) => list[i % list.length]!).filter((q, i, a) => a.indexOf(q) === i))
  for (const q of picked) {
    try {
      const t = textsFor(locale, q)
      if (!options.errorsOnly) lines.push(`\n## ${q.id} (${q.type})`)
      show('prompt', t.prompt())
      if (t.options) show('options', Object.values(t.options).map((o) => o()).join(' | '))
      if (t.items) show('items', Object.values(t.items).map((o) => o()).join(' | '))
      show('answer', describeSolution(locale, q))
      show('explanation', t.explanation())
      const wrong = 'options' in q && typeof q.answer === 'string' ? (q.options as readonly string[]).find((o) => o !== q.answer) : undefined
      if (wrong !== undefined) {
        show('wrong answer', describeAnswer(locale, q, wrong))
        show('off by', offByText(locale, q, wrong, 0))
      }
    } catch (error) {
      errors.push(`${q.id}: ${(error as Error).message}`)
    }
  }

  // Every other string, with sample arguments.
  if (!options.errorsOnly) {
    lines.push('\n# Interface strings (sample values in the arguments)')
    const L = translator(locale)
    const num = (n: number) => formatNumber(locale, n)
    // Sample values as the game itself would pass them in this locale.
    const sample: Record<string, unknown> = {
      count: 3, current: 3, total: 10, position: 2, max: 80, players: 24, answered: 5, right: 12, rank: 2, seconds: 20, number: 7,
      host: 'worldwise.example', digest: '7f3a9c', code: 'K7M2QX', link: 'worldwise.example/r/K7M2QX', name: 'Mia', item: L.q['planets-from-sun'].items.mars(),
      points: num(2.5), score: num(7), passMark: formatPercent(locale, 0.7), percent: formatPercent(locale, 0.64), topic: L.topics.flags(),
      date: formatDay(locale, '2026-11-25'), when: formatTimeUntil(locale, 5 * 3600), bars: formatList(locale, [L.daily.histogramBar({ score: num(0), players: 2 }), L.daily.histogramBar({ score: num(7), players: 5 })]),
      letter: 'B', look: L.look.horizontal({ colours: formatList(locale, [L.colours.red(), L.colours.white()]) }),
      colours: formatList(locale, [L.colours.red(), L.colours.white(), L.colours.blue()]), main: L.colours.red(), rest: formatList(locale, [L.colours.blue(), L.colours.yellow()]),
      list: formatList(locale, ['…', '…']), region: L.subregions.westernEurope(), subregion: L.subregions.westernEurope(), area: num(41285), otherArea: num(357588),
      km: num(1050), direction: L.maps.directions.southWest(), degrees: num(47), clues: ['DE', 'FR', 'IT'], neighbours: ['DE', 'FR'], answers: ['CH', 'AT'],
      countries: ['US', 'FR', 'JP'], currency: 'EUR', currencies: ['EUR'], language: 'fr', languages: ['fr', 'de'], country: 'US', other: 'NL',
      markers: formatList(locale, [L.maps.markerAt({ letter: 'A', position: L.maps.directions.north() }), L.maps.markerAt({ letter: 'B', position: L.maps.directions.centre() })]),
      clicked: L.maps.youClicked({ other: 'NL' }), away: L.maps.away({ other: 'NL', country: 'DE', km: num(1050), direction: L.maps.directions.southWest() }),
    }
    const LL = L as unknown as Record<string, Record<string, unknown>>
    for (const [key] of english) {
      if (key.startsWith('q.')) continue
      const [group, ...rest] = key.split('.')
      let fn: unknown = LL[group!]
      for (const part of rest) fn = (fn as Record<string, unknown>)?.[part]
      // A marker's position is a compass word; an order position is a number.
      const args = key === 'maps.markerAt' ? { ...sample, position: L.maps.directions.north() } : sample
      try {
        show(key, (fn as (a: unknown) => string)(args))
      } catch (error) {
        errors.push(`${key}: ${(error as Error).message}`)
      }
    }
  }
  return { errors, lines }
}
