/**
 * @module app
 * The Hono app: the middleware order and the route table, on one screen.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { HTTPException } from 'hono/http-exception'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './env.js'
import { resolveGameSecret } from './http/game-cookie.js'
import { pageShell, renderer } from './http/render.js'
import { loadLocaleFiles } from './i18n/load.js'
import { reportServerError } from './monitoring/report.js'
import { localeGate } from './i18n/negotiate.js'
import { breakInBrowser, breakOnServer, breakWhileStreaming, developmentOnly, showStats } from './routes/debug.js'
import { showCredits } from './routes/credits.js'
import { showProgress } from './routes/progress/page.js'
import { forgetMe } from './routes/progress/forget.js'
import { makeMoveLink, showMoveLink, useMoveLink } from './routes/progress/move.js'
import { showEntry, startGame } from './routes/entry.js'
import { notFoundPage, problemPage, type ProblemCode } from './routes/errors.js'
import { answerQuestion, showQuestion } from './routes/question.js'
import {
  answerAddress,
  answerHomework,
  answerInRoom,
  assignHomework,
  downloadResults,
  hostAction,
  hostRoom,
  joinByCode,
  playAgain,
  roomSocket,
  showHomeworkQuestion,
  showRoom,
  showRooms,
  takePupilSeat,
  takeSeat,
} from './routes/room/index.js'
import { showResult, showSuccess } from './routes/result.js'
import { monitoring } from './routes/monitoring.js'
import { serverErrorPage } from './routes/server-error.js'

/** Largest form accepted (an answer, a start); a real one is under 1 KB. */
export const MAX_ANSWER_BYTES = 8 * 1024

const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
})

/**
 * What every page needs: the game secret (production without a real GAME_SECRET refuses
 * to play rather than sign with a known key), the locale's city names (read once per
 * isolate; a failed read is reported and only pages naming a city then fail), and never
 * to be stored in a shared (or any) cache, as pages carry the player's game. One middleware for both: each one costs every
 * request. Cache-Control is set on the response's own headers (`c.header` after the
 * response is made would copy it into a new one).
 */
const pageBasics: MiddlewareHandler<AppEnv> = async function pageBasics(c, next) {
  const secret = resolveGameSecret(c.env)
  if (secret) {
    c.set('gameSecret', secret)
    // Capital and city names and the strings of own-route pages are static assets, read once per isolate and locale (src/i18n/load.ts).
    const locale = c.get('locale')
    if (locale) await loadLocaleFiles(c.env.ASSETS, locale).catch((error: unknown) => reportServerError(error))
    await next()
  } else {
    console.error('GAME_SECRET is missing or too short (32+ characters); set it with `wrangler secret put GAME_SECRET`.')
    c.res = await problemPage(c, 503, 'misconfigured')
  }
  c.res.headers.set('Cache-Control', 'private, no-store')
}

/** Refusals raised as HTTPException by Hono's middleware (csrf, bodyLimit), as localized pages. */
const PROBLEMS: Partial<Record<number, ProblemCode>> = {
  403: 'forbidden',
  413: 'tooLarge',
  415: 'unsupportedType',
}

const methodNotAllowed =
  (allow: string): MiddlewareHandler<AppEnv> =>
  async function methodNotAllowed(c) {
    c.header('Allow', allow)
    return problemPage(c, 405, 'methodNotAllowed')
  }

const app = new Hono<AppEnv>()

// Liveness for operators and load balancers, and the benchmark's floor: before every
// middleware, so it measures the platform and the router, nothing else.
app.get('/healthz', (c) => c.text('ok'))

// A room's WebSocket goes straight to its Durable Object: the page middleware below
// would try to set headers on the 101 response, which cannot be changed (hono#1572).
app.get('/:locale/room/:code/ws', roomSocket)

app.use(securityHeaders)
app.use(renderer)
// The document around each rendered page, made once per isolate and locale (decision 008).
app.use(pageShell)
// The error-report tunnel: before the locale gate, so no redirect and no cookies.
app.route('/monitoring', monitoring)
app.use(trimTrailingSlash())
app.use(localeGate())
app.use(pageBasics)
// Cross-site form posts are refused (Origin / Sec-Fetch-Site), on top of SameSite=Lax.
app.on('POST', '*', csrf())

app.get('/:locale', showEntry)
app.post('/:locale', bodyLimit({ maxSize: MAX_ANSWER_BYTES, onError: (c) => problemPage(c, 413, 'tooLarge') }), startGame)
app.all('/:locale', methodNotAllowed('GET, HEAD, POST'))

const questionPath = '/:locale/game/:type/:id'
app.get(questionPath, showQuestion)
app.post(questionPath, bodyLimit({ maxSize: MAX_ANSWER_BYTES, onError: (c) => problemPage(c, 413, 'tooLarge') }), answerQuestion)
app.all(questionPath, methodNotAllowed('GET, HEAD, POST'))

const formLimit = bodyLimit({ maxSize: MAX_ANSWER_BYTES, onError: (c) => problemPage(c, 413, 'tooLarge') })
app.get('/:locale/room', showRooms)
app.post('/:locale/room', formLimit, hostRoom)
app.all('/:locale/room', methodNotAllowed('GET, HEAD, POST'))
app.get('/:locale/room/join', joinByCode)
app.all('/:locale/room/join', methodNotAllowed('GET, HEAD'))
app.post('/:locale/room/homework', formLimit, assignHomework)
app.all('/:locale/room/homework', methodNotAllowed('POST'))
app.get('/:locale/room/:code', showRoom)
app.all('/:locale/room/:code', methodNotAllowed('GET, HEAD'))
app.post('/:locale/room/:code/seat', formLimit, takeSeat)
app.all('/:locale/room/:code/seat', methodNotAllowed('POST'))
app.post('/:locale/room/:code/answer/:q', formLimit, answerInRoom)
app.get('/:locale/room/:code/answer/:q', answerAddress)
app.all('/:locale/room/:code/answer/:q', methodNotAllowed('GET, HEAD, POST'))
app.post('/:locale/room/:code/host', formLimit, hostAction)
app.all('/:locale/room/:code/host', methodNotAllowed('POST'))
app.post('/:locale/room/:code/again', formLimit, playAgain)
app.all('/:locale/room/:code/again', methodNotAllowed('POST'))
app.post('/:locale/room/:code/pupil', formLimit, takePupilSeat)
app.all('/:locale/room/:code/pupil', methodNotAllowed('POST'))
app.get('/:locale/room/:code/q/:q', showHomeworkQuestion)
app.post('/:locale/room/:code/q/:q', formLimit, answerHomework)
app.all('/:locale/room/:code/q/:q', methodNotAllowed('GET, HEAD, POST'))
app.get('/:locale/room/:code/results.csv', downloadResults)
app.all('/:locale/room/:code/results.csv', methodNotAllowed('GET, HEAD'))

app.get('/:locale/credits', showCredits)
app.get('/:locale/progress', showProgress)
app.all('/:locale/progress', methodNotAllowed('GET, HEAD'))
app.post('/:locale/progress/forget', forgetMe)
app.all('/:locale/progress/forget', methodNotAllowed('POST'))
app.post('/:locale/progress/move', makeMoveLink)
app.all('/:locale/progress/move', methodNotAllowed('POST'))
app.get('/:locale/progress/move/:token', showMoveLink)
app.post('/:locale/progress/move/:token', useMoveLink)
app.all('/:locale/credits', methodNotAllowed('GET, HEAD'))

app.get('/:locale/result', showResult)
app.get('/:locale/result/success', showSuccess)
app.all('/:locale/result', methodNotAllowed('GET, HEAD'))
app.all('/:locale/result/success', methodNotAllowed('GET, HEAD'))

app.get('/:locale/debug/server-error', developmentOnly, breakOnServer)
app.get('/:locale/debug/stream-error', developmentOnly, breakWhileStreaming)
app.get('/:locale/debug/client-error', developmentOnly, breakInBrowser)
app.get('/:locale/debug/stats', developmentOnly, showStats)

app.all('*', notFoundPage)

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const problem = PROBLEMS[err.status]
    if (problem) return problemPage(c, err.status as 403 | 413 | 415, problem)
    return err.getResponse()
  }
  return serverErrorPage(c, err)
})

export default app
