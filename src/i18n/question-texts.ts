/**
 * @module question-texts
 * A question's words in the player's locale, whoever wrote it: curated questions read
 * their texts from the translations (`LL.q[id]`); generated ones are put together from
 * the template's sentence (`LL.gen`), CLDR names (`Intl.DisplayNames`) and the facts.
 */
import type { Question } from '../game/catalog.js'
import { country, type CountryFacts, type FlagLook } from '../game/countries.js'
import { cldrName } from '../game/cldr.js'
import { capitalsOf, city, largestCity } from '../game/cities.js'
import { capitalise, isNamed } from './grammar/index.js'
import { cityName, citySpellings, countrySpellings } from './cities.js'
import { FLAG_BASE } from '../generated/countries.js'
import { baseLocale, formatList, formatNumber, questionTexts, translator, type Locale, type QuestionTexts, type Translator } from './translations.js'

/** A country's name in the locale (CLDR), as it stands alone. The catalog offers only countries CLDR names everywhere. */
export const countryName = (locale: Locale, code: string): string => cldrName(locale, 'region', code) ?? code.toUpperCase()

/**
 * How a sentence's arguments name a country: by its code in upper case, so the sentence
 * asks for the form it needs (`{country|dat}`, src/i18n/grammar).
 */
export const countryArg = (code: string): string => code.toUpperCase()
const countryArgs = (codes: readonly string[]): string[] => codes.map(countryArg)

/**
 * Currency and language names stand alone as options, so they start with a capital
 * where the locale has case; inside a sentence they follow the language's own rule
 * (`{currency|name}`, "le yen", "se llama euro").
 */
const currencyName = (locale: Locale, code: string): string => capitalise(locale, cldrName(locale, 'currency', code) ?? code)
const languageName = (locale: Locale, code: string): string => capitalise(locale, cldrName(locale, 'language', code) ?? code)

/** Where the flag-icons picture of a country is served (static, immutable, never in the worker). */
export const flagUrl = (code: string): string => `${FLAG_BASE}/${code}.svg`

const subregionKeys = new Map<string, string>()
/** The key of a subregion's name in `LL.subregions` ("South-Eastern Asia" → `southEasternAsia`). */
export const subregionKey = (subregion: string): string => {
  let key = subregionKeys.get(subregion)
  if (key === undefined) {
    key = subregion.replace(/[^A-Za-z]+(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase())
    subregionKeys.set(subregion, key)
  }
  return key
}

export const subregionName = (LL: Translator, facts: CountryFacts): string =>
  (LL.subregions as Record<string, () => string>)[subregionKey(facts.subregion)]?.() ?? facts.subregion

/** What a flag looks like, in words, without naming its country (for alt text). */
export const describeLook = (locale: Locale, look: FlagLook): string => {
  const LL = translator(locale)
  const colours = look.colours.map((c) => LL.colours[c]())
  if (look.kind === 'horizontal') return LL.look.horizontal({ colours: formatList(locale, colours) })
  if (look.kind === 'vertical') return LL.look.vertical({ colours: formatList(locale, colours) })
  const [main, ...rest] = colours
  return rest.length ? LL.look.mostlyWith({ main: main!, rest: formatList(locale, rest) }) : LL.look.mostly({ main: main! })
}

export const flagAlt = (locale: Locale, code: string): string =>
  translator(locale).look.alt({ look: describeLook(locale, country(code)!.flag) })

const constant = (text: string) => () => text
const labels = (codes: readonly string[], name: (code: string) => string): Record<string, () => string> =>
  Object.fromEntries(codes.map((code) => [code, constant(name(code))]))

const generatedTexts = (locale: Locale, question: Question): QuestionTexts => {
  const LL = translator(locale)
  const about = question.about!
  const facts = country(about.country)!
  const name = (code: string) => countryName(locale, code)
  // Whole km², but the smallest countries to the hundredth: the Vatican is 0.44 km², not 0.
  const area = (code: string) => {
    const km2 = country(code)!.area
    return formatNumber(locale, km2 < 10 ? Math.round(km2 * 100) / 100 : Math.round(km2))
  }
  const withArea = (code: string) => LL.gen.withArea({ country: countryArg(code), area: area(code) })
  const neighbours = () => countryArgs(facts.borders ?? [])
  // A list leaves out a name the locale's CLDR lacks (isNamed), so its count does too.
  const namedCount = (codes: readonly string[]) => codes.filter((code) => isNamed(locale, code)).length
  const options = 'options' in question ? question.options : []
  const countryOptions = () => labels(options, name)
  const base = { country: countryArg(about.country) }
  switch (about.template) {
    case 'flag':
      return {
        prompt: constant(LL.gen.flag.prompt(base)),
        explanation: constant(LL.gen.flag.explanation({ ...base, look: describeLook(locale, facts.flag) })),
        options: labels(options, (code) => flagAlt(locale, code)),
      }
    case 'flagName':
    case 'flagText':
      return {
        prompt: constant(LL.gen[about.template].prompt()),
        explanation: constant(LL.gen[about.template].explanation({ ...base, subregion: subregionName(LL, facts) })),
        options: countryOptions(),
        ...typedCountry(locale, facts),
      }
    case 'borderPick':
    case 'neighbours':
      return {
        prompt: constant(LL.gen[about.template].prompt(base)),
        explanation: constant(LL.gen[about.template].explanation({ ...base, neighbours: neighbours(), count: facts.borders!.length })),
        options: countryOptions(),
      }
    case 'borders':
      return {
        prompt: constant(LL.gen.borders.prompt({ ...base, other: countryArg(about.other!) })),
        explanation: constant(LL.gen.borders.explanation({ ...base, neighbours: neighbours(), count: facts.borders!.length })),
      }
    case 'neighbourCount':
      return {
        prompt: constant(LL.gen.neighbourCount.prompt(base)),
        explanation: constant(LL.gen.neighbourCount.explanation({ ...base, count: facts.borders!.length, neighbours: neighbours() })),
        unit: constant(LL.gen.neighbourCount.unit()),
      }
    case 'borderedBy':
      return {
        prompt: constant(LL.gen.borderedBy.prompt({ clues: countryArgs(about.clue!) })),
        explanation: constant(LL.gen.borderedBy.explanation({ ...base, neighbours: neighbours(), count: facts.borders!.length })),
        ...typedCountry(locale, facts),
      }
    case 'landlocked': {
      const landlocked = countryArgs(options.filter((o) => country(o)!.landlocked))
      return {
        prompt: constant(LL.gen.landlocked.prompt()),
        explanation: constant(LL.gen.landlocked.explanation({ answers: landlocked, count: landlocked.length })),
        options: countryOptions(),
      }
    }
    case 'larger':
      return {
        prompt: constant(LL.gen.larger.prompt({ ...base, other: countryArg(about.other!) })),
        explanation: constant(LL.gen.larger.explanation({ ...base, area: area(about.country), other: countryArg(about.other!), otherArea: area(about.other!) })),
      }
    case 'areaOrder':
    case 'northOrder': {
      const answer = question.type === 'order' ? question.answer : []
      const position = (code: string) => {
        const lat = country(code)!.lat
        const args = { country: countryArg(code), degrees: formatNumber(locale, Math.abs(lat)) }
        return lat >= 0 ? LL.gen.north(args) : LL.gen.south(args)
      }
      const list = formatList(locale, answer.map(about.template === 'areaOrder' ? withArea : position))
      return {
        prompt: constant(LL.gen[about.template].prompt()),
        explanation: constant(LL.gen[about.template].explanation({ list })),
        items: labels(answer, name),
      }
    }
    case 'area':
      return {
        prompt: constant(LL.gen.area.prompt(base)),
        explanation: constant(LL.gen.area.explanation({ ...base, area: area(about.country) })),
        unit: constant(LL.gen.area.unit()),
      }
    case 'largest': {
      const bySize = [...options].sort((a, b) => country(b)!.area - country(a)!.area)
      return {
        prompt: constant(LL.gen.largest.prompt()),
        explanation: constant(LL.gen.largest.explanation({ list: formatList(locale, bySize.map(withArea)) })),
        options: countryOptions(),
      }
    }
    case 'currency':
    case 'usesCurrency':
      return {
        prompt: constant(
          about.template === 'currency'
            ? LL.gen.currency.prompt(base)
            : LL.gen.usesCurrency.prompt({ ...base, currency: about.currency! }),
        ),
        explanation: constant(LL.gen[about.template].explanation({ ...base, currencies: facts.currencies, count: namedCount(facts.currencies) })),
        options: labels(options, (code) => currencyName(locale, code)),
      }
    case 'currencyUsers':
    case 'languageSpeakers': {
      const code = (about.currency ?? about.language)!
      const users = options.filter((o) => (about.currency ? country(o)!.currencies : country(o)!.languages).includes(code))
      return {
        prompt: constant(
          about.template === 'currencyUsers' ? LL.gen.currencyUsers.prompt({ currency: code }) : LL.gen.languageSpeakers.prompt({ language: code }),
        ),
        explanation: constant(
          about.template === 'currencyUsers'
            ? LL.gen.currencyUsers.explanation({ currency: code, countries: countryArgs(users), count: users.length })
            : LL.gen.languageSpeakers.explanation({ language: code, countries: countryArgs(users), count: users.length }),
        ),
        options: countryOptions(),
      }
    }
    case 'map':
      return {
        prompt: constant(LL.gen.map.prompt(base)),
        explanation: constant(LL.gen.map.explanation({ ...base, region: subregionName(LL, facts) })),
        options: labels(options, (code) => name(code)),
      }
    case 'shape':
      return {
        prompt: constant(LL.gen.shape.prompt()),
        explanation: constant(LL.gen.shape.explanation({ ...base, area: area(about.country), region: subregionName(LL, facts) })),
        options: countryOptions(),
      }
    case 'capitalOf':
    case 'capitalTyped':
      return {
        prompt: constant(LL.gen[about.template].prompt(base)),
        explanation: constant(capitalsSentence(locale, about.country)),
        options: labels(options, (id) => cityName(locale, id)!),
        ...typedCapital(locale, about.country),
      }
    case 'capitalCity':
    case 'capitalFlag': {
      const named = { city: cityName(locale, about.city!)! }
      return {
        prompt: constant(LL.gen[about.template].prompt(named)),
        explanation: constant(withEveryCapital(locale, about.country, LL.gen.capitalCity.explanation({ ...named, ...base }))),
        options: about.template === 'capitalFlag' ? labels(options, (code) => flagAlt(locale, code)) : countryOptions(),
      }
    }
    case 'capitalClaim': {
      const claimed = { ...base, city: cityName(locale, about.city!)! }
      const capital = formatList(locale, capitalsOf(about.country).map((id) => cityName(locale, id)!))
      const other = countryArg(city(about.city!)!.country)
      const several = capitalsOf(about.country).length > 1
      // "The capital of Bolivia is Sucre and La Paz" would be wrong: a country with several says so in a sentence of its own.
      const explanation =
        largestCity(about.country) === about.city
          ? LL.gen.capitalClaim.largest({ ...claimed, capital })
          : question.type === 'boolean' && question.answer
            ? withEveryCapital(locale, about.country, LL.gen.capitalCity.explanation(claimed))
            : several
              ? withEveryCapital(locale, about.country, LL.gen.capitalCity.explanation({ city: claimed.city, country: other }))
              : LL.gen.capitalClaim.other({ ...claimed, other, capital })
      return { prompt: constant(LL.gen.capitalClaim.prompt(claimed)), explanation: constant(explanation) }
    }
    case 'capitalWhere': {
      const named = { city: cityName(locale, about.city!)! }
      return {
        prompt: constant(LL.gen.capitalWhere.prompt(named)),
        // One city was asked for: "each accepted" of a country with several would not hold here.
        explanation: constant(LL.gen.capitalCity.explanation({ ...named, ...base })),
        options: labels(options, (id) => cityName(locale, id)!),
      }
    }
    case 'capitalNorth':
    case 'capitalOrder': {
      const north = about.template === 'capitalNorth'
      const ids = north ? [...options].sort((a, b) => city(b)!.lat - city(a)!.lat) : question.type === 'order' ? question.answer : []
      const position = (id: string) => {
        const { lat, lon } = city(id)!
        const args = { city: cityName(locale, id)!, degrees: formatNumber(locale, Math.round(Math.abs(north ? lat : lon) * 10) / 10) }
        return north ? (lat >= 0 ? LL.gen.cityNorth(args) : LL.gen.citySouth(args)) : lon >= 0 ? LL.gen.cityEast(args) : LL.gen.cityWest(args)
      }
      const list = formatList(locale, ids.map(position))
      const name = (id: string) => cityName(locale, id)!
      return {
        prompt: constant(LL.gen[about.template].prompt()),
        explanation: constant(LL.gen[about.template].explanation({ list })),
        ...(north ? { options: labels(options, name) } : { items: labels(ids, name) }),
      }
    }
    case 'language':
    case 'speaks':
      return {
        prompt: constant(
          about.template === 'language'
            ? LL.gen.language.prompt(base)
            : LL.gen.speaks.prompt({ ...base, language: about.language! }),
        ),
        explanation: constant(LL.gen[about.template].explanation({ ...base, languages: facts.languages, count: namedCount(facts.languages) })),
        options: labels(options, (code) => languageName(locale, code)),
      }
  }
}

/** "The capital of Kenya is Nairobi", or every capital of a country that has several. */
const capitalsSentence = (locale: Locale, country: string): string => {
  const LL = translator(locale)
  const names = capitalsOf(country).map((id) => cityName(locale, id)!)
  const base = { country: countryArg(country) }
  return names.length === 1 ? LL.gen.capitalOf.explanation({ ...base, capital: names[0]! }) : LL.gen.capitalOf.several({ ...base, count: names.length, capitals: formatList(locale, names) })
}

/** A sentence about one capital, followed for a country with several by the sentence that names them all. */
const withEveryCapital = (locale: Locale, country: string, sentence: string): string =>
  capitalsOf(country).length > 1 ? `${sentence}${SENTENCE_GAP[locale] ?? ' '}${capitalsSentence(locale, country)}` : sentence

/** What stands between two sentences: a space, but nothing after Chinese and Japanese full stops (。). */
const SENTENCE_GAP: Partial<Record<Locale, string>> = { ja: '', zh: '', 'zh-Hant': '' }

/**
 * A typed capital: shown as the name of its first capital in the locale (the explanation
 * names every one); accepted as any spelling of any of the country's capitals.
 */
const typedCapital = (locale: Locale, country: string): Pick<QuestionTexts, 'answer' | 'accepted'> => {
  const capitals = capitalsOf(country)
  return {
    answer: constant(cityName(locale, capitals[0]!)!),
    accepted: constant([...new Set(capitals.flatMap((id) => citySpellings(locale, id)))].join('|')),
  }
}

/** A typed country: shown as its CLDR name; accepted as any CLDR or world-countries spelling, in the locale or English. */
const typedCountry = (locale: Locale, facts: CountryFacts): Pick<QuestionTexts, 'answer' | 'accepted'> => {
  const spellings = [
    countryName(locale, facts.code),
    countryName(baseLocale, facts.code),
    ...countrySpellings(locale, facts.code),
  ]
  return { answer: constant(countryName(locale, facts.code)), accepted: constant([...new Set(spellings)].join('|')) }
}

/**
 * A generated question's words, put together once per locale and isolate: a result page
 * asks for ten questions' words three times each. Bounded, though the catalog bounds it
 * already (about 3,800 questions × 6 locales).
 */
const wordsMemo = new Map<string, QuestionTexts>()
const MAX_MEMO = 8_000

/** The words of any catalog question in `locale`. */
export const textsFor = (locale: Locale, question: Question): QuestionTexts => {
  if (!question.about) return questionTexts(translator(locale), question.id)
  const key = `${locale}:${question.id}`
  let texts = wordsMemo.get(key)
  if (!texts) {
    texts = generatedTexts(locale, question)
    if (wordsMemo.size >= MAX_MEMO) wordsMemo.clear()
    wordsMemo.set(key, texts)
  }
  return texts
}

/** Accepted typed answers for a text question: the locale's own and the base locale's (none for any other question). */
export const acceptedAnswers = (locale: Locale, question: Question): string[] => {
  if (question.type !== 'text') return []
  const own = textsFor(locale, question).accepted?.() ?? ''
  const base = textsFor(baseLocale, question).accepted?.() ?? ''
  return [...new Set([...own.split('|'), ...base.split('|')].map((s) => s.trim()).filter(Boolean))]
}
