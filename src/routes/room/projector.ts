/**
 * @module room/projector
 * What the host's big screen shows beyond the prompt, in the host's language: the
 * figures (answers in, the share right), the countdown, the options players choose from,
 * the bars of the reveal (per option, or per outcome for questions without options) and
 * the leaderboard's movers. Made from the room's snapshot; rendered by ui/Projector.tsx.
 */
import type { Question } from '../../game/catalog.js'
import { solutionFields } from '../../game/scoring.js'
import { formatNumber, formatPercent, type Locale, type translator } from '../../i18n/translations.js'
import type { RoomSnapshot } from '../../rooms/room.js'
import type { AnswerBars, BarRow, CountdownView, Figure, HostOptions } from '../../ui/Projector.js'
import type { Choice } from '../../ui/QuestionScreen.js'
import type { RoomView } from '../../ui/RoomScreen.js'
import { questionScreenProps } from '../question.js'
import { standingsOf } from './view.js'

type Translator = ReturnType<typeof translator>

/** Question types whose answers can earn part of a point (a "partly right" bar); options are counted per option instead. */
const PARTIAL_TYPES: ReadonlySet<string> = new Set(['number', 'order', 'map'])

/** The question's choices and items as its form shows them to players (same order, the host's words). */
const formOf = (locale: Locale, question: Question) => questionScreenProps(locale, question, { index: 0, total: 1, answered: 0 }, {})

const shown = ({ label, image, flag }: Choice) => ({ label, ...(image ? { image } : {}), ...(flag ? { flag } : {}) })

/** What players choose from or put in order; nothing for a typed answer or a map (the picture says it all). */
export const hostOptions = (locale: Locale, LL: Translator, question: Question): HostOptions | undefined => {
  if (question.type === 'map' || question.type === 'number' || question.type === 'text') return undefined
  const form = formOf(locale, question)
  if (question.type === 'order') return { kind: 'items', items: form.items.map(({ label }) => ({ label })) }
  return {
    kind: question.type === 'image' ? 'flags' : 'choices',
    ...(question.type === 'multiple' ? { hint: LL.ui.multipleHint() } : {}),
    items: form.choices.map(shown),
  }
}

export const answeredFigure = (LL: Translator, { answered, players }: RoomSnapshot): Figure => ({
  kind: 'answered',
  value: LL.projector.answeredFigure({ answered, players }),
  label: LL.projector.answeredLabel(),
  text: LL.room.answeredCount({ answered, players }),
})

export const rightFigure = (locale: Locale, LL: Translator, { right = 0, players }: RoomSnapshot, roomRight: string): Figure => ({
  kind: 'right',
  value: formatPercent(locale, players ? right / players : 0),
  label: LL.projector.rightLabel(),
  text: roomRight,
})

/** The locale's digits, so the browser counts down in them without formatting numbers itself. */
const digitsOf = (locale: Locale) => Array.from({ length: 10 }, (_, digit) => formatNumber(locale, digit)).join('')

export const countdownOf = (locale: Locale, LL: Translator, { deadline, now }: RoomSnapshot): CountdownView | undefined =>
  deadline ? { deadline, now, label: LL.projector.secondsLabel(), digits: digitsOf(locale) } : undefined

/** A bar's width: its share of the answers, rounded to a step of 5 % (one CSS class each). */
const widthOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 20) * 5 : 0)

/** How the room answered the revealed question: a bar per option, or per outcome for a question without options. */
export const answerBars = (locale: Locale, LL: Translator, question: Question, snapshot: RoomSnapshot): AnswerBars => {
  const whole = snapshot.answered
  const count = (n: number) => ({ count: formatNumber(locale, n), width: widthOf(n, whole) })
  let rows: BarRow[]
  if (snapshot.chosen) {
    const chosen = snapshot.chosen
    const right = new Set(solutionFields(question).answer ?? [])
    rows = formOf(locale, question).choices.map((choice) => {
      const n = chosen[choice.value] ?? 0
      return { ...shown(choice), ...count(n), countText: LL.projector.choseThis({ count: n }), ...(right.has(choice.value) ? { right: true } : {}) }
    })
  } else {
    const outcomes = snapshot.outcomes ?? { right: 0, partial: 0, wrong: 0 }
    const labels = { right: LL.projector.outcomeRight(), partial: LL.projector.outcomePartial(), wrong: LL.projector.outcomeWrong() }
    rows = (['right', 'partial', 'wrong'] as const)
      .filter((outcome) => outcome !== 'partial' || PARTIAL_TYPES.has(question.type))
      .map((outcome) => ({ label: labels[outcome], ...count(outcomes[outcome]), countText: LL.projector.answerCount({ count: outcomes[outcome] }), outcome }))
  }
  return { heading: LL.projector.answersHeading(), rightLabel: LL.projector.rightAnswer(), rows }
}

/** The leaderboard, with how many places each row moved when the room's snapshot says so (the reveal). */
export const hostStandings = (locale: Locale, LL: Translator, snapshot: RoomSnapshot): NonNullable<RoomView['leaderboard']> => {
  const board = standingsOf(locale, snapshot)
  if (!snapshot.leaderboard.some((s) => s.moved !== undefined)) return board
  return {
    ...board,
    labels: { ...board.labels, move: LL.projector.moveHeading() },
    rows: board.rows.map((row, i) => {
      const moved = snapshot.leaderboard[i]?.moved ?? 0
      const places = formatNumber(locale, Math.abs(moved))
      const move =
        moved > 0
          ? { sign: `▲${places}`, text: LL.projector.movedUp({ count: moved }), way: 'up' as const }
          : moved < 0
            ? { sign: `▼${places}`, text: LL.projector.movedDown({ count: -moved }), way: 'down' as const }
            : { sign: '–', text: LL.projector.unmoved(), way: 'same' as const }
      return { ...row, move }
    }),
  }
}
