/**
 * @module room/shared
 * What every room screen and endpoint shares: addresses, the seat cookie (a per-room
 * token, signed and HttpOnly), the room's stub, the rate limits, and refusals as a page
 * or JSON.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../../env.js'
import { decodeSigned, encodeSigned } from '../../game/state.js'
import { isFormPost, jsonError, readFormFields, wantsJson } from '../../http/respond.js'
import { translator, type Locale } from '../../i18n/translations.js'
import { readRoomCode } from '../../rooms/code.js'
import type { Room } from '../../rooms/room.js'

export type Ctx = Context<AppEnv>

export const ROOM_COUNTS = [5, 10, 15, 20] as const
export const ROOM_LIMITS = [0, 20, 30, 60] as const
export const MAX_NICKNAME = 20
/** A seat (or the host's key) outlives the room's 2 idle hours comfortably. */
export const SEAT_MAX_AGE = 12 * 60 * 60
/** Waiting screens refresh themselves this often without JavaScript. */
export const REFRESH_SECONDS = 3
/** The link preview's picture (public/og.png): one for every locale, the brand and a globe. */
export const PREVIEW_IMAGE = '/og.png'

export const roomsUrl = (locale: Locale) => `/${locale}/room`
export const roomUrl = (locale: Locale, code: string) => `/${locale}/room/${code}`
export const seatCookie = (code: string) => `ww_room_${code}`

export interface Seat {
  /** The token the room knows this browser by. */
  t: string
  /** The host's token rather than a player's. */
  h?: 1
}

export const newToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export const readSeat = async (c: Ctx, code: string, secret = c.get('gameSecret')): Promise<Seat | undefined> => {
  const value = (await decodeSigned(getCookie(c, seatCookie(code)), secret)) as Partial<Seat> | undefined
  return value && typeof value.t === 'string' && value.t.length <= 64 ? { t: value.t, ...(value.h === 1 ? { h: 1 as const } : {}) } : undefined
}

/** `maxAge` in seconds: a homework seat lasts as long as its room. */
export const writeSeat = async (c: Ctx, code: string, seat: Seat, maxAge = SEAT_MAX_AGE) =>
  setCookie(c, seatCookie(code), await encodeSigned(seat, c.get('gameSecret')), { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge })

export const roomStub = (c: Ctx, code: string): DurableObjectStub<Room> => c.env.ROOMS.getByName(code)

/**
 * Counts one request of this address against `limiter` (within `scope`, e.g. one room,
 * when given): false when the address is over the limit. The rule and its numbers are in
 * docs/decisions/010-rooms.md ("Admission").
 */
export const allowed = async (c: Ctx, limiter: 'ROOM_HOSTS' | 'ROOM_SEATS' | 'ROOM_SEATS_ADDRESS' | 'ROOM_GUESSES' | 'PROGRESS_MOVES', scope?: string): Promise<boolean> => {
  const binding = c.env[limiter]
  if (!binding) return true
  const address = c.req.header('cf-connecting-ip') ?? 'unknown'
  try {
    return (await binding.limit({ key: scope === undefined ? address : `${address} ${scope}` })).success
  } catch {
    // The limiter is down: let players in rather than lock every room.
    return true
  }
}

/**
 * A seat in room `code`: within this address's limit in the room and in all rooms
 * together. Both are asked at once, so a seat waits for one round trip, not two; an
 * attempt refused by one still counts against the other.
 */
export const seatAllowed = async (c: Ctx, code: string): Promise<boolean> => (await Promise.all([allowed(c, 'ROOM_SEATS', code), allowed(c, 'ROOM_SEATS_ADDRESS')])).every(Boolean)

/** Over a rate limit: a localized 429 that says when to try again. */
export const tooMany = (c: Ctx, code: string, message: string) => {
  c.header('Retry-After', '60')
  return refuse(c, 429, code, message)
}

/** A refusal specific to rooms, as a page (the room's own screen where there is one) or JSON. */
export const refuse = (c: Ctx, status: 400 | 403 | 404 | 409 | 410 | 429, code: string, message: string, title = translator(c.get('locale')).errors.errorTitle()) => {
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

export const roomNotFound = (c: Ctx) => {
  const LL = translator(c.get('locale'))
  // The same answer for a code never used and a room deleted: nothing says which.
  return refuse(c, 404, 'roomNotFound', LL.room.notFound(), LL.room.notFoundTitle())
}

/**
 * A well-formed code with no room behind it: the 404, until this address has tried too
 * many such codes in a minute (guessing), then a 429. Codes of rooms that exist never count.
 */
export const unknownRoom = async (c: Ctx) => {
  if (!(await allowed(c, 'ROOM_GUESSES'))) return tooMany(c, 'tooManyCodes', translator(c.get('locale')).roomSetup.tooManyCodes())
  return roomNotFound(c)
}

export const oneField = (fields: Record<string, readonly string[]>, name: string): string | undefined => {
  const values = fields[name] ?? []
  return values.length === 1 ? values[0] : undefined
}

/** The room's code from the path, or a 404 for anything that cannot be one. */
export const pathCode = (c: Ctx): string | undefined => {
  const raw = c.req.param('code')
  const code = readRoomCode(raw)
  // Only the canonical form is a room's address: the join form normalises what players type.
  return code === raw ? code : undefined
}

/** A form post's fields; otherwise the localized 400 to send (another kind of body, or a malformed one). */
export const readRoomForm = async (c: Ctx): Promise<NonNullable<Awaited<ReturnType<typeof readFormFields>>> | Response> => {
  const LL = translator(c.get('locale'))
  if (!isFormPost(c)) return refuse(c, 400, 'unsupportedType', LL.errors.unsupportedType())
  return (await readFormFields(c)) ?? refuse(c, 400, 'malformed', LL.errors.malformed())
}

/** The form that takes a seat under a nickname, for a live room and for homework alike. */
export function NicknameForm({ action, label, hint, submit, given, problem }: { action: string; label: string; hint: string; submit: string; given: string; problem?: string }) {
  return (
    <form method="post" action={action} className="stack">
      <label htmlFor="nickname">{label}</label>
      <p className="hint" id="nickname-hint">
        {hint}
      </p>
      <input
        id="nickname"
        name="nickname"
        type="text"
        required
        maxLength={40}
        autoComplete="nickname"
        defaultValue={given}
        aria-describedby={problem ? 'nickname-hint nickname-error' : 'nickname-hint'}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p className="error" id="nickname-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary">
        {submit}
      </button>
    </form>
  )
}
