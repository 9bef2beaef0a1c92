/**
 * @module room/view
 * The room as one viewer sees it, in their language: the snapshot the room object gives
 * becomes a `RoomView` (the host's big screen in host.tsx, a player's phone in
 * player.tsx), rendered as a page or sent as JSON.
 */
import { findQuestion, type Question } from '../../game/catalog.js'
import { jsonError, wantsJson } from '../../http/respond.js'
import { formatNumber, translator, type Locale } from '../../i18n/translations.js'
import { takesPlayers, type HostAction, type RoomSnapshot } from '../../rooms/room.js'
import { Island } from '../../ui/Island.js'
import { RoomScreen, type HostButton, type RoomView } from '../../ui/RoomScreen.js'
import { MARKERS_QUERY } from '../question.js'
import { hostView } from './host.js'
import { showHomework } from './homework.js'
import { closedRoom, nicknameForm } from './forms.js'
import { playerView } from './player.js'
import { PREVIEW_IMAGE, readSeat, REFRESH_SECONDS, roomNotFound, roomStub, roomUrl, pathCode, unknownRoom, type Ctx } from './shared.js'

/** What both sides' screens are made from. */
export interface ViewParts {
  locale: Locale
  LL: ReturnType<typeof translator>
  /** The page's origin, for the join link. */
  origin: string
  snapshot: RoomSnapshot
  url: string
  total: number
  question: Question | undefined
  base: RoomView
  playerCount: string
  progress: string
  secondsLeft: number | undefined
  roomRight: string
  extra: ViewExtra
}

export interface ViewExtra {
  error?: string
  markers?: boolean
}

export const standingsOf = (locale: Locale, snapshot: RoomSnapshot): NonNullable<RoomView['leaderboard']> => {
  const LL = translator(locale)
  const rows = snapshot.leaderboard.map((s) => ({ rank: s.rank, name: s.name, points: formatNumber(locale, s.score), ...(snapshot.me?.id === s.id ? { me: true } : {}) }))
  const me = snapshot.me
  if (me && !me.removed && !rows.some((r) => r.me)) rows.push({ rank: me.rank, name: me.name, points: formatNumber(locale, me.score), me: true })
  return { heading: LL.room.leaderboard(), labels: { rank: LL.room.rank(), name: LL.room.nickname(), points: LL.room.points() }, rows }
}

/** The top three, each as its rank and the words around its nickname. */
export const podiumPlaces = (locale: Locale, snapshot: RoomSnapshot) => {
  const LL = translator(locale)
  return snapshot.leaderboard.slice(0, 3).map((s) => {
    const [before = '', after = ''] = LL.room.place({ name: '\u0000', points: s.score }).split('\u0000')
    return { rank: formatNumber(locale, s.rank), before, name: s.name, after }
  })
}

export const button = (action: HostAction, label: string, primary = true): HostButton => ({ action, label, primary })

/** The room as this viewer sees it, in their language. */
export const roomView = (locale: Locale, origin: string, snapshot: RoomSnapshot, extra: ViewExtra = {}): RoomView => {
  const LL = translator(locale)
  const { code, settings, index } = snapshot
  const url = roomUrl(locale, code)
  const total = settings.ids.length
  const question = index >= 0 ? findQuestion(settings.ids[index]!) : undefined
  const base: RoomView = {
    version: snapshot.version,
    host: snapshot.host,
    players: snapshot.players,
    answered: snapshot.answered,
    stateUrl: url,
    socketUrl: `${url}/ws`,
    hostUrl: `${url}/host`,
    waiting: false,
    done: false,
    heading: '',
    lines: [],
    buttons: [],
    ...(extra.error ? { error: extra.error } : {}),
  }
  const parts: ViewParts = {
    locale,
    LL,
    origin,
    snapshot,
    url,
    total,
    question,
    base,
    playerCount: LL.room.playerCount({ count: snapshot.players }),
    progress: question ? LL.room.questionOf({ current: index + 1, total }) : '',
    secondsLeft: snapshot.deadline ? Math.max(0, Math.ceil((snapshot.deadline - snapshot.now) / 1000)) : undefined,
    roomRight: LL.room.roomRight({ right: snapshot.right ?? 0, players: snapshot.players }),
    extra,
  }
  return snapshot.host ? hostView(parts) : playerView(parts)
}

/** The room for this request's viewer. */
export const roomViewFor = (c: Ctx, snapshot: RoomSnapshot, extra: ViewExtra = {}): RoomView => roomView(c.get('locale'), new URL(c.req.url).origin, snapshot, extra)

export const renderRoom = (c: Ctx, view: RoomView, title: string, code: string) => {
  const LL = translator(c.get('locale'))
  return c.render(
    <Island name="room" props={view}>
      <RoomScreen {...view} />
    </Island>,
    {
      title,
      hydrate: true,
      ...(view.waiting ? { refresh: REFRESH_SECONDS } : {}),
      preview: { title: LL.room.previewTitle({ code }), description: LL.room.previewText(), image: PREVIEW_IMAGE },
    },
  )
}

export const showRoom = async (c: Ctx) => {
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const seat = await readSeat(c, code)
  const snapshot = await roomStub(c, code).snapshot(seat?.t)
  if (!snapshot) return unknownRoom(c)
  // A room assigned as homework has screens of its own: results, or a pupil's own pace.
  if (snapshot.settings.deadline !== undefined) return showHomework(c, code, seat, snapshot)
  if (!snapshot.host && !snapshot.me) {
    if (wantsJson(c)) return jsonError(c, 403, 'notSeated', translator(c.get('locale')).room.nicknameLabel())
    // Say so before the stranger types a nickname, not after.
    if (!takesPlayers(snapshot.phase, snapshot.index, snapshot.settings.ids.length)) return closedRoom(c, code, snapshot.phase)
    return nicknameForm(c, code)
  }
  const view = roomViewFor(c, snapshot, { markers: c.req.query(MARKERS_QUERY) === '1' })
  if (wantsJson(c)) return c.json(view)
  return renderRoom(c, view, view.heading, code)
}

