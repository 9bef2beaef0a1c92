/**
 * @module room
 * Live rooms (docs/decisions/010-rooms.md):
 * - `/{locale}/room`: host a room (mode, 5/10/15 questions, an optional time limit) or
 *   join one with its code (`/{locale}/room/join?code=…`, read case-insensitively).
 * - `/{locale}/room/{code}`: the room as its viewer sees it — the host's big screen, a
 *   player's phone, or the nickname form for a browser without a seat; JSON for the
 *   hydrated screen. Posts: `/seat` (nickname), `/answer/{index}` (the usual answer
 *   fields), `/host` (start, close, next, remove), each Post/Redirect/Get or JSON.
 * - `/{locale}/room/{code}/ws`: the WebSocket to the room's Durable Object.
 * The seat is a per-room token in a signed, HttpOnly cookie; the host's token likewise.
 */
export { answerAddress, answerInRoom, hostAction } from './actions.js'
export { hostRoom, joinByCode, readNickname, showRooms, takeSeat } from './forms.js'
export { roomSocket } from './socket.js'
export { showRoom } from './view.js'
