/**
 * @module map-texts
 * A map's words in the player's locale: alt text of the pictures (what each shows, never
 * the answer of the question it belongs to), the lettered markers' positions, and how far
 * off a wrong country was ("Spain is 1,050 km south-west of Germany"), and the card of the
 * country a question is about.
 */
import { readClick, type Answer } from '../game/answers.js'
import type { MapQuestion, Question } from '../game/catalog.js'
import { COUNTRIES, country } from '../game/countries.js'
import { judgeMapAnswer } from '../game/scoring.js'
import { foldText } from '../game/text-fold.js'
import { countryMap, frameById, wherePicture } from '../maps/frames.js'
import { remember } from '../bounded.js'
import { capitalsOf, city } from '../game/cities.js'
import type { CountryCardData, FeedbackMap } from '../ui/Place.js'
import { bearing, borderDistanceKm, cityLonLat, cityPoint, compassPoint, directionOf, directionOfPoint, type CompassPoint } from '../maps/geometry.js'
import { cityName, countrySpellings } from './cities.js'
import { countryArg, countryName, flagUrl, subregionName } from './question-texts.js'
import { baseLocale, formatList, formatNumber, translator, type Locale } from './translations.js'

/** The region a frame shows, in words: its countries' subregion, or the world. */
export const regionName = (locale: Locale, frameId: string, code: string): string => {
  const LL = translator(locale)
  return frameId === 'world' ? LL.maps.world() : subregionName(LL, country(code)!)
}

/** Templates whose border questions outline the neighbours on the feedback's map. */
const BORDER_TEMPLATES = new Set(['borderPick', 'neighbours', 'borders', 'neighbourCount', 'borderedBy'])

/** The country a question is about, for its "where it is" map: a generated question's anchor, or a curated one's country. */
/**
 * Questions about a set of countries (which of five are landlocked, who uses a currency
 * or speaks a language, four in order of size or latitude) are about no one country:
 * their anchor is only one of the set, so highlighting it would mark a country as the
 * answer that may not be one. They have no "where it is" map.
 */
const SET_TEMPLATES: ReadonlySet<string> = new Set(['landlocked', 'currencyUsers', 'languageSpeakers', 'areaOrder', 'northOrder'])

export const countryOf = (question: Question): string | undefined =>
  SET_TEMPLATES.has(question.about?.template ?? '') ? undefined : (question.about?.country ?? question.countries[0])

/** The feedback's map: the picture, its size (base px), the player's pin and a city question's dot. */
export type WhereMap = FeedbackMap

/** A point of a frame (base px) in % of its width and height, to a tenth. */
const percentOf = (frame: { width: number; height: number }, [x, y]: readonly [number, number]) => ({
  x: Math.round((x / frame.width) * 1000) / 10,
  y: Math.round((y / frame.height) * 1000) / 10,
})

/** Where a map question's option lies on its frame, base px: its city, or its country's interior point. */
const optionPoint = (question: MapQuestion, value: string): readonly [number, number] => {
  const frame = frameById(question.frame)!
  return question.target === 'city' ? cityPoint(frame, value) : frame.byCode.get(value)!.label
}

/** The country a map question is about: its own, or its city's. */
export const mapCountry = (question: MapQuestion): string => (question.target === 'city' ? city(question.answer)!.country : question.answer)

/** The feedback's map: the question's country highlighted on its region's map (neighbours outlined for border questions). */
export const whereMap = (locale: Locale, question: Question, answer?: Answer): WhereMap | undefined => {
  const code = countryOf(question)
  const where = code ? countryMap(code) : undefined
  if (!code || !where) return undefined
  const LL = translator(locale)
  const withNeighbours = BORDER_TEMPLATES.has(question.about?.template ?? '') && (country(code)!.borders?.length ?? 0) > 0
  const args = { region: regionName(locale, where.f, code), country: countryArg(code) }
  const { width, height } = frameById(where.f)!
  const cityAsked = question.type === 'map' && question.target === 'city'
  const alt = cityAsked
    ? LL.maps.cityAlt({ ...args, city: cityName(locale, question.answer)! })
    : withNeighbours
      ? LL.maps.nearAlt(args)
      : LL.maps.whereAlt(args)
  const map: WhereMap = { src: wherePicture(code, withNeighbours), alt, width, height }
  if (cityAsked) map.dot = percentOf(map, cityPoint(frameById(question.frame)!, question.answer))
  if (question.type === 'map' && typeof answer === 'string') {
    const judged = judgeMapAnswer(question, answer)
    const frame = frameById(question.frame)!
    if (readClick(answer)) map.pin = percentOf(frame, frame.projection(judged.at)!)
  }
  return map
}

/**
 * Where on a map a point lies, told from the map's centre: one of eight compass points,
 * or the centre itself within a tenth of the map (a 3×3 grid put most markers of a
 * region "in the centre").
 */
const positionOnMap = (x: number, y: number, width: number, height: number): CompassPoint | 'centre' => {
  const dx = x / width - 0.5
  const dy = y / height - 0.5
  if (Math.hypot(dx, dy) < 0.1) return 'centre'
  // Screen y grows southward: north is up.
  return compassPoint(((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360)
}

export const MARKER_LETTERS = ['A', 'B', 'C', 'D'] as const

export interface Marker {
  letter: string
  value: string
  /** % of the picture's width and height. */
  x: number
  y: number
}

/** The accessible alternative: the map question's options as lettered markers on its map, and the alt text saying where each is. */
export const mapMarkers = (locale: Locale, question: MapQuestion): { markers: Marker[]; alt: string } => {
  const LL = translator(locale)
  const frame = frameById(question.frame)!
  const markers = question.options.map((value, i) => {
    const px = optionPoint(question, value)
    return { letter: MARKER_LETTERS[i]!, value, ...percentOf(frame, px), px }
  })
  const places = markers.map((m) =>
    LL.maps.markerAt({ letter: m.letter, position: LL.maps.directions[positionOnMap(m.px[0], m.px[1], frame.width, frame.height)]() }),
  )
  return {
    markers: markers.map(({ px: _, ...m }) => m),
    alt: LL.maps.markersAlt({ region: regionName(locale, frame.id, mapCountry(question)), markers: formatList(locale, places) }),
  }
}

/** Templates that ask which country something is (a flag, an outline, a place): a wrong country gets its distance and direction. */
const WHICH_COUNTRY = new Set(['flag', 'flagName', 'flagText', 'borderPick', 'borderedBy', 'shape', 'map', 'capitalWhere'])

const spellingIndex = new Map<Locale, Map<string, string>>()
/** The country a typed answer names (any accepted spelling in the locale or English), if any. */
const countryTyped = (locale: Locale, typed: string): string | undefined => {
  let index = spellingIndex.get(locale)
  if (!index) {
    index = new Map()
    for (const { code } of COUNTRIES) {
      for (const spelling of [countryName(locale, code), countryName(baseLocale, code), ...countrySpellings(locale, code)]) {
        index.set(foldText(spelling, locale), code)
      }
    }
    spellingIndex.set(locale, index)
  }
  return index.get(foldText(typed, locale))
}

/** A km figure as players read it: to the km under 100 km, to 10 km under 1,000 km, to 100 km beyond. */
const formatKm = (locale: Locale, km: number): string =>
  formatNumber(locale, km < 100 ? Math.max(1, Math.round(km)) : km < 1000 ? Math.round(km / 10) * 10 : Math.round(km / 100) * 100)

/** "Spain is 1,050 km south-west of Germany", or "Bolivia borders Peru, to its south-east"; `clicked` says it of a click ("You clicked on Spain, 1,050 km south-west of Germany"). */
const countryAway = (locale: Locale, other: string, right: string, clicked = false): string | undefined => {
  const LL = translator(locale)
  const km = borderDistanceKm(other, right)
  const direction = directionOf(other, right)
  if (km === undefined || !direction) return undefined
  const args = { other: countryArg(other), country: countryArg(right), direction: LL.maps.directions[direction]() }
  const neighbours = country(right)!.borders?.includes(other) || km === 0
  if (neighbours) return clicked ? LL.maps.clickedBorders(args) : LL.maps.borders(args)
  const away = { ...args, km: formatKm(locale, km) }
  return clicked ? LL.maps.clickedAway(away) : LL.maps.away(away)
}

/** How far off a wrong country was, in words, for the feedback; undefined when the answer was right or names no country. */
export const offByText = (locale: Locale, question: Question, answer: Answer, points: number): string | undefined => {
  if (points >= 1 || !question.about || !WHICH_COUNTRY.has(question.about.template)) return undefined
  const LL = translator(locale)
  if (question.type === 'map' && question.target === 'city') {
    // "Your click was 420 km south-west of Nairobi", or "Mombasa is 440 km south-east of Nairobi".
    const judged = judgeMapAnswer(question, answer as string)
    const args = {
      km: formatKm(locale, judged.km),
      direction: LL.maps.directions[compassPoint(bearing(cityLonLat(question.answer), judged.at))](),
      city: cityName(locale, question.answer)!,
    }
    return readClick(answer as string) ? LL.maps.cityClickAway(args) : LL.maps.cityAway({ ...args, chosen: cityName(locale, answer as string)! })
  }
  if (question.type === 'map') {
    const judged = judgeMapAnswer(question, answer as string)
    if (judged.clicked && judged.clicked !== question.answer) {
      const clicked = readClick(answer as string) !== undefined
      const away = countryAway(locale, judged.clicked, question.answer, clicked)
      return away ?? (clicked ? LL.maps.youClicked({ other: countryArg(judged.clicked) }) : undefined)
    }
    if (!readClick(answer as string)) return undefined
    const direction = directionOfPoint(judged.at, question.answer)!
    return LL.maps.clickAway({ km: formatKm(locale, judged.km), direction: LL.maps.directions[direction](), country: countryArg(question.answer) })
  }
  // "Which of these borders Nicaragua?": a wrong pick is told from Nicaragua (why it is no neighbour), not from the right pick.
  const right =
    question.about.template === 'borderPick' ? question.about.country : question.type === 'text' ? question.about.country : (question as { answer: unknown }).answer
  if (typeof right !== 'string') return undefined
  const given = question.type === 'text' ? countryTyped(locale, answer as string) : (answer as string)
  return given && given !== right && countryMap(given) ? countryAway(locale, given, right) : undefined
}

/** A map answer as given, in words: the country clicked or chosen, or a click on none. */
export const describeMapAnswer = (locale: Locale, question: MapQuestion, answer: string): string => {
  const LL = translator(locale)
  const judged = judgeMapAnswer(question, answer)
  if (!readClick(answer)) return question.target === 'city' ? cityName(locale, answer)! : countryName(locale, answer)
  return judged.clicked ? LL.maps.clickOn({ country: countryArg(judged.clicked) }) : LL.maps.clickNone()
}

const cards = new Map<string, CountryCardData>()
const MAX_CARDS = 21 * 200
/**
 * The card of the country a question is about (its flag, name and capitals), or
 * undefined for a question about no one country. Made once per locale and country.
 */
export const countryCard = (locale: Locale, question: Question): CountryCardData | undefined => {
  const code = countryOf(question)
  if (!code || !country(code)) return undefined
  return remember(cards, MAX_CARDS, `${locale}/${code}`, () => {
    const LL = translator(locale)
    const capitals = capitalsOf(code).map((id) => cityName(locale, id)!)
    return {
      name: countryName(locale, code),
      flag: { src: flagUrl(code), alt: LL.gen.flagOf({ country: countryArg(code) }) },
      ...(capitals.length ? { capitals: { label: capitals.length > 1 ? LL.maps.capitalsLabel() : LL.maps.capitalLabel(), names: formatList(locale, capitals) } } : {}),
    }
  })
}
