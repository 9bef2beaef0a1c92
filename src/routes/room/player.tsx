/**
 * @module room/player
 * A player's screens on their phone: the lobby, the open question (the usual question
 * form, posted to the room), "answer received", the reveal with their verdict and rank,
 * the podium with a share text.
 */
import type { Answer } from '../../game/answers.js'
import { describeAnswer, describeSolution, verdictOf, verdictText } from '../../i18n/describe.js'
import { countryCard, whereMap } from '../../i18n/map-texts.js'
import type { RoomView } from '../../ui/RoomScreen.js'
import type { Question } from '../../game/catalog.js'
import type { Locale } from '../../i18n/translations.js'
import type { QuestionScreenProps } from '../../ui/QuestionScreen.js'
import { questionScreenProps } from '../question.js'
import { roomsUrl } from './shared.js'
import { podiumPlaces, standingsOf, type ViewParts } from './view.js'

/**
 * The open question's form as every player of one language sees it: made once per
 * locale and question (a room sends each of its phones its screen on every change), not
 * once per player. A few hundred entries: one per locale and question of the rooms open.
 */
const questionProps = new Map<string, QuestionScreenProps>()
const QUESTION_PROPS_KEPT = 256
const roomQuestionProps = (locale: Locale, question: Question, index: number, total: number, markers: boolean, action: string): QuestionScreenProps => {
  const key = `${locale}\u0000${question.id}\u0000${index}\u0000${total}\u0000${markers}\u0000${action}`
  let props = questionProps.get(key)
  if (!props) {
    props = questionScreenProps(locale, question, { index, total, answered: index }, {}, markers, action)
    if (questionProps.size >= QUESTION_PROPS_KEPT) questionProps.delete(questionProps.keys().next().value!)
    questionProps.set(key, props)
  }
  return props
}

/** A player's phone. */
export const playerView = ({ locale, LL, origin, snapshot, url, total, question, base, playerCount, progress, secondsLeft, roomRight, extra }: ViewParts): RoomView => {
  const { code, phase, index } = snapshot
  const me = snapshot.me!
  if (me.removed) return { ...base, done: true, heading: LL.room.title(), lines: [LL.room.removed()], homeLink: { href: roomsUrl(locale), label: LL.room.title() } }
  const youAre = LL.room.youAre({ name: me.name })
  switch (phase) {
    case 'lobby':
      return { ...base, waiting: true, heading: LL.room.roomHeading({ code }), lines: [youAre, LL.room.waitStart(), playerCount] }
    case 'question': {
      if (me.answer) return { ...base, waiting: true, heading: progress, lines: [LL.room.received(), youAre] }
      const props = roomQuestionProps(locale, question!, index, total, extra.markers === true, `${url}/answer/${index}`)
      return {
        ...base,
        heading: progress,
        lines: [youAre, ...(secondsLeft !== undefined ? [LL.room.timeLeft({ seconds: secondsLeft })] : [])],
        // The waiting screen after an accepted answer: the phone draws it without asking the room.
        received: [LL.room.received(), youAre],
        question: { ...props, progressText: progress },
        questionId: question!.id,
      }
    }
    case 'reveal': {
      const mine = me.answer
      const share = mine?.share ?? 0
      const map = whereMap(locale, question!, mine ? (JSON.parse(mine.answer) as Answer) : undefined)
      const card = countryCard(locale, question!)
      const lines = [
        LL.room.yourPoints({ points: mine?.points ?? 0 }),
        roomRight,
        LL.room.yourRank({ rank: me.rank, points: me.score }),
      ]
      return {
        ...base,
        waiting: true,
        heading: progress,
        lines: [LL.room.waitNext()],
        reveal: {
          verdict: verdictText(locale, share),
          verdictKind: verdictOf(share),
          ...(mine ? { given: describeAnswer(locale, question!, JSON.parse(mine.answer) as Answer), givenLabel: LL.ui.yourAnswer() } : {}),
          solutionLabel: LL.ui.correctAnswer(),
          solution: describeSolution(locale, question!),
          lines,
          ...(map ? { map } : {}),
          ...(card ? { card } : {}),
        },
        leaderboard: standingsOf(locale, snapshot),
      }
    }
    case 'podium': {
      const link = `${origin}/${locale}`
      const summary = LL.room.summary({ rank: me.rank, players: snapshot.players, points: me.score, right: me.rightCount, total })
      return {
        ...base,
        done: true,
        heading: LL.room.podium(),
        lines: [summary],
        podium: { heading: LL.room.podium(), places: podiumPlaces(locale, snapshot) },
        leaderboard: standingsOf(locale, snapshot),
        share: {
          heading: LL.ui.shareHeading(),
          text: LL.room.shareText({ rank: me.rank, players: snapshot.players, points: me.score }),
          url: link,
          shareLabel: LL.ui.share(),
          copyLabel: LL.ui.copy(),
          copiedLabel: LL.ui.copied(),
        },
        homeLink: { href: roomsUrl(locale), label: LL.room.title() },
      }
    }
  }
}

