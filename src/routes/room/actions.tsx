/**
 * @module room/actions
 * What a seat does in a live room: answer the open question (`/answer/{index}`, the usual
 * answer fields) and, for the host, start, close, go on or remove a player (`/host`);
 * each Post/Redirect/Get or JSON.
 */
import { findQuestion } from '../../game/catalog.js'
import { isFormPost, jsonError, readFormFields, wantsJson } from '../../http/respond.js'
import { translator } from '../../i18n/translations.js'
import type { HostAction } from '../../rooms/room.js'
import { MARKERS_QUERY } from '../question.js'
import { oneField, pathCode, readRoomForm, readSeat, refuse, roomNotFound, roomStub, roomUrl, unknownRoom, type Ctx } from './shared.js'
import { renderRoom, roomViewFor } from './view.js'

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
      if (!(await stub.snapshot())) return unknownRoom(c)
      return refuse(c, 403, 'notSeated', LL.room.forbidden())
    }
    const message =
      result.code === 'questionClosed' ? LL.room.questionClosed() : result.code === 'removed' ? LL.room.removed() : result.code === 'tooLong' ? LL.errors.tooLong({ max: 80 }) : LL.errors[result.code]()
    const status = result.code === 'questionClosed' ? 409 : result.code === 'removed' ? 403 : 400
    if (wantsJson(c)) return jsonError(c, status, result.code, message)
    const snapshot = await stub.snapshot(seat.t)
    if (!snapshot) return roomNotFound(c)
    c.status(status)
    const view = roomViewFor(c, snapshot, { error: message, markers: result.code !== 'questionClosed' && 'answer' in fields && findQuestion(snapshot.settings.ids[index] ?? '')?.type === 'map' })
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
  const fields = await readRoomForm(c)
  if (fields instanceof Response) return fields
  const action = oneField(fields, 'action') as HostAction | undefined
  const player = Number(oneField(fields, 'player') ?? NaN)
  if (!action || !HOST_ACTIONS.includes(action) || (action === 'remove' && !Number.isInteger(player))) return refuse(c, 400, 'unknownAction', LL.room.wrongPhase())
  const seat = await readSeat(c, code)
  const stub = roomStub(c, code)
  const result = await stub.host(seat?.h ? seat.t : '', action, action === 'remove' ? player : undefined)
  if (!result.ok && result.code === 'forbidden') {
    if (!(await stub.snapshot())) return unknownRoom(c)
    return refuse(c, 403, 'forbidden', LL.room.forbidden())
  }
  const snapshot = result.snapshot
  const error = result.ok ? undefined : result.code === 'noPlayers' ? LL.room.needPlayers() : LL.room.wrongPhase()
  if (wantsJson(c)) return error ? jsonError(c, 409, result.ok ? 'ok' : result.code, error) : c.json(roomViewFor(c, snapshot))
  if (error) {
    c.status(409)
    const view = roomViewFor(c, snapshot, { error })
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

