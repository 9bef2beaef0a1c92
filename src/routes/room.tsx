/**
 * @module room
 * Live rooms (docs/decisions/010-rooms.md):
 * - `/{locale}/room`: host a room (mode, 5/10/15 questions, an optional time limit) or
 *   join one with its code (`/{locale}/room/join?code=…`, read case-insensitively).
 * - `/{locale}/room/{code}`: the room as its viewer sees it — the host's big screen, a
 *   player's phone, or the nickname form for a browser without a seat; JSON for the
 *   hydrated screen. Posts: `/seat` (nickname), `/answer/{index}` (the usual answer
 *   fields), `/host` (start, close, next, remove), each Post/Redirect/Get or JSON.
 * - `/{locale}/room/{code}/ws`: the WebSocket to the room's Durable Object (app.tsx
 *   routes it before the page middleware: a 101 response's headers cannot be changed).
 * The seat is a per-room token in a signed, HttpOnly cookie; the host's token likewise.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity'
import { renderSVG } from 'uqr'
import type { AppEnv } from '../env.js'
import type { Answer } from '../game/answers.js'
import { findQuestion, isMode, TOPICS, type Question } from '../game/catalog.js'
import { drawQuestions } from '../game/draw.js'
import { decodeSigned, encodeSigned } from '../game/state.js'
import { resolveGameSecret } from '../http/game-cookie.js'
import { isFormPost, jsonError, readFormFields, wantsJson } from '../http/respond.js'
import { describeAnswer, describeSolution, verdictOf, verdictText } from '../i18n/describe.js'
import { whereMap } from '../i18n/map-texts.js'
import { flagAlt, flagUrl, textsFor } from '../i18n/question-texts.js'
import { formatNumber, translator, type Locale } from '../i18n/translations.js'
import { framePicture, shapePicture } from '../maps/frames.js'
import { newRoomCode, readRoomCode } from '../rooms/code.js'
import { nameKey, type HostAction, type Room, type RoomSnapshot } from '../rooms/room.js'
import { Island } from '../ui/Island.js'
import { RoomScreen, type HostButton, type RoomView } from '../ui/RoomScreen.js'
import { MARKERS_QUERY, outlineAlt, questionScreenProps } from './question.js'
import { modeName } from './entry.js'

type Ctx = Context<AppEnv>

export const ROOM_COUNTS = [5, 10, 15] as const
export const ROOM_LIMITS = [0, 20, 30, 60] as const
export const MAX_NICKNAME = 20
/** A seat (or the host's key) outlives the room's 2 idle hours comfortably. */
const SEAT_MAX_AGE = 12 * 60 * 60
/** Waiting screens refresh themselves this often without JavaScript. */
const REFRESH_SECONDS = 3
/** The link preview's picture (public/og.png): one for every locale, the brand and a globe. */
const PREVIEW_IMAGE = '/og.png'

const roomsUrl = (locale: Locale) => `/${locale}/room`
const roomUrl = (locale: Locale, code: string) => `/${locale}/room/${code}`
const seatCookie = (code: string) => `ww_room_${code}`

interface Seat {
  /** The token the room knows this browser by. */
  t: string
  /** The host's token rather than a player's. */
  h?: 1
}

const newToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const readSeat = async (c: Ctx, code: string, secret = c.get('gameSecret')): Promise<Seat | undefined> => {
  const value = (await decodeSigned(getCookie(c, seatCookie(code)), secret)) as Partial<Seat> | undefined
  return value && typeof value.t === 'string' && value.t.length <= 64 ? { t: value.t, ...(value.h === 1 ? { h: 1 as const } : {}) } : undefined
}

const writeSeat = async (c: Ctx, code: string, seat: Seat) =>
  setCookie(c, seatCookie(code), await encodeSigned(seat, c.get('gameSecret')), { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: SEAT_MAX_AGE })

const roomStub = (c: Ctx, code: string): DurableObjectStub<Room> => c.env.ROOMS.getByName(code)

/** Hosting and joining, per client: false when this client is over its limit. */
const allowed = async (c: Ctx, limiter: 'ROOM_HOSTS' | 'ROOM_JOINS'): Promise<boolean> => {
  const binding = c.env[limiter]
  if (!binding) return true
  const key = c.req.header('cf-connecting-ip') ?? 'unknown'
  try {
    return (await binding.limit({ key })).success
  } catch {
    // The limiter is down: let players in rather than lock every room.
    return true
  }
}

/** A refusal specific to rooms, as a page (the room's own screen where there is one) or JSON. */
const refuse = (c: Ctx, status: 400 | 403 | 404 | 409 | 429, code: string, message: string, title = translator(c.get('locale')).errors.errorTitle()) => {
  if (wantsJson(c)) return jsonError(c, status, code, message)
  c.status(status)
  const locale = c.get('locale')
  const LL = translator(locale)
  return c.render(
    <section className="panel problem">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <a className="button button-primary" href={roomsUrl(locale)}>
        {LL.room.title()}
      </a>
    </section>,
    { title },
  )
}

const roomNotFound = (c: Ctx) => {
  const LL = translator(c.get('locale'))
  // The same answer for a code never used and a room deleted: nothing says which.
  return refuse(c, 404, 'roomNotFound', LL.room.notFound(), LL.room.notFoundTitle())
}

// --- Host or join -----------------------------------------------------------------

export const showRooms = (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const modes = ['mixed', ...TOPICS] as const
  return c.render(
    <section className="panel rooms">
      <h1>{LL.room.title()}</h1>
      <p className="lead">{LL.room.linkHint()}</p>
      <section aria-labelledby="join-heading" className="room-join">
        <h2 id="join-heading">{LL.room.joinHeading()}</h2>
        <form method="get" action={`${roomsUrl(locale)}/join`} className="stack">
          <label htmlFor="room-code">{LL.room.codeLabel()}</label>
          <p className="hint" id="room-code-hint">
            {LL.room.codeHint()}
          </p>
          <input
            id="room-code"
            name="code"
            className="code-input"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            aria-describedby="room-code-hint"
          />
          <button type="submit" className="button button-primary">
            {LL.room.join()}
          </button>
        </form>
      </section>
      <section aria-labelledby="host-heading" className="room-host">
        <h2 id="host-heading">{LL.room.hostHeading()}</h2>
        <p>{LL.room.hostIntro()}</p>
        <form method="post" action={roomsUrl(locale)} className="stack">
          <label htmlFor="room-mode">{LL.room.modeLabel()}</label>
          <select id="room-mode" name="mode" defaultValue="mixed">
            {modes.map((mode) => (
              <option key={mode} value={mode}>
                {mode === 'mixed' ? LL.room.modeMixed() : modeName(LL, mode)}
              </option>
            ))}
          </select>
          <fieldset>
            <legend>{LL.room.countLabel()}</legend>
            {ROOM_COUNTS.map((count) => (
              <label key={count} className="inline-choice">
                <input type="radio" name="count" value={count} defaultChecked={count === 10} /> {formatNumber(locale, count)}
              </label>
            ))}
          </fieldset>
          <label htmlFor="room-limit">{LL.room.limitLabel()}</label>
          <select id="room-limit" name="limit" defaultValue="0">
            {ROOM_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit === 0 ? LL.room.limitOff() : LL.room.limitSeconds({ seconds: limit })}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary">
            {LL.room.host()}
          </button>
        </form>
      </section>
    </section>,
    { title: LL.room.title() },
  )
}

const oneField = (fields: Record<string, readonly string[]>, name: string): string | undefined => {
  const values = fields[name] ?? []
  return values.length === 1 ? values[0] : undefined
}

/** Draws the room's questions: `count` from the mode, no country twice. */
const drawRoom = (mode: string, count: number): string[] => {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
  const m = isMode(mode) && mode !== 'daily' ? mode : 'mixed'
  const ids = drawQuestions(seed, m)
  while (ids.length < count) ids.push(...drawQuestions(seed + ids.length, m, ids).filter((id) => !ids.includes(id)))
  return ids.slice(0, count)
}

export const hostRoom = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  const fields = await readFormFields(c)
  if (!fields) return refuse(c, 400, 'malformed', LL.errors.malformed())
  const mode = oneField(fields, 'mode') ?? 'mixed'
  const count = Number(oneField(fields, 'count') ?? 10)
  const limit = Number(oneField(fields, 'limit') ?? 0)
  if (!(mode === 'mixed' || (TOPICS as readonly string[]).includes(mode)) || !(ROOM_COUNTS as readonly number[]).includes(count) || !(ROOM_LIMITS as readonly number[]).includes(limit)) {
    return refuse(c, 400, 'unknownMode', LL.errors.unknownMode())
  }
  if (!(await allowed(c, 'ROOM_HOSTS'))) return refuse(c, 429, 'tooFast', LL.room.tooFast())
  const token = newToken()
  const ids = drawRoom(mode, count)
  // A code already in use (about one in 887 million per open room) draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newRoomCode()
    if (await roomStub(c, code).create(code, { mode, ids, limit }, token)) {
      await writeSeat(c, code, { t: token, h: 1 })
      return c.redirect(roomUrl(locale, code), 303)
    }
  }
  throw new Error('no free room code in five draws')
}

/** The join form: a code as typed, to its room (or the form again with a clear message). */
export const joinByCode = (c: Ctx) => {
  const locale = c.get('locale')
  const code = readRoomCode(c.req.query('code'))
  if (!code) return refuse(c, 400, 'badCode', translator(locale).room.badCode())
  return c.redirect(roomUrl(locale, code), 303)
}

// --- Nicknames -----------------------------------------------------------------------

let matcher: RegExpMatcher | undefined
/** obscenity's English list with its recommended transformers (leet speak, repeated letters), built once per isolate. */
const profane = (text: string): boolean => (matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })).hasMatch(text)

export type NicknameProblem = 'nameEmpty' | 'nameTooLong' | 'nameRude'
/** A nickname as stored: NFKC, control and format characters out, spaces collapsed, trimmed; or why not. */
export const readNickname = (raw: string | undefined): { ok: true; name: string } | { ok: false; code: NicknameProblem } => {
  if (raw === undefined || raw.length > 400) return { ok: false, code: raw === undefined ? 'nameEmpty' : 'nameTooLong' }
  const name = raw
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
  if (!name) return { ok: false, code: 'nameEmpty' }
  if ([...name].length > MAX_NICKNAME) return { ok: false, code: 'nameTooLong' }
  if (profane(name) || profane(nameKey(name))) return { ok: false, code: 'nameRude' }
  return { ok: true, name }
}

// --- The room's screens ------------------------------------------------------------------

const qrDataUrl = (link: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`

const standingsOf = (locale: Locale, snapshot: RoomSnapshot): NonNullable<RoomView['leaderboard']> => {
  const LL = translator(locale)
  const rows = snapshot.leaderboard.map((s) => ({ rank: s.rank, name: s.name, points: formatNumber(locale, s.score), ...(snapshot.me?.id === s.id ? { me: true } : {}) }))
  const me = snapshot.me
  if (me && !me.removed && !rows.some((r) => r.me)) rows.push({ rank: me.rank, name: me.name, points: formatNumber(locale, me.score), me: true })
  return { heading: LL.room.leaderboard(), labels: { rank: LL.room.rank(), name: LL.room.nickname(), points: LL.room.points() }, rows }
}

/** The question as the host's big screen shows it: its prompt and picture. */
const hostPrompt = (locale: Locale, question: Question): NonNullable<RoomView['prompt']> => {
  const text = textsFor(locale, question).prompt()
  if (question.picture) return { text, picture: { src: flagUrl(question.picture), alt: flagAlt(locale, question.picture) } }
  if (question.outline) return { text, picture: { src: shapePicture(question.outline), alt: outlineAlt(locale, question.outline) } }
  if (question.type === 'map') return { text, picture: { src: framePicture(question.frame), alt: textsFor(locale, question).prompt() } }
  return { text }
}

/** The top three, each as its rank and the words around its nickname. */
const podiumPlaces = (locale: Locale, snapshot: RoomSnapshot) => {
  const LL = translator(locale)
  return snapshot.leaderboard.slice(0, 3).map((s) => {
    const [before = '', after = ''] = LL.room.place({ name: '\u0000', points: s.score }).split('\u0000')
    return { rank: formatNumber(locale, s.rank), before, name: s.name, after }
  })
}

const button = (action: HostAction, label: string, primary = true): HostButton => ({ action, label, primary })

/** The room as this viewer sees it, in their language. */
const roomView = (c: Ctx, snapshot: RoomSnapshot, extra: { error?: string; markers?: boolean } = {}): RoomView => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const { code, phase, settings, index } = snapshot
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
  const playerCount = LL.room.playerCount({ count: snapshot.players })
  const progress = question ? LL.room.questionOf({ current: index + 1, total }) : ''
  const secondsLeft = snapshot.deadline ? Math.max(0, Math.ceil((snapshot.deadline - snapshot.now) / 1000)) : undefined
  const roomRight = LL.room.roomRight({ right: snapshot.right ?? 0, players: snapshot.players })

  if (snapshot.host) {
    switch (phase) {
      case 'lobby': {
        const link = `${new URL(c.req.url).origin}${url}`
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

  const me = snapshot.me!
  if (me.removed) return { ...base, done: true, heading: LL.room.title(), lines: [LL.room.removed()], homeLink: { href: roomsUrl(locale), label: LL.room.title() } }
  const youAre = LL.room.youAre({ name: me.name })
  switch (phase) {
    case 'lobby':
      return { ...base, waiting: true, heading: LL.room.roomHeading({ code }), lines: [youAre, LL.room.waitStart(), playerCount] }
    case 'question': {
      if (me.answer) return { ...base, waiting: true, heading: progress, lines: [LL.room.received(), youAre] }
      const props = questionScreenProps(locale, question!, { index, total, answered: index }, {}, extra.markers === true, `${url}/answer/${index}`)
      return {
        ...base,
        heading: progress,
        lines: [youAre, ...(secondsLeft !== undefined ? [LL.room.timeLeft({ seconds: secondsLeft })] : [])],
        question: { ...props, progressText: progress },
        questionId: question!.id,
      }
    }
    case 'reveal': {
      const mine = me.answer
      const share = mine?.share ?? 0
      const map = whereMap(locale, question!, mine ? (JSON.parse(mine.answer) as Answer) : undefined)
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
          ...(map ? { map: { src: map.src, alt: map.alt } } : {}),
        },
        leaderboard: standingsOf(locale, snapshot),
      }
    }
    case 'podium': {
      const link = `${new URL(c.req.url).origin}/${locale}`
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

const renderRoom = (c: Ctx, view: RoomView, title: string, code: string) => {
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

/** A browser without a seat: the nickname form, with a friendly suggestion (or the reason it was refused). */
const nicknameForm = (c: Ctx, code: string, problem?: { message: string; given: string }) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const suggestion = LL.room.suggestion({ number: 10 + (crypto.getRandomValues(new Uint8Array(1))[0]! % 90) })
  const heading = LL.room.nicknameHeading({ code })
  return c.render(
    <section className="panel room-seat">
      <h1>{heading}</h1>
      <form method="post" action={`${roomUrl(locale, code)}/seat`} className="stack">
        <label htmlFor="nickname">{LL.room.nicknameLabel()}</label>
        <p className="hint" id="nickname-hint">
          {LL.room.nicknameHint()}
        </p>
        <input
          id="nickname"
          name="nickname"
          required
          maxLength={40}
          autoComplete="nickname"
          defaultValue={problem ? problem.given : suggestion}
          aria-describedby={problem ? 'nickname-hint nickname-error' : 'nickname-hint'}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p className="error" id="nickname-error" role="alert">
            {problem.message}
          </p>
        )}
        <button type="submit" className="button button-primary">
          {LL.room.takeSeat()}
        </button>
      </form>
    </section>,
    {
      title: heading,
      preview: { title: LL.room.previewTitle({ code }), description: LL.room.previewText(), image: PREVIEW_IMAGE },
    },
  )
}

/** The room's code from the path, or a 404 for anything that cannot be one. */
const pathCode = (c: Ctx): string | undefined => {
  const raw = c.req.param('code')
  const code = readRoomCode(raw)
  // Only the canonical form is a room's address: the join form normalises what players type.
  return code === raw ? code : undefined
}

export const showRoom = async (c: Ctx) => {
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const seat = await readSeat(c, code)
  const snapshot = await roomStub(c, code).snapshot(seat?.t)
  if (!snapshot) return roomNotFound(c)
  if (!snapshot.host && !snapshot.me) {
    if (wantsJson(c)) return jsonError(c, 403, 'notSeated', translator(c.get('locale')).room.nicknameLabel())
    return nicknameForm(c, code)
  }
  const view = roomView(c, snapshot, { markers: c.req.query(MARKERS_QUERY) === '1' })
  if (wantsJson(c)) return c.json(view)
  return renderRoom(c, view, view.heading, code)
}

export const takeSeat = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  const fields = await readFormFields(c)
  if (!fields) return refuse(c, 400, 'malformed', LL.errors.malformed())
  const raw = oneField(fields, 'nickname')
  const stub = roomStub(c, code)
  const existing = await readSeat(c, code)
  const nickname = readNickname(raw)
  const again = (status: 400 | 409, problem: string) => {
    if (wantsJson(c)) return jsonError(c, status, 'nickname', problem)
    c.status(status)
    return nicknameForm(c, code, { message: problem, given: (raw ?? '').slice(0, 40) })
  }
  if (!nickname.ok) return again(400, LL.room[nickname.code]())
  if (!(await allowed(c, 'ROOM_JOINS'))) return refuse(c, 429, 'tooFast', LL.room.tooFast())
  // The host's own browser stays the host's: it has no seat to take.
  if (existing?.h) return c.redirect(roomUrl(locale, code), 303)
  const token = existing ? existing.t : newToken()
  const joined = await stub.join(token, nickname.name)
  if (!joined.ok) {
    if (joined.code === 'roomClosed' && !(await stub.snapshot())) return roomNotFound(c)
    if (joined.code === 'nameTaken') return again(409, LL.room.nameTaken())
    return refuse(c, joined.code === 'removed' ? 403 : 409, joined.code, LL.room[joined.code]())
  }
  await writeSeat(c, code, { t: token })
  if (wantsJson(c)) return c.json({ ok: true, id: joined.id })
  return c.redirect(roomUrl(locale, code), 303)
}

export const answerInRoom = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  const index = Number(c.req.param('q'))
  if (!code || !/^\d{1,2}$/.test(c.req.param('q') ?? '')) return roomNotFound(c)
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  const seat = await readSeat(c, code)
  if (!seat || seat.h) return refuse(c, 403, 'notSeated', LL.room.forbidden())
  const fields = await readFormFields(c)
  if (!fields) return refuse(c, 400, 'malformed', LL.errors.malformed())
  const stub = roomStub(c, code)
  const result = await stub.answer(seat.t, index, fields, locale)
  if (!result.ok) {
    if (result.code === 'keyboardClick') {
      const to = `${roomUrl(locale, code)}?${MARKERS_QUERY}=1#prompt`
      if (wantsJson(c)) return c.json({ error: { code: 'keyboardClick', message: LL.errors.keyboardClick(), next: to } }, 400)
      return c.redirect(to, 303)
    }
    if (result.code === 'notSeated') {
      if (!(await stub.snapshot())) return roomNotFound(c)
      return refuse(c, 403, 'notSeated', LL.room.forbidden())
    }
    const message =
      result.code === 'questionClosed' ? LL.room.questionClosed() : result.code === 'removed' ? LL.room.removed() : result.code === 'tooLong' ? LL.errors.tooLong({ max: 80 }) : LL.errors[result.code]()
    const status = result.code === 'questionClosed' ? 409 : result.code === 'removed' ? 403 : 400
    if (wantsJson(c)) return jsonError(c, status, result.code, message)
    const snapshot = await stub.snapshot(seat.t)
    if (!snapshot) return roomNotFound(c)
    c.status(status)
    const view = roomView(c, snapshot, { error: message, markers: result.code !== 'questionClosed' && 'answer' in fields && findQuestion(snapshot.settings.ids[index] ?? '')?.type === 'map' })
    if (view.question) view.question = { ...view.question, error: message, given: fields }
    return renderRoom(c, view, view.heading, code)
  }
  if (wantsJson(c)) return c.json({ ok: true, first: result.first, points: result.answer.points })
  return c.redirect(roomUrl(locale, code), 303)
}

const HOST_ACTIONS: readonly HostAction[] = ['start', 'close', 'next', 'remove']

export const hostAction = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  const fields = await readFormFields(c)
  if (!fields) return refuse(c, 400, 'malformed', LL.errors.malformed())
  const action = oneField(fields, 'action') as HostAction | undefined
  const player = Number(oneField(fields, 'player') ?? NaN)
  if (!action || !HOST_ACTIONS.includes(action) || (action === 'remove' && !Number.isInteger(player))) return refuse(c, 400, 'unknownAction', LL.room.wrongPhase())
  const seat = await readSeat(c, code)
  const stub = roomStub(c, code)
  const result = await stub.host(seat?.h ? seat.t : '', action, action === 'remove' ? player : undefined)
  if (!result.ok && result.code === 'forbidden') {
    if (!(await stub.snapshot())) return roomNotFound(c)
    return refuse(c, 403, 'forbidden', LL.room.forbidden())
  }
  const snapshot = (await stub.snapshot(seat!.t))!
  const error = result.ok ? undefined : result.code === 'noPlayers' ? LL.room.needPlayers() : LL.room.wrongPhase()
  if (wantsJson(c)) return error ? jsonError(c, 409, result.ok ? 'ok' : result.code, error) : c.json(roomView(c, snapshot))
  if (error) {
    c.status(409)
    const view = roomView(c, snapshot, { error })
    return renderRoom(c, view, view.heading, code)
  }
  return c.redirect(roomUrl(locale, code), 303)
}

/** A GET of an answer address (the markers link of a map question): the room's page, same query. */
export const answerAddress = (c: Ctx) => {
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const query = new URL(c.req.url).search
  return c.redirect(`${roomUrl(c.get('locale'), code)}${query}#prompt`, 302)
}

/** The WebSocket, before the page middleware: the seat's token goes to the room, which checks it. */
export const roomSocket = async (c: Ctx) => {
  const code = readRoomCode(c.req.param('code'))
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.text('Expected a WebSocket upgrade', 426)
  const secret = resolveGameSecret(c.env)
  if (!code || !secret) return c.text('Not found', 404)
  // Browsers send Origin on WebSockets; another site's page may not listen in.
  const origin = c.req.header('origin')
  if (origin && origin !== new URL(c.req.url).origin) return c.text('Forbidden', 403)
  const seat = await readSeat(c, code, secret)
  if (!seat) return c.text('Not in this room', 403)
  const headers = new Headers(c.req.raw.headers)
  headers.set('x-room-token', seat.t)
  return roomStub(c, code).fetch(new Request(c.req.raw.url, { headers }))
}
