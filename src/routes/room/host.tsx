/**
 * @module room/host
 * The host's screens, made for a projector: the lobby with the code, link and QR code; the
 * open question with its picture, its options, the answers in and the countdown; the
 * reveal with the answer, the share right, a bar per answer and the leaderboard's movers;
 * the podium.
 */
import { renderSVG } from 'uqr'
import type { Question } from '../../game/catalog.js'
import { describeSolution } from '../../i18n/describe.js'
import { whereMap } from '../../i18n/map-texts.js'
import { flagAlt, flagUrl, textsFor } from '../../i18n/question-texts.js'
import type { Locale } from '../../i18n/translations.js'
import { frameById, framePicture, MAP_WIDTH, shapePicture } from '../../maps/frames.js'
import type { RoomView } from '../../ui/RoomScreen.js'
import { outlineAlt } from '../question.js'
import { answerBars, answeredFigure, countdownOf, hostOptions, hostStandings, rightFigure } from './projector.js'
import { roomsUrl } from './shared.js'
import { button, podiumPlaces, standingsOf, type ViewParts } from './view.js'

export const qrDataUrl = (link: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`

/** The question as the host's big screen shows it: its prompt and picture (flags and outlines are 4:3, a map its frame's size). */
const hostPrompt = (locale: Locale, question: Question): NonNullable<RoomView['prompt']> => {
  const text = textsFor(locale, question).prompt()
  if (question.picture) return { text, picture: { src: flagUrl(question.picture), alt: flagAlt(locale, question.picture), width: 400, height: 300 } }
  if (question.outline) return { text, picture: { src: shapePicture(question.outline), alt: outlineAlt(locale, { ...question, outline: question.outline }), width: 400, height: 300 } }
  if (question.type === 'map') return { text, picture: { src: framePicture(question.frame), alt: text, width: MAP_WIDTH, height: frameById(question.frame)!.height } }
  return { text }
}

/** The host's big screen. */
export const hostView = ({ locale, LL, origin, snapshot, url, total, question, base, playerCount, progress, roomRight }: ViewParts): RoomView => {
  const { code, phase, index } = snapshot
  switch (phase) {
    case 'lobby': {
      const link = `${origin}${url}`
      return {
        ...base,
        waiting: true,
        stage: 'lobby',
        heading: LL.room.lobbyHeading(),
        lines: [],
        code: { label: LL.room.codeHeading(), value: code, joinText: LL.room.joinAt({ link }), link, qr: qrDataUrl(link), qrAlt: LL.room.qrAlt({ link }) },
        roster: {
          heading: playerCount,
          empty: LL.room.noPlayers(),
          players: (snapshot.roster ?? []).map((p) => ({ name: p.name, remove: { action: 'remove', label: LL.room.remove({ name: p.name }), player: p.id } })),
        },
        buttons: snapshot.players > 0 ? [button('start', LL.room.start())] : [],
        ...(snapshot.players === 0 ? { lines: [LL.room.needPlayers()] } : {}),
      }
    }
    case 'question': {
      const countdown = countdownOf(locale, LL, snapshot)
      const options = hostOptions(locale, LL, question!)
      return {
        ...base,
        waiting: true,
        stage: 'question',
        questionId: question!.id,
        heading: progress,
        figures: [answeredFigure(LL, snapshot)],
        ...(countdown ? { countdown } : {}),
        prompt: hostPrompt(locale, question!),
        ...(options ? { options } : {}),
        buttons: [button('close', LL.room.close())],
      }
    }
    case 'reveal': {
      const map = whereMap(locale, question!)
      return {
        ...base,
        stage: 'reveal',
        heading: progress,
        figures: [rightFigure(locale, LL, snapshot, roomRight)],
        prompt: { text: textsFor(locale, question!).prompt() },
        reveal: { solutionLabel: LL.ui.correctAnswer(), solution: describeSolution(locale, question!), lines: [], ...(map ? { map } : {}) },
        bars: answerBars(locale, LL, question!, snapshot),
        leaderboard: hostStandings(locale, LL, snapshot),
        buttons: [button('next', index + 1 < total ? LL.room.next() : LL.room.finish())],
      }
    }
    case 'podium':
      return {
        ...base,
        done: true,
        stage: 'podium',
        heading: LL.room.podium(),
        podium: { heading: LL.room.podium(), places: podiumPlaces(locale, snapshot) },
        leaderboard: standingsOf(locale, snapshot),
        again: { url: `${url}/again`, label: LL.roomSetup.again(), hint: LL.roomSetup.againHint() },
        homeLink: { href: roomsUrl(locale), label: LL.room.hostAgain() },
      }
  }
}
