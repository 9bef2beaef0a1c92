/**
 * Whole games as players play them, for `npm run bench`: many games at once, each
 * drawing its own questions, played in lockstep (every game does step k before any does
 * step k + 1), CONCURRENCY requests at a time; workerd's CPU is read around each step, so
 * each step's cost per request is its own. A game: start (POST), then ten times the
 * question (its first view), the answer (POST, JSON) and the feedback page, then the
 * result. The caller runs it against a worker without storage bindings, so the figures
 * are the worker's own CPU (the stores' share is measured apart). `warmup` games in
 * another locale may go first, unmeasured.
 */
import { cpuMs } from './serve-workerd.mjs'

const pool = async (items, concurrency, run) => {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]
        await run(item)
      }
    }),
  )
}

const cookieJar = (player, response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const eq = pair.indexOf('=')
    player.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
}
const cookieOf = (player) => [...player.cookies].map(([k, v]) => `${k}=${v}`).join('; ')

const body = (fields) => {
  const form = new URLSearchParams()
  for (const [k, vs] of Object.entries(fields)) for (const v of vs) form.append(k, v)
  return form.toString()
}

/**
 * Plays `games` games of `mode` against `base` (workerd `pid`); `fieldsFor(id)` gives a
 * question's answer fields. Returns each step's CPU ms per request, and a whole game's.
 */
export async function benchGames({ base, pid, mode, games, concurrency, fieldsFor, locale = 'en', warmup = 0, warmupLocale = 'de', cookies = () => [] }) {
  // A serving isolate has met players before: `warmup` games in another locale first, not
  // measured, so V8 has compiled the code and the catalog is built, as they are in an
  // isolate that has been up a while, while none of the measured locale's pages are in
  // its per-locale caches.
  if (warmup > 0) await benchGames({ base, pid, mode, games: warmup, concurrency, fieldsFor, locale: warmupLocale })
  const players = Array.from({ length: games }, (_, i) => ({ cookies: new Map(cookies(i)), path: '', next: '' }))
  let firstBad = ''
  const steps = []
  const step = async (name, run, expected) => {
    const before = cpuMs(pid)
    const started = performance.now()
    let bad = 0
    await pool(players, concurrency, async (player) => {
      const status = await run(player)
      if (!expected.includes(status)) bad++
    })
    const cpu = cpuMs(pid) - before
    steps.push({ name, requests: players.length, cpu, ms: performance.now() - started, bad })
  }
  const headers = (player, extra = {}) => ({ cookie: cookieOf(player), ...extra })
  const post = { origin: base, 'content-type': 'application/x-www-form-urlencoded' }

  await step(
    'start a game (POST)',
    async (player) => {
      const response = await fetch(`${base}/${locale}`, { method: 'POST', redirect: 'manual', body: mode === 'mixed' ? '' : `mode=${mode}`, headers: post })
      cookieJar(player, response)
      player.path = new URL(response.headers.get('location'), base).pathname
      return response.status
    },
    [303],
  )
  for (let i = 0; i < 10; i++) {
    await step(
      `question ${i + 1}, first view`,
      async (player) => {
        const response = await fetch(`${base}${player.path}`, { headers: headers(player) })
        await response.arrayBuffer()
        return response.status
      },
      [200],
    )
    await step(
      `answer ${i + 1} (POST, JSON)`,
      async (player) => {
        const id = player.path.split('/').at(-1)
        const response = await fetch(`${base}${player.path}`, { method: 'POST', body: body(fieldsFor(id)), headers: headers(player, { ...post, accept: 'application/json' }) })
        cookieJar(player, response)
        const json = await response.json()
        if (response.status !== 200 && !firstBad) firstBad = `${id}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`
        player.next = json.next ?? player.path
        return response.status
      },
      [200],
    )
    await step(
      `feedback ${i + 1}`,
      async (player) => {
        const response = await fetch(`${base}${player.path}`, { headers: headers(player) })
        await response.arrayBuffer()
        player.path = player.next
        return response.status
      },
      [200],
    )
  }
  await step(
    'result',
    async (player) => {
      const response = await fetch(`${base}${player.path}`, { headers: headers(player) })
      await response.arrayBuffer()
      return response.status
    },
    [200],
  )

  const perRequest = (filter) => {
    const chosen = steps.filter((s) => filter(s.name))
    return chosen.reduce((a, s) => a + s.cpu, 0) / chosen.reduce((a, s) => a + s.requests, 0)
  }
  const values = STEPS.map(([, filter]) => perRequest(filter))
  const whole = steps.reduce((a, s) => a + s.cpu, 0) / games
  if (firstBad) console.log(`first unexpected answer response: ${firstBad}`)
  return { rows: gameRows(values, whole), values, bad: steps.reduce((a, s) => a + s.bad, 0), whole, steps, players }
}

const STEPS = [
  ['start a game (POST)', (n) => n.startsWith('start')],
  ['question, first view', (n) => n.startsWith('question')],
  ['answer (POST, JSON)', (n) => n.startsWith('answer')],
  ['feedback', (n) => n.startsWith('feedback')],
  ['result', (n) => n === 'result'],
]

/** The table of one run (or of medians): each step's CPU ms per request, then a whole game's. */
export const gameRows = (values, whole) => [
  ...STEPS.map(([step], i) => ({ step, 'CPU ms/request': values[i].toFixed(3) })),
  { step: 'a whole game (start, 10 × question + answer + feedback, result)', 'CPU ms/request': `${whole.toFixed(2)} per game` },
]
