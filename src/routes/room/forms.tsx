/**
 * @module room/forms
 * Host or join (`/{locale}/room`), the host's form posted to open a room (its fields in
 * setup.tsx), "play these same questions again" from a finished room, the join form by
 * code, and the nickname form that takes a seat.
 */
import { newLearnerId, readLearner, writeLearner } from '../../learners/cookie.js'
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity'
import { isFormPost, jsonError, wantsJson } from '../../http/respond.js'
import { translator } from '../../i18n/translations.js'
import { newRoomCode, readRoomCode } from '../../rooms/code.js'
import { nameKey, type Phase, type RoomSettings } from '../../rooms/room.js'
import { HomeworkForm } from './homework.js'
import { drawSetup, readSetup, SetupFields } from './setup.js'
import { allowed, MAX_NICKNAME, newToken, NicknameForm, oneField, pathCode, PREVIEW_IMAGE, readRoomForm, readSeat, refuse, roomNotFound, roomsUrl, roomStub, roomUrl, seatAllowed, tooMany, unknownRoom, writeSeat, type Ctx } from './shared.js'
import { requestTimeZone } from './when.js'

// --- Host or join -----------------------------------------------------------------

export const showRooms = (c: Ctx) => roomsPage(c)

/** The page; after a refused host form, with the reason and the host's choices kept. */
const roomsPage = (c: Ctx, problem?: { message: string; given: Record<string, readonly string[]> }) => {
  const locale = c.get('locale')
  const LL = translator(locale)
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
          {problem && (
            <p className="error" role="alert">
              {problem.message}
            </p>
          )}
          <SetupFields locale={locale} idPrefix="room" live given={problem?.given} />
          <button type="submit" className="button button-primary">
            {LL.room.host()}
          </button>
        </form>
      </section>
      <HomeworkForm locale={locale} timeZone={requestTimeZone(c)} />
    </section>,
    { title: LL.room.title() },
  )
}

export const hostRoom = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
  const refused = (code: string, message: string) => {
    if (wantsJson(c)) return jsonError(c, 400, code, message)
    c.status(400)
    return roomsPage(c, { message, given: fields })
  }
  const read = readSetup(locale, fields, true)
  if (!read.ok) return refused(read.code, read.message)
  const { setup } = read
  if (!(await allowed(c, 'ROOM_HOSTS'))) return tooMany(c, 'tooFast', LL.room.tooFast())
  const ids = drawSetup(setup)
  // A short room would surprise the class: the host chooses again instead.
  if (ids.length < setup.count) return refused('tooFew', LL.roomSetup.tooFew({ available: ids.length }))
  return openRoom(c, { mode: setup.mode, ids, limit: setup.limit, ...(setup.region ? { region: setup.region } : {}), ...(setup.bonus ? { bonus: true } : {}) })
}

/** Opens a room with these settings under a fresh code: the host's seat cookie, then 303 to it. */
const openRoom = async (c: Ctx, settings: RoomSettings) => {
  const token = newToken()
  // A code already in use (about one in 887 million per open room) draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newRoomCode()
    if (await roomStub(c, code).create(code, settings, token)) {
      await writeSeat(c, code, { t: token, h: 1 })
      return c.redirect(roomUrl(c.get('locale'), code), 303)
    }
  }
  throw new Error('no free room code in five draws')
}

/**
 * "Play these same questions again" from a finished room: a new room with a new code, the
 * same questions in the same order and the same settings, for the same host.
 */
export const playAgain = async (c: Ctx) => {
  const LL = translator(c.get('locale'))
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  const seat = await readSeat(c, code)
  const snapshot = await roomStub(c, code).snapshot(seat?.h ? seat.t : undefined)
  if (!snapshot) return unknownRoom(c)
  if (!snapshot.host) return refuse(c, 403, 'forbidden', LL.room.forbidden())
  if (snapshot.phase !== 'podium') return refuse(c, 409, 'notFinished', LL.roomSetup.notFinished())
  if (!(await allowed(c, 'ROOM_HOSTS'))) return tooMany(c, 'tooFast', LL.room.tooFast())
  const { mode, ids, limit, region, bonus } = snapshot.settings
  return openRoom(c, { mode, ids, limit, ...(region ? { region } : {}), ...(bonus ? { bonus } : {}) })
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

/** A browser without a seat: the nickname form, with a friendly suggestion (or the reason it was refused). */
export const nicknameForm = (c: Ctx, code: string, problem?: { message: string; given: string }) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const suggestion = LL.room.suggestion({ number: 10 + (crypto.getRandomValues(new Uint8Array(1))[0]! % 90) })
  const heading = LL.room.nicknameHeading({ code })
  return c.render(
    <section className="panel room-seat">
      <h1>{heading}</h1>
      <NicknameForm
        action={`${roomUrl(locale, code)}/seat`}
        label={LL.room.nicknameLabel()}
        hint={LL.room.nicknameHint()}
        submit={LL.room.takeSeat()}
        given={problem ? problem.given : suggestion}
        {...(problem ? { problem: problem.message } : {})}
      />
    </section>,
    {
      title: heading,
      preview: { title: LL.room.previewTitle({ code }), description: LL.room.previewText(), image: PREVIEW_IMAGE },
    },
  )
}

/** A browser without a seat at a room that no longer seats anyone: what the room is, and where to go instead. */
export const closedRoom = (c: Ctx, code: string, phase: Phase) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const finished = phase === 'podium'
  const title = finished ? LL.roomSetup.finishedTitle() : LL.roomSetup.lastQuestionTitle()
  return c.render(
    <section className="panel room-closed">
      <h1>{title}</h1>
      <p>{finished ? LL.roomSetup.finished({ code }) : LL.roomSetup.lastQuestion({ code })}</p>
      <p className="room-links">
        <a className="button button-primary" href={`${roomsUrl(locale)}#join-heading`}>
          {LL.roomSetup.joinLink()}
        </a>{' '}
        <a className="button button-secondary" href={`${roomsUrl(locale)}#host-heading`}>
          {LL.roomSetup.hostLink()}
        </a>
      </p>
    </section>,
    { title },
  )
}

export const takeSeat = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
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
  if (!(await seatAllowed(c, code))) return tooMany(c, 'tooFast', LL.room.tooFast())
  // The host's own browser stays the host's: it has no seat to take.
  if (existing?.h) return c.redirect(roomUrl(locale, code), 303)
  const token = existing ? existing.t : newToken()
  // The seat's answers join the browser's learner (src/learners): its own, or a new one once seated.
  const had = await readLearner(c)
  const learner = had ?? newLearnerId()
  const joined = await stub.join(token, nickname.name, learner)
  if (!joined.ok) {
    if (joined.code === 'roomClosed' && !(await stub.snapshot())) return unknownRoom(c)
    if (joined.code === 'nameTaken') return again(409, LL.room.nameTaken())
    return refuse(c, joined.code === 'removed' ? 403 : 409, joined.code, LL.room[joined.code]())
  }
  if (!had) await writeLearner(c, learner)
  await writeSeat(c, code, { t: token })
  if (wantsJson(c)) return c.json({ ok: true, id: joined.id })
  return c.redirect(roomUrl(locale, code), 303)
}

