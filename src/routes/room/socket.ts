/**
 * @module room/socket
 * `/{locale}/room/{code}/ws`: the WebSocket to the room's Durable Object (app.tsx routes
 * it before the page middleware: a 101 response's headers cannot be changed).
 */
import { resolveGameSecret } from '../../http/game-cookie.js'
import { isLocale } from '../../i18n/translations.js'
import { readRoomCode } from '../../rooms/code.js'
import { readSeat, roomStub, type Ctx } from './shared.js'

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
  // The screens the room sends this socket are in the page's language, with links to this origin.
  const locale = c.req.param('locale')
  headers.set('x-room-locale', locale && isLocale(locale) ? locale : 'en')
  headers.set('x-room-origin', new URL(c.req.url).origin)
  return roomStub(c, code).fetch(new Request(c.req.raw.url, { headers }))
}
