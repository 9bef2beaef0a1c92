/**
 * @module room/when
 * A homework room's moments (its deadline, its deletion) as the reader's locale writes
 * them, in the reader's time zone as Cloudflare locates the request, the zone named.
 */
import { formatMoment } from '../../i18n/intl.js'
import type { Ctx } from './shared.js'

/** The reader's time zone (UTC where the request is not located): every date names its zone anyway. */
export const requestTimeZone = (c: Ctx): string => {
  const zone = (c.req.raw as { cf?: { timezone?: unknown } }).cf?.timezone
  return typeof zone === 'string' && zone.length <= 64 ? zone : 'UTC'
}

/** "Sunday 29 November at 06:30 GMT-6", for this request's reader. */
export const moment = (c: Ctx, at: number): string => formatMoment(c.get('locale'), at, requestTimeZone(c))
