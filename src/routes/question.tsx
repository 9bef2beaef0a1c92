/**
 * @module question
 * `/{locale}/game/{questionType}/{questionId}`: shows the current question or, once
 * answered, its feedback; takes the answer as a form post (303 back to the same URL)
 * or from the hydrated client (`Accept: application/json`, 200 with the verdict).
 */
import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { answerFields, MAX_TEXT_LENGTH, parseAnswer, readClick, type AnswerFields, type AnswerErrorCode } from '../game/answers.js'
import { findQuestion, LEARNER_MODES, type FlagId, type Question } from '../game/catalog.js'
import { utcDay } from '../game/daily.js'
import { scoreAnswer, solutionFields } from '../game/scoring.js'
import { countsInStats, currentIndex, gameMode, gamePassed, gameScore, isFinished, recordAnswer, type GameState, type RecordedAnswer } from '../game/state.js'
import type { AppEnv } from '../env.js'
import { nowSeconds, readGameCookie, writeDailyCookie, writeGameCookie } from '../http/game-cookie.js'
import { sendRendered, sendWhole } from '../http/render.js'
import { entryUrl, isFormPost, jsonError, questionUrl, readFormFields, resultUrl, statsContext, successUrl, wantsJson } from '../http/respond.js'
import { describeAnswer, describeSolution, verdictOf, verdictText } from '../i18n/describe.js'
import { countryCard, mapCountry, mapMarkers, MARKER_LETTERS, offByText, regionName, whereMap } from '../i18n/map-texts.js'
import { cityName } from '../i18n/cities.js'
import { acceptedAnswers, countryArg, countryName, flagAlt, flagUrl, subregionKey, subregionName, textsFor } from '../i18n/question-texts.js'
import { country } from '../game/countries.js'
import { frameById, framePicture, MAP_DISPLAY_WIDTHS, MAP_WIDTH, shapePicture } from '../maps/frames.js'
import type { MapProps } from '../ui/MapAnswer.js'
import { formatNumber, formatPercent, translator, type Locale } from '../i18n/translations.js'
import { formatDaysFrom } from '../i18n/intl.js'
import { countAnswer, countDailyScore, readAnswerCounts, shareRight } from '../stats/store.js'
import { answeringLearner } from '../learners/cookie.js'
import { keepAnswers, learnerAnswer, recordAnswers } from '../learners/store.js'
import { Island } from '../ui/Island.js'
import { remember } from '../bounded.js'
import { fill, numberStandIn, shapeOf, standInsFor, textStandIn, withTexts, type Template, type TextSlot } from '../http/template.js'
import { QuestionScreen, type AnswerResponse, type Feedback, type QuestionScreenProps } from '../ui/QuestionScreen.js'
import { notFoundPage, problemPage } from './errors.js'

type Ctx = Context<AppEnv, '/:locale/game/:type/:id'>

/** Where the player goes after answering question `index`. */
const nextUrl = (locale: Locale, game: GameState, index: number): string => {
  const nextId = game.ids[index + 1]
  if (nextId !== undefined) return questionUrl(locale, findQuestion(nextId)!)
  return gamePassed(game) ? successUrl(locale) : resultUrl(locale)
}

/** Where the player belongs now: the current question, or the result once finished. */
const currentUrl = (locale: Locale, game: GameState): string =>
  isFinished(game) ? resultUrl(locale) : questionUrl(locale, findQuestion(game.ids[currentIndex(game)]!)!)

/** How everyone did on a question, once enough have answered; undefined while unknown or when the store is down. */
const playersRight = async (c: Ctx, question: Question) => {
  const counts = await readAnswerCounts(statsContext(c), [question.id])
  return shareRight(counts?.get(question.id))
}

/** "62% of 143 players got this right." */
export const playersRightText = (locale: Locale, known: { share: number; answered: number }): string =>
  translator(locale).stats.shareRight({ percent: formatPercent(locale, known.share), players: known.answered })

/**
 * What the feedback on a question says to every player of a locale (the solution, the
 * explanation, the map of a country question): made once per isolate and kept, as the
 * answer's JSON and the feedback page that follows it both need it.
 */
const sharedFeedbacks = new Map<string, { solution: string; explanation: string; textAnswer: string | undefined; map: ReturnType<typeof whereMap>; card: ReturnType<typeof countryCard> }>()
const MAX_SHARED_FEEDBACKS = 4096
const sharedFeedback = (locale: Locale, question: Question) =>
  remember(sharedFeedbacks, MAX_SHARED_FEEDBACKS, `${locale}/${question.id}`, () => {
    const texts = textsFor(locale, question)
    return {
      solution: describeSolution(locale, question),
      explanation: texts.explanation(),
      textAnswer: texts.answer?.(),
      map: question.type === 'map' ? undefined : whereMap(locale, question),
      card: countryCard(locale, question),
    }
  })

/** What the feedback says of one answer: the same for every player who gave it (in a locale). */
type AnswerFeedback = Omit<Feedback, 'next' | 'nextLabel' | 'playersRight'>
const answerFeedbacks = new Map<string, AnswerFeedback>()
const MAX_ANSWER_FEEDBACKS = 4096
/** The key of an answer's feedback: all it depends on (the click's width is the JSON answer's alone). */
export const answerKey = (locale: Locale, question: Question, recorded: RecordedAnswer, clickWidth?: number) =>
  `${locale}/${question.id}/${recorded.p}/${clickWidth ?? ''}/${JSON.stringify(recorded.a)}`

export const answerFeedback = (locale: Locale, question: Question, recorded: RecordedAnswer, clickWidth?: number): AnswerFeedback =>
  remember(answerFeedbacks, MAX_ANSWER_FEEDBACKS, answerKey(locale, question, recorded, clickWidth), () => {
    const shared = sharedFeedback(locale, question)
    // A map question's map shows the player's own click; any other's is the same for all.
    const map = question.type === 'map' ? whereMap(locale, question, recorded.a) : shared.map
    const offBy = offByText(locale, question, recorded.a, recorded.p)
    return {
      ...(map ? { map } : {}),
      ...(shared.card ? { card: shared.card } : {}),
      ...(offBy ? { offBy } : {}),
      verdict: verdictOf(recorded.p),
      verdictText: verdictText(locale, recorded.p),
      points: recorded.p,
      given: describeAnswer(locale, question, recorded.a),
      solution: shared.solution,
      solutionFields: solutionFields(question, shared.textAnswer, clickWidth),
      explanation: shared.explanation,
    }
  })

const isLast = (game: GameState, index: number) => index + 1 >= game.ids.length

const feedbackFor = (
  locale: Locale,
  question: Question,
  game: GameState,
  index: number,
  known?: { share: number; answered: number },
  clickWidth?: number,
): Feedback => ({
  ...answerFeedback(locale, question, game.answers[index]!, clickWidth),
  ...(game.answers[index]!.r ? { review: translator(locale).progress.nextReview({ when: formatDaysFrom(locale, game.answers[index]!.r! - game.t) }) } : {}),
  next: nextUrl(locale, game, index),
  nextLabel: isLast(game, index) ? translator(locale).ui.seeResult() : translator(locale).ui.next(),
  ...(known ? { playersRight: playersRightText(locale, known) } : {}),
})

/** The map question's map: image inputs, or (for `markers`) the lettered alternative. */
const mapProps = (locale: Locale, question: Question & { type: 'map' }, markers: boolean, url: string): MapProps => {
  const LL = translator(locale)
  const frame = frameById(question.frame)!
  const region = regionName(locale, frame.id, mapCountry(question))
  const name = countryArg(question.answer)
  // "Where is Nairobi?": the same map, told of a city.
  const cityAsked = question.target === 'city' ? cityName(locale, question.answer)! : undefined
  const lettered = markers ? mapMarkers(locale, question) : undefined
  return {
    src: framePicture(frame.id),
    width: frame.width,
    height: frame.height,
    sizes: MAP_DISPLAY_WIDTHS.filter((w) => w !== MAP_WIDTH),
    alt: cityAsked ? LL.maps.cityClickAlt({ region, city: cityAsked }) : LL.maps.clickAlt({ region, country: name }),
    pictureAlt: LL.maps.mapOf({ region }),
    ...(lettered
      ? { markers: { list: lettered.markers, alt: lettered.alt, choices: MARKER_LETTERS.map((letter) => LL.maps.marker({ letter })) } }
      : {}),
    markersHref: `${url}?${MARKERS_QUERY}=1#prompt`,
    clickHref: `${url}#prompt`,
    labels: {
      clickHint: cityAsked ? LL.maps.cityClickHint() : LL.maps.clickHint(),
      useMarkers: LL.maps.useMarkers(),
      useClick: LL.maps.useClick(),
      pinHint: LL.maps.pinHint(),
      zoomIn: LL.maps.zoomIn(),
      zoomOut: LL.maps.zoomOut(),
      markersHint: cityAsked ? LL.maps.cityMarkersHint({ city: cityAsked }) : LL.maps.markersHint({ country: name }),
    },
  }
}

/** The query that asks for a map question's lettered markers (the keyboard and screen-reader way). */
export const MARKERS_QUERY = 'markers'

/** Where a question stands in its game (or room): its index, how many questions, how many answered. */
export interface Position {
  index: number
  total: number
  answered: number
}

const positionIn = (game: GameState, index: number): Position => ({ index, total: game.ids.length, answered: game.answers.length })

/** The question screen's props; `action` is where the answer is posted (the question's own URL in a game). */
export const questionScreenProps = (
  locale: Locale,
  question: Question,
  { index, total, answered }: Position,
  extra: Pick<QuestionScreenProps, 'given' | 'error' | 'feedback'>,
  markers = false,
  action = questionUrl(locale, question),
): QuestionScreenProps => {
  const LL = translator(locale)
  const texts = textsFor(locale, question)
  const choices =
    question.type === 'boolean'
      ? [
          { value: 'true', label: LL.ui.trueLabel() },
          { value: 'false', label: LL.ui.falseLabel() },
        ]
      : question.type === 'image'
        ? question.options.map((value) =>
            question.about
              ? { value, label: texts.options![value]!(), image: flagUrl(value) }
              : { value, label: LL.flags[value as FlagId](), flag: value as FlagId },
          )
        : question.type === 'single' || question.type === 'multiple'
          ? question.options.map((value) => ({ value, label: texts.options?.[value]?.() ?? value }))
          : []
  const items =
    question.type === 'order'
      ? question.shown.map((value) => {
          const label = texts.items?.[value]?.() ?? value
          return { value, label, moveUp: LL.ui.moveUp({ item: label }), moveDown: LL.ui.moveDown({ item: label }) }
        })
      : []
  return {
    action,
    type: question.type,
    prompt: texts.prompt(),
    ...(question.picture ? { picture: { src: flagUrl(question.picture), alt: flagAlt(locale, question.picture) } } : {}),
    ...(question.outline ? { picture: { src: shapePicture(question.outline), alt: outlineAlt(locale, { ...question, outline: question.outline }), outline: true } } : {}),
    ...(question.type === 'map' ? { map: mapProps(locale, question, markers, action) } : {}),
    progressText: LL.ui.progress({ current: index + 1, total }),
    progressLabel: LL.ui.progressLabel(),
    current: answered,
    total,
    choices,
    items,
    unit: texts.unit?.() ?? '',
    labels: {
      submit: LL.ui.submit(),
      multipleHint: LL.ui.multipleHint(),
      orderHint: LL.ui.orderHint(),
      orderButtonsHint: LL.ui.orderButtonsHint(),
      orderPositions: items.map((_, i) => LL.ui.orderPosition({ position: i + 1 })),
      orderChoose: LL.ui.orderChoose(),
      numberLabel: LL.ui.numberLabel(),
      textLabel: LL.ui.textLabel(),
      yourAnswer: LL.ui.yourAnswer(),
      correctAnswer: LL.ui.correctAnswer(),
    },
    ...extra,
  }
}

/**
 * A shape question's picture, in words: its region and size, never its name. Where the
 * region's name holds an option's ("a country in Micronesia", "in Australia and New
 * Zealand"), it names the continent instead.
 */
export const outlineAlt = (locale: Locale, question: Question & { outline: string }): string => {
  const facts = country(question.outline)!
  const area = formatNumber(locale, Number(facts.area.toPrecision(2)))
  const LL = translator(locale)
  const region = subregionName(LL, facts)
  const options = question.type === 'single' ? question.options : []
  // The region as the sentence inflects it ("Микронезии") and as it is named alone ("Микронезия").
  const label = (LL.regionNames as unknown as Record<string, () => string>)[subregionKey(facts.subregion)]?.() ?? ''
  // An option is named when a form holds its name, or they share a word ("страны Микронезии", "Федеративные Штаты Микронезии").
  const forms = [region, label].map((form) => form.toLocaleLowerCase(locale))
  const words = (text: string) => text.toLocaleLowerCase(locale).split(/[\s\p{P}]+/u).filter((w) => w.length >= 4)
  const regionWords = new Set(forms.flatMap(words))
  const named = (code: string) => {
    const name = countryName(locale, code)
    return forms.some((form) => form.includes(name.toLocaleLowerCase(locale))) || words(name).some((w) => regionWords.has(w))
  }
  if (!options.some(named)) return LL.maps.shapeAlt({ region, area })
  const continent = (LL.roomSetup as unknown as Record<string, () => string>)[facts.region.toLowerCase()]?.() ?? facts.region
  return LL.maps.shapeAltWide({ continent, area })
}

const screenProps = (
  locale: Locale,
  question: Question,
  game: GameState,
  index: number,
  extra: Pick<QuestionScreenProps, 'given' | 'error' | 'feedback'>,
  markers = false,
): QuestionScreenProps => questionScreenProps(locale, question, positionIn(game, index), extra, markers)

const screen = (props: QuestionScreenProps) => (
  <Island name="question" props={props}>
    <QuestionScreen {...props} />
  </Island>
)

/** A rejected answer: the player's own state, rendered by React for this response. */
const renderScreen = (c: Ctx, props: QuestionScreenProps) => sendWhole(c, screen(props), { title: props.progressText, hydrate: true })

/**
 * An unanswered question is the same for every player of a locale (decision 008) but for
 * where it stands in their game ("Question 3 of 10" and the progress bar): it is rendered
 * by React once per isolate, locale and question with stand-ins for those, and each
 * response fills them in. The key holds all else the screen depends on; nothing of a
 * player's answers, errors or cookie is in it.
 *
 * An answered question's feedback is, likewise, the same for every player who gave the
 * same answer to it (decision 011) but for the position, the address of the player's
 * next question and how everyone did so far: rendered once per locale, question, answer
 * (and score), game length, whether it is the last and whether the share is known, with
 * stand-ins for those three.
 */
const standIns = standInsFor(() => ({
  progressText: textStandIn('progress'),
  current: numberStandIn(),
  next: textStandIn('next'),
  playersRight: textStandIn('playersright'),
}))
type Slot = 'progressText' | 'current' | 'next' | 'playersRight'
// Each at most 4,096 screens of a few kB: unanswered questions, and feedbacks apart, so
// that one never pushes the other out.
const unansweredScreens = new Map<string, Template<Slot>>()
const feedbackScreens = new Map<string, Template<Slot>>()
const MAX_SCREEN_TEMPLATES = 4096
// Shapes are few (a question type, how many choices, a picture or not, which feedback
// parts there are): a few hundred across every question, answer and locale.
const shapeScreens = new Map<string, Template<Slot | TextSlot>>()
const MAX_SHAPES = 1024

/**
 * A screen split at its stand-ins. Made from its shape's template, which React renders
 * once for every screen of that shape (decision 011), or (`direct`) rendered as it is: a
 * map question always is (its markers' coordinates are numbers of the key, so each would
 * be a shape of its own).
 */
export const screenMarkup = (props: QuestionScreenProps, direct = props.type === 'map'): Template<Slot> => {
  if (direct) return standIns().split(renderToString(screen(props)))
  const { progressText, next, playersRight } = standIns()
  const keep = new Set([progressText, next, playersRight])
  const shape = shapeOf(props, keep)
  const template = remember(shapeScreens, MAX_SHAPES, shape.key, () => standIns().splitShape(renderToString(screen(shapeOf(props, keep, true).props!))))
  return withTexts(template, shape.texts)
}

/** Takes the screen from the isolate's templates, or makes it from its shape. */
const screenTemplate = (templates: Map<string, Template<Slot>>, key: string, make: () => QuestionScreenProps) =>
  remember(templates, MAX_SCREEN_TEMPLATES, key, () => screenMarkup(make()))

/** What fills a template's position: "Question 3 of 10" and how many are answered. */
const positionValues = (locale: Locale, game: GameState, index: number) => ({
  progressText: translator(locale).ui.progress({ current: index + 1, total: game.ids.length }),
  current: String(game.answers.length),
})

/**
 * A question's screen with stand-ins for its position, and nothing of a player's answer:
 * kept a while per locale, question and game length, as a player's question and then
 * its feedback both start from it.
 */
const positionlessScreens = new Map<string, QuestionScreenProps>()
const MAX_POSITIONLESS_SCREENS = 1024
/** All an unanswered screen depends on: its props and its template are kept under this key. */
const unansweredKey = (locale: Locale, question: Question, total: number, markers: boolean) => `${locale}/${question.id}/${total}${markers ? '/markers' : ''}`
const positionlessScreen = (locale: Locale, question: Question, total: number, markers: boolean): QuestionScreenProps =>
  remember(positionlessScreens, MAX_POSITIONLESS_SCREENS, unansweredKey(locale, question, total, markers), () => ({
    ...questionScreenProps(locale, question, { index: 0, total, answered: 0 }, {}, markers),
    progressText: standIns().progressText,
    current: standIns().current,
  }))

const sendUnanswered = (c: Ctx, locale: Locale, question: Question, game: GameState, index: number) => {
  const markers = question.type === 'map' && c.req.query(MARKERS_QUERY) === '1'
  const template = screenTemplate(unansweredScreens, unansweredKey(locale, question, game.ids.length, markers), () =>
    positionlessScreen(locale, question, game.ids.length, markers),
  )
  const position = positionValues(locale, game, index)
  return sendRendered(c, fill(template, { ...position, next: '', playersRight: '' }), { title: position.progressText, hydrate: true })
}

/** An answered question's screen, with stand-ins for the position, the next question and the share (when `known`). */
export const feedbackScreenProps = (locale: Locale, question: Question, game: GameState, index: number, known: boolean): QuestionScreenProps => {
  // The share is a stand-in: it is not worded here.
  const feedback = feedbackFor(locale, question, game, index)
  return {
    ...positionlessScreen(locale, question, game.ids.length, false),
    feedback: { ...feedback, next: standIns().next, ...(known ? { playersRight: standIns().playersRight } : {}) },
    given: answerFields(question, game.answers[index]!.a),
  }
}

const sendFeedback = (c: Ctx, locale: Locale, question: Question, game: GameState, index: number, known: { share: number; answered: number } | undefined) => {
  const key = `${game.ids.length}/${isLast(game, index) ? 'last' : 'next'}/${known ? 'known' : 'unknown'}/${answerKey(locale, question, game.answers[index]!)}`
  const template = screenTemplate(feedbackScreens, key, () => feedbackScreenProps(locale, question, game, index, known !== undefined))
  const position = positionValues(locale, game, index)
  const values = { ...position, next: nextUrl(locale, game, index), playersRight: known ? playersRightText(locale, known) : '' }
  return sendRendered(c, fill(template, values), { title: position.progressText, hydrate: true })
}

type Located =
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'answered' | 'current'; question: Question; game: GameState; index: number }

/** Finds the question in the player's game: unknown, elsewhere (redirect), answered or current. */
const locate = async (c: Ctx): Promise<Located> => {
  const locale = c.get('locale')
  const { type, id } = c.req.param()
  const question = findQuestion(id)
  if (!question || question.type !== type) return { kind: 'notFound' }
  const game = await readGameCookie(c)
  if (!game) return { kind: 'redirect', to: entryUrl(locale) }
  const index = game.ids.indexOf(id)
  if (index !== -1 && index < currentIndex(game)) return { kind: 'answered', question, game, index }
  if (index !== -1 && index === currentIndex(game)) return { kind: 'current', question, game, index }
  return { kind: 'redirect', to: currentUrl(locale, game) }
}

const feedbackJson = async (c: Ctx, locale: Locale, question: Question, game: GameState, index: number) => {
  const known = await playersRight(c, question)
  const recorded = game.answers[index]!.a
  // A map question's solution is a click at the width the player's click was posted at.
  const clickWidth = question.type === 'map' && typeof recorded === 'string' ? readClick(recorded)?.width : undefined
  const feedback = feedbackFor(locale, question, game, index, known, clickWidth)
  const body: AnswerResponse = {
    correct: feedback.verdict === 'correct',
    points: feedback.points,
    explanation: feedback.explanation,
    next: feedback.next,
    solution: feedback.solutionFields,
    ...(known ? { playersRight: { share: known.share, answered: known.answered } } : {}),
    feedback,
  }
  return c.json(body)
}

/**
 * Counts a recorded answer in the shared statistics (and, for the last answer of a
 * scored daily, its score, also kept in the daily cookie). Bounded: a slow or failing
 * store never holds the player up; the shard dedupes whatever is retried.
 */
const countInStats = async (c: Ctx, question: Question, game: GameState, points: number) => {
  if (!countsInStats(game)) return
  const context = statsContext(c)
  const counting = [countAnswer(context, { game: game.g, question: question.id, right: points >= 1 })]
  if (gameMode(game) === 'daily' && isFinished(game)) {
    const score = gameScore(game)
    counting.push(countDailyScore(context, { game: game.g, day: game.d!, score }))
    // The entry screen shows today's score; a challenge begun yesterday leaves today's attempt alone.
    if (game.d === utcDay(nowSeconds())) counting.push(writeDailyCookie(c, { d: game.d, s: score }))
  }
  await Promise.all(counting)
}

/**
 * Keeps the answer for the player's learner (made by this first answer, its cookie
 * renewed). The page shows nothing of it, so it is written after the response
 * (waitUntil) and nothing waits for it; the result page records any answer that did not
 * arrive.
 */
const learnFrom = async (c: Ctx, game: GameState, index: number, seconds: number) => {
  const answer = learnerAnswer(game, index, Date.now(), seconds)
  if (!answer) return
  keepAnswers(statsContext(c), await answeringLearner(c), [answer])
}

/** Records a practice game's answer now and keeps in the game when its question is next due (when the store answers in time). */
const reviewIn = async (c: Ctx, game: GameState, index: number, seconds: number): Promise<GameState> => {
  const answer = learnerAnswer(game, index, Date.now(), seconds)
  if (!answer) return game
  const scheduled = await recordAnswers(statsContext(c), await answeringLearner(c), [answer])
  const due = scheduled?.find((s) => s.question === answer.question)?.due
  if (due === undefined) return game
  const answers = game.answers.map((a, i) => (i === index ? { ...a, r: Math.round(due / 1000) } : a))
  return { ...game, answers }
}

export const showQuestion = async (c: Ctx) => {
  const locale = c.get('locale')
  const found = await locate(c)
  if (found.kind === 'notFound') return notFoundPage(c)
  if (found.kind === 'redirect') return c.redirect(found.to, 302)
  const { question, game, index } = found
  if (found.kind === 'answered') return sendFeedback(c, locale, question, game, index, await playersRight(c, question))
  return sendUnanswered(c, locale, question, game, index)
}

export const answerQuestion = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  if (!isFormPost(c)) return problemPage(c, 415, 'unsupportedType')
  const found = await locate(c)
  if (found.kind === 'notFound') return notFoundPage(c)
  if (found.kind === 'redirect') {
    if (wantsJson(c)) return c.json({ error: { code: 'notCurrent', message: LL.errors.notCurrent(), next: found.to } }, 409)
    return c.redirect(found.to, 303)
  }
  const { question, index } = found
  let { game } = found
  if (found.kind === 'current') {
    const fields = await readFormFields(c)
    if (!fields) return problemPage(c, 400, 'malformed')
    const parsed = parseAnswer(question, fields)
    if (!parsed.ok && parsed.code === 'keyboardClick') return offerMarkers(c, locale, question)
    if (!parsed.ok) return rejectAnswer(c, locale, question, game, index, fields, parsed.code)
    const points = scoreAnswer(question, parsed.answer, { locale, accepted: acceptedAnswers(locale, question) })
    const recorded: RecordedAnswer = { p: points, a: parsed.answer }
    const now = nowSeconds()
    const seconds = now - game.t
    game = recordAnswer(game, question.id, recorded, now)
    // The client waits for the share: read the question's other shards while this answer is counted.
    const reading = wantsJson(c) ? playersRight(c, question) : undefined
    // A practice game says when the question comes back: its review is written before the page (bounded).
    if (LEARNER_MODES.includes(gameMode(game))) game = await reviewIn(c, game, index, seconds)
    else await learnFrom(c, game, index, seconds)
    await Promise.all([writeGameCookie(c, game), countInStats(c, question, game, points), reading])
  }
  if (wantsJson(c)) return feedbackJson(c, locale, question, game, index)
  // Land on the verdict: on a phone the feedback is below the question.
  return c.redirect(`${questionUrl(locale, question)}#verdict`, 303)
}

/**
 * A map's image input activated from the keyboard posts (0, 0): not a click, so nothing
 * is scored; the player gets the same question with lettered markers to choose from.
 */
const offerMarkers = (c: Ctx, locale: Locale, question: Question) => {
  const to = `${questionUrl(locale, question)}?${MARKERS_QUERY}=1#prompt`
  if (wantsJson(c)) return c.json({ error: { code: 'keyboardClick', message: translator(locale).errors.keyboardClick(), next: to } }, 400)
  return c.redirect(to, 303)
}

const rejectAnswer = (
  c: Ctx,
  locale: Locale,
  question: Question,
  game: GameState,
  index: number,
  fields: AnswerFields,
  code: AnswerErrorCode,
) => {
  const LL = translator(locale)
  const message = code === 'tooLong' ? LL.errors.tooLong({ max: MAX_TEXT_LENGTH }) : LL.errors[code]()
  if (wantsJson(c)) return jsonError(c, 400, code, message)
  c.status(400)
  const given = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.slice(0, 10).map((s) => s.slice(0, 100))]))
  return renderScreen(c, screenProps(locale, question, game, index, { error: message, given }, question.type === 'map' && 'answer' in fields))
}
