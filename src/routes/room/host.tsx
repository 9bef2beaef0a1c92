/**
 * @module room/host
 * The host's screens: the lobby with the code, link and QR code; the open question; the
 * reveal with the leaderboard; the podium.
 */
import { renderSVG } from 'uqr'
import type { Question } from '../../game/catalog.js'
import { describeSolution } from '../../i18n/describe.js'
import { whereMap } from '../../i18n/map-texts.js'
import { flagAlt, flagUrl, textsFor } from '../../i18n/question-texts.js'
import type { Locale } from '../../i18n/translations.js'
import { framePicture, shapePicture } from '../../maps/frames.js'
import type { RoomView } from '../../ui/RoomScreen.js'
import { outlineAlt } from '../question.js'
import { roomsUrl } from './shared.js'
import { button, podiumPlaces, standingsOf, type ViewParts } from './view.js'

const qrDataUrl = (link: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`

/** The question as the host's big screen shows it: its prompt and picture. */
const hostPrompt = (locale: Locale, question: Question): NonNullable<RoomView['prompt']> => {
  const text = textsFor(locale, question).prompt()
  if (question.picture) return { text, picture: { src: flagUrl(question.picture), alt: flagAlt(locale, question.picture) } }
  if (question.outline) return { text, picture: { src: shapePicture(question.outline), alt: outlineAlt(locale, question.outline) } }
  if (question.type === 'map') return { text, picture: { src: framePicture(question.frame), alt: textsFor(locale, question).prompt() } }
  return { text }
}

/** The host's big screen. */
export const hostView = ({ locale, LL, origin, snapshot, url, total, question, base, playerCount, progress, secondsLeft, roomRight }: ViewParts): RoomView => {
  const { code, phase, index } = snapshot
  switch (phase) {
    case 'lobby': {
      const link = `${origin}${url}`
      return {
        ...base,
        waiting: true,
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
    case 'question':
      return {
        ...base,
        waiting: true,
        heading: progress,
        lines: [LL.room.answeredCount({ answered: snapshot.answered, players: snapshot.players }), ...(secondsLeft !== undefined ? [LL.room.timeLeft({ seconds: secondsLeft })] : [])],
        prompt: hostPrompt(locale, question!),
        buttons: [button('close', LL.room.close())],
      }
    case 'reveal': {
      const map = whereMap(locale, question!)
      return {
        ...base,
        heading: progress,
        prompt: { text: textsFor(locale, question!).prompt() },
        reveal: { solutionLabel: LL.ui.correctAnswer(), solution: describeSolution(locale, question!), lines: [roomRight], ...(map ? { map: { src: map.src, alt: map.alt } } : {}) },
        leaderboard: standingsOf(locale, snapshot),
        buttons: [button('next', index + 1 < total ? LL.room.next() : LL.room.finish())],
      }
    }
    case 'podium':
      return {
        ...base,
        done: true,
        heading: LL.room.podium(),
        podium: { heading: LL.room.podium(), places: podiumPlaces(locale, snapshot) },
        leaderboard: standingsOf(locale, snapshot),
        homeLink: { href: roomsUrl(locale), label: LL.room.hostAgain() },
      }
  }
}
