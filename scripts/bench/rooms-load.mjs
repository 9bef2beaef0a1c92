/**
 * npm run bench:rooms — live rooms under load: ROOMS rooms × PLAYERS players (default
 * 50 × 40) against the production bundle served by workerd alone on loopback (as
 * `npm run bench`), every host and player holding a WebSocket. Each room plays three
 * questions: the host starts (or goes on), every player's socket receives its new
 * screen (the message carries it, as the hydrated page reads it: no fetch) and the
 * player answers over the socket (as the page does while its socket is open). Prints
 * the time to join (the seat post), the time from the host's "next" to each player's
 * new screen, p50 and p99, WebSocket messages per second during the game, and
 * workerd's CPU ms per answer.
 *
 * ROOMS_LOAD_ROOMS (50), ROOMS_LOAD_PLAYERS (40), ROOMS_LOAD_QUESTIONS (3).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, availableParallelism } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { execFileSync } from 'node:child_process'
import { answerFields } from './bench-rooms.mjs'
import { buildDeployBundle, cpuMs, productionVars, startWorkerd, writeConfig } from './serve-workerd.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'dist/rooms-load')
const ROOMS = Number(process.env.ROOMS_LOAD_ROOMS ?? 50)
const PLAYERS = Number(process.env.ROOMS_LOAD_PLAYERS ?? 40)
const QUESTIONS = Number(process.env.ROOMS_LOAD_QUESTIONS ?? 3)
const PORT = Number(process.env.ROOMS_LOAD_PORT ?? 8794)
const base = `http://127.0.0.1:${PORT}`

const PINNED = availableParallelism() >= 2 && (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })

const bundle = readFileSync(buildDeployBundle(out))
const state = mkdtempSync(path.join(tmpdir(), 'worldwise-rooms-'))
process.on('exit', () => rmSync(state, { recursive: true, force: true }))
const config = writeConfig({ out, port: PORT, stateDir: state, vars: productionVars(randomBytes(32).toString('base64url')) })
const server = await startWorkerd(config, PORT, PINNED ? ['taskset', '-c', '0'] : [])

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}
/**
 * fetch, retried once when a kept-alive connection was reset as it was reused (the
 * server closed it while idle: browsers retry such a request the same way). Counted.
 */
let retries = 0
const request = async (url, init) => {
  try {
    return await fetch(url, init)
  } catch (error) {
    if (error?.cause?.code !== 'ECONNRESET' && error?.cause?.code !== 'UND_ERR_SOCKET') throw error
    retries++
    return fetch(url, init)
  }
}
const cookieOf = (response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
const form = (fields) => new URLSearchParams(fields).toString()
const post = (url, fields, cookie, json = false) =>
  request(`${base}${url}`, {
    method: 'POST',
    body: form(fields),
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...(json ? { accept: 'application/json' } : {}) },
  })
const view = async (code, cookie) => (await request(`${base}/en/room/${code}`, { headers: { cookie, accept: 'application/json' } })).json()

/** A socket that records when each message arrived. */
const connect = (code, cookie) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/en/room/${code}/ws`, { headers: { cookie, origin: base } })
    const client = { ws, messages: 0, waiters: [], version: -1 }
    ws.addEventListener('message', (event) => {
      client.messages++
      const message = JSON.parse(event.data)
      if (message.v !== undefined) client.version = Math.max(client.version, message.v)
      for (const w of client.waiters.splice(0)) w(message)
    })
    ws.addEventListener('open', () => resolve(client))
    ws.addEventListener('error', reject)
  })
const nextMessage = (client, accept) =>
  new Promise((resolve) => {
    const wait = (message) => (accept(message) ? resolve(message) : client.waiters.push(wait))
    client.waiters.push(wait)
  })


const joinTimes = []
const screenTimes = []
let answers = 0
let messagesAtStart = 0
try {
  // 1. Hosts open their rooms; players take their seats (timed) and open their sockets.
  const rooms = await Promise.all(
    Array.from({ length: ROOMS }, async () => {
      const made = await post('/en/room', { mode: 'mixed', count: String(QUESTIONS <= 5 ? 5 : QUESTIONS <= 10 ? 10 : 20), limit: '0' })
      const code = made.headers.get('location').split('/').at(-1)
      return { code, hostCookie: cookieOf(made), players: [] }
    }),
  )
  await Promise.all(
    rooms.map(async (room) => {
      for (let i = 0; i < PLAYERS; i += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, PLAYERS - i) }, async (_, j) => {
            const started = performance.now()
            const seated = await post(`/en/room/${room.code}/seat`, { nickname: `P${i + j}` })
            joinTimes.push(performance.now() - started)
            if (seated.status !== 303) throw new Error(`join gave ${seated.status}`)
            room.players.push({ cookie: cookieOf(seated) })
          }),
        )
      }
      room.host = await connect(room.code, room.hostCookie)
      for (const player of room.players) player.socket = await connect(room.code, player.cookie)
    }),
  )
  const sockets = rooms.flatMap((r) => [r.host, ...r.players.map((p) => p.socket)])
  messagesAtStart = sockets.reduce((a, s) => a + s.messages, 0)
  const cpuBefore = cpuMs(server.pid)
  const gameStarted = performance.now()

  // 2. Each room: the host moves on; every player's socket brings its new screen, and it answers.
  await Promise.all(
    rooms.map(async (room) => {
      for (let q = 0; q < QUESTIONS; q++) {
        const before = room.host.version
        const moved = room.players.map((p) => nextMessage(p.socket, (m) => m.v > before && m.view?.question !== undefined))
        const pressed = performance.now()
        const action = q === 0 ? 'start' : 'next'
        const response = await post(`/en/room/${room.code}/host`, { action }, room.hostCookie)
        if (response.status !== 303) throw new Error(`${action} gave ${response.status}`)
        const screens = await Promise.all(
          room.players.map(async (player, i) => {
            const message = await moved[i]
            screenTimes.push(performance.now() - pressed)
            return message.view
          }),
        )
        // Everyone answers; the last answer closes the question.
        await Promise.all(
          room.players.map(async (player, i) => {
            const screen = screens[i]
            // Over the socket, as the hydrated page answers while its socket is open.
            const fields = Object.fromEntries(Object.entries(answerFields(screen.question)).map(([k, v]) => [k, [v].flat()]))
            const reply = nextMessage(player.socket, (m) => m.t !== undefined)
            player.socket.ws.send(JSON.stringify({ t: 'answer', q: Number(screen.question.action.split('/').at(-1)), fields, locale: 'en' }))
            const answered = await reply
            if (answered.t !== 'answered') throw new Error(`answer gave ${JSON.stringify(answered)}`)
            answers++
          }),
        )
        const closed = await view(room.code, room.hostCookie)
        if (closed.reveal === undefined) throw new Error('the question did not close when everyone had answered')
        // The host's socket has heard the reveal too (its version is the next question's "before").
        while (room.host.version < closed.version) await nextMessage(room.host, () => true)
      }
    }),
  )
  const seconds = (performance.now() - gameStarted) / 1000
  const cpu = cpuMs(server.pid) - cpuBefore
  const messages = sockets.reduce((a, s) => a + s.messages, 0) - messagesAtStart
  for (const s of sockets) s.ws.close()

  const ms = (x) => `${x.toFixed(1)} ms`
  console.log(`\nWorldwise rooms load: ${ROOMS} rooms × ${PLAYERS} players (${ROOMS * PLAYERS} sockets + ${ROOMS} hosts), ${QUESTIONS} questions each, workerd ${PINNED ? 'on core 0, this script on core 1' : 'not pinned'}`)
  console.log(`join (seat post): p50 ${ms(percentile(joinTimes, 50))}, p99 ${ms(percentile(joinTimes, 99))} over ${joinTimes.length} joins`)
  console.log(`host's "next" → a player's new screen (the socket message that carries it): p50 ${ms(percentile(screenTimes, 50))}, p99 ${ms(percentile(screenTimes, 99))}, last of all ${ms(Math.max(...screenTimes))}`)
  console.log(`WebSocket messages: ${messages} in ${seconds.toFixed(1)} s = ${Math.round(messages / seconds)}/s`)
  console.log(`answers: ${answers}; workerd CPU over the game ${cpu.toFixed(0)} ms = ${(cpu / answers).toFixed(2)} ms per answer (each answer also brings the host's counts, and its share of the reveal and the next screen)`)
  console.log(`requests retried after a reset kept-alive connection: ${retries}`)
  console.log(`worker bundle: ${(gzipSync(bundle).length / 1024).toFixed(1)} KB gzip`)
} catch (error) {
  console.error(`workerd said: ${server.errors().slice(-2000)}`)
  throw error
} finally {
  await server.stop()
}
