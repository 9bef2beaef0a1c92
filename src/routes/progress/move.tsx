/**
 * @module routes/progress/move
 * "Use your progress on another device" (docs/decisions/015): a link that works once for
 * 15 minutes, with its QR code, puts the same learner's cookie on the browser that uses
 * it. The link carries a signed `{l, n, e}` (learner, a random nonce, expiry); the
 * learner object keeps the nonce and lets it be used once. Opening the link only asks
 * (a link preview must not use it up); the form it shows does. A wrong, used or expired
 * link gets a clear localized page; tries are limited per address (PROGRESS_MOVES).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../env.js'
import { decodeSigned, encodeSigned } from '../../game/state.js'
import { sendWhole } from '../../http/render.js'
import { isFormPost, statsContext } from '../../http/respond.js'
import { translator } from '../../i18n/translations.js'
import { isLearnerId, readLearner, writeLearner } from '../../learners/cookie.js'
import { consumeTransfer, createTransfer } from '../../learners/store.js'
import { allowed } from '../room/shared.js'
import { qrDataUrl } from '../room/host.js'

type Ctx = Context<AppEnv>

/** How long a link works. */
export const MOVE_LINK_MS = 15 * 60 * 1000
const NONCE = /^[A-Za-z0-9_-]{22}$/

interface MoveToken {
  l: string
  n: string
  /** Expiry, ms since the epoch. */
  e: number
}

const isMoveToken = (value: unknown): value is MoveToken => {
  const t = value as Partial<MoveToken> | undefined
  return typeof t === 'object' && t !== null && isLearnerId(t.l) && typeof t.n === 'string' && NONCE.test(t.n) && typeof t.e === 'number'
}

const nonce = (): string => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A page about a link: never cached, never sent on as a referrer (its URL is a key). */
const linkPage = (c: Ctx, status: 200 | 400 | 410 | 429 | 503, title: string, body: React.ReactNode) => {
  c.status(status)
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return sendWhole(c, <section className="panel progress-move">{body}</section>, { title })
}

const progressUrl = (c: Ctx) => `/${c.get('locale')}/progress`

/** POST /{locale}/progress/move: makes a link for this browser's learner. */
export const makeMoveLink = async (c: Ctx) => {
  const LL = translator(c.get('locale'))
  if (!isFormPost(c)) return c.redirect(progressUrl(c), 303)
  const learner = await readLearner(c)
  if (!learner) return c.redirect(progressUrl(c), 303)
  const token: MoveToken = { l: learner, n: nonce(), e: Date.now() + MOVE_LINK_MS }
  const stored = await createTransfer(statsContext(c), learner, token.n, token.e)
  if (!stored) return linkPage(c, 503, LL.progress.moveHeading(), <p role="status">{LL.progress.unavailable()}</p>)
  const link = `${new URL(c.req.url).origin}${progressUrl(c)}/move/${await encodeSigned(token, c.get('gameSecret'))}`
  return linkPage(
    c,
    200,
    LL.progress.moveHeading(),
    <>
      <h1>{LL.progress.moveHeading()}</h1>
      <p>{LL.progress.moveReady()}</p>
      <p className="move-link">
        <a href={link}>{link}</a>
      </p>
      <img className="room-qr" src={qrDataUrl(link)} alt={LL.progress.moveQrAlt()} width={200} height={200} />
      <p>
        <a href={progressUrl(c)}>{LL.progress.title()}</a>
      </p>
    </>,
  )
}

type Checked = { ok: true; token: MoveToken } | { ok: false; status: 400 | 410; message: string }

/** What a link says before it is used: signed by us and not expired. */
const checkToken = async (c: Ctx): Promise<Checked> => {
  const LL = translator(c.get('locale'))
  const token = await decodeSigned(c.req.param('token'), c.get('gameSecret'))
  if (!isMoveToken(token)) return { ok: false, status: 400, message: LL.progress.moveWrong() }
  if (token.e < Date.now()) return { ok: false, status: 410, message: LL.progress.moveExpired() }
  return { ok: true, token }
}

const refused = (c: Ctx, status: 400 | 410 | 429 | 503, message: string) =>
  linkPage(
    c,
    status,
    translator(c.get('locale')).progress.moveHeading(),
    <>
      <h1>{translator(c.get('locale')).progress.moveHeading()}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href={progressUrl(c)}>{translator(c.get('locale')).progress.title()}</a>
      </p>
    </>,
  )

/** GET /{locale}/progress/move/{token}: asks before using the link (a preview must not use it up). */
export const showMoveLink = async (c: Ctx) => {
  const LL = translator(c.get('locale'))
  const checked = await checkToken(c)
  if (!checked.ok) return refused(c, checked.status, checked.message)
  return linkPage(
    c,
    200,
    LL.progress.moveHeading(),
    <>
      <h1>{LL.progress.moveHeading()}</h1>
      <p>{LL.progress.moveConfirm()}</p>
      <form method="post" action={c.req.path}>
        <button type="submit" className="button button-primary">
          {LL.progress.moveAccept()}
        </button>
      </form>
    </>,
  )
}

/** POST /{locale}/progress/move/{token}: uses the link once; this browser becomes the same learner. */
export const useMoveLink = async (c: Ctx) => {
  const LL = translator(c.get('locale'))
  if (!(await allowed(c, 'PROGRESS_MOVES'))) {
    c.header('Retry-After', '60')
    return refused(c, 429, LL.progress.moveTooMany())
  }
  const checked = await checkToken(c)
  if (!checked.ok) return refused(c, checked.status, checked.message)
  const used = await consumeTransfer(statsContext(c), checked.token.l, checked.token.n)
  if (used === undefined) return refused(c, 503, LL.progress.unavailable())
  if (used === 'used') return refused(c, 410, LL.progress.moveUsed())
  if (used === 'expired') return refused(c, 410, LL.progress.moveExpired())
  if (used === 'unknown') return refused(c, 400, LL.progress.moveWrong())
  await writeLearner(c, checked.token.l)
  return c.redirect(`${progressUrl(c)}?moved=1`, 303)
}
