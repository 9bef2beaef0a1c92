/**
 * @module room/forms
 * Host or join (`/{locale}/room`), the host's form posted to open a room, the join form
 * by code, and the nickname form that takes a seat.
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity'
import { isMode, TOPICS } from '../../game/catalog.js'
import { drawQuestions } from '../../game/draw.js'
import { isFormPost, jsonError, readFormFields, wantsJson } from '../../http/respond.js'
import { formatNumber, translator } from '../../i18n/translations.js'
import { newRoomCode, readRoomCode } from '../../rooms/code.js'
import { nameKey } from '../../rooms/room.js'
import { modeName } from '../entry.js'
import { allowed, MAX_NICKNAME, newToken, oneField, pathCode, PREVIEW_IMAGE, readSeat, refuse, ROOM_COUNTS, ROOM_LIMITS, roomNotFound, roomsUrl, roomStub, roomUrl, writeSeat, type Ctx } from './shared.js'

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

/** A browser without a seat: the nickname form, with a friendly suggestion (or the reason it was refused). */
export const nicknameForm = (c: Ctx, code: string, problem?: { message: string; given: string }) => {
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

