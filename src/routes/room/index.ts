/**
 * @module room
 * Live rooms (docs/decisions/010-rooms.md):
 * - `/{locale}/room`: host a room (setup.tsx: topic, region, 5–20 questions, an optional
 *   time limit and speed bonus) or join one with its code (`/{locale}/room/join?code=…`,
 *   read case-insensitively).
 * - `/{locale}/room/{code}`: the room as its viewer sees it — the host's big screen, a
 *   player's phone, or the nickname form for a browser without a seat; JSON for the
 *   hydrated screen. Posts: `/seat` (nickname), `/answer/{index}` (the usual answer
 *   fields), `/host` (start, close, next, remove), each Post/Redirect/Get or JSON;
 *   `/again` (the host of a finished room: a new room with the same questions).
 * - `/{locale}/room/{code}/ws`: the WebSocket to the room's Durable Object.
 * - Homework (homework.tsx): `/{locale}/room/homework` sets it; `/pupil`, `/q/{index}` and
 *   `/results.csv` under a room's address are the pupil's seat, questions and the teacher's file.
 * The seat is a per-room token in a signed, HttpOnly cookie; the host's token likewise.
 */
export { answerAddress, answerInRoom, hostAction } from './actions.js'
export { hostRoom, joinByCode, playAgain, readNickname, showRooms, takeSeat } from './forms.js'
export { answerHomework, assignHomework, showHomeworkQuestion, takePupilSeat } from './homework.js'
export { downloadResults } from './export.js'
export { roomSocket } from './socket.js'
export { showRoom } from './view.js'
