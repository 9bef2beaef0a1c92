/**
 * Room games as players play them, for `npm run bench`: ROOMS rooms of PLAYERS players
 * each play a ten-question room at once, every host and player holding a WebSocket and
 * doing what the hydrated room page does. Steps run in lockstep (every room does step k
 * before any does step k + 1), CONCURRENCY requests at a time, and the CPU of two workerd
 * processes is read around each step: the worker's (`workerPid`) and the rooms' own
 * (`roomsPid`, the Room Durable Objects in a process of their own, scripts/bench/rooms-apart).
 *
 * A player: takes a seat (POST, 303), opens the room's page (HTML), opens its socket;
 * then for each question reads its screen from the socket's message (the room sends
 * each socket its whole new screen, as the hydrated page reads it: no fetch), answers
 * over the socket (as the page does while its socket is open; the JSON post is its
 * fallback), and reads the reveal and at the end the podium from its socket. A host:
 * opens the room (POST, 303) and its page, opens its socket, starts and moves on (POST,
 * JSON, as its page does); its counts and screens arrive on its socket.
 */
import path from 'node:path'
import { cpuMs, startWorkerd, writeConfig, writeRoomsApartConfigs } from './serve-workerd.mjs'

const pool = async (items, concurrency, run) => {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await run(items[next++])
    }),
  )
}

const cookieOf = (response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

/** Answers every question type can take: the first option, a number, a word, a map's centre (rooms-load.mjs too). */
export const answerFields = (question) => {
  switch (question.type) {
    case 'map':
      return { 'm960.x': '480', 'm960.y': '300' }
    case 'number':
      return { answer: '100' }
    case 'text':
      return { answer: 'France' }
    case 'order':
      return { order: question.items.map((i) => i.value) }
    case 'boolean':
      return { answer: 'true' }
    default:
      return { answer: question.choices[0].value }
  }
}

export async function playRooms({ base, workerPid, roomsPid, rooms: ROOMS, players: PLAYERS, questions = 10, concurrency = 16, locale = 'en' }) {
  const form = { origin: base, 'content-type': 'application/x-www-form-urlencoded' }
  const steps = []
  const roomsCpu = () => (roomsPid === undefined ? 0 : cpuMs(roomsPid))
  let bad = 0
  let firstBad
  /** Runs `run` over `items` as one measured step; `kind` groups steps into a row. */
  const step = async (kind, items, run) => {
    const worker = cpuMs(workerPid)
    const room = roomsCpu()
    await pool(items, concurrency, async (item) => {
      const ok = await run(item)
      if (ok !== true) {
        bad++
        if (firstBad === undefined) firstBad = `${kind}: ${ok}`
      }
    })
    steps.push({ kind, requests: items.length, worker: cpuMs(workerPid) - worker, rooms: roomsCpu() - room })
  }
  /** A socket that keeps the last version it heard and wakes whoever waits for a newer one. */
  const connect = (code, cookie) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/${locale}/room/${code}/ws`, { headers: { cookie, origin: base } })
      const socket = { ws, version: -1, waiters: [], view: undefined }
      ws.addEventListener('message', (event) => {
        const message = JSON.parse(event.data)
        if (message.t) {
          socket.onReply?.(message)
          socket.onReply = undefined
        }
        if (message.view && message.view.version >= (socket.view?.version ?? -1)) socket.view = message.view
        if (message.v !== undefined && message.v > socket.version) socket.version = message.v
        for (const w of socket.waiters.splice(0)) w()
      })
      ws.addEventListener('open', () => resolve(socket))
      ws.addEventListener('error', () => reject(new Error(`the socket of room ${code} did not open`)))
    })
  const heard = (socket, version) =>
    new Promise((resolve) => {
      const check = () => (socket.version > version ? resolve() : socket.waiters.push(check))
      check()
    })

  const rooms = Array.from({ length: ROOMS }, () => ({ host: {}, players: Array.from({ length: PLAYERS }, () => ({})) }))
  const hosts = rooms.map((r) => r.host)
  const players = rooms.flatMap((r) => r.players.map((p) => Object.assign(p, { room: r })))
  for (const room of rooms) room.host.room = room
  players.forEach((p, i) => (p.name = `Guest ${i + 1}`))

  await step('open a room (host, POST)', rooms, async (room) => {
    const made = await fetch(`${base}/${locale}/room`, { method: 'POST', redirect: 'manual', body: `mode=mixed&count=${questions}&limit=0`, headers: form })
    room.code = made.headers.get('location')?.split('/').at(-1)
    room.host.cookie = cookieOf(made)
    return made.status === 303 || `${made.status} ${await made.text()}`
  })
  await step('take a seat (POST)', players, async (player) => {
    const seated = await fetch(`${base}/${locale}/room/${player.room.code}/seat`, { method: 'POST', redirect: 'manual', body: `nickname=${encodeURIComponent(player.name)}`, headers: form })
    player.cookie = cookieOf(seated)
    return seated.status === 303 || `${seated.status} ${await seated.text()}`
  })
  await step('the room page (HTML)', [...hosts, ...players], async (who) => {
    const response = await fetch(`${base}/${locale}/room/${who.room.code}`, { headers: { cookie: who.cookie } })
    await response.arrayBuffer()
    return response.status === 200 || `${response.status}`
  })
  if (bad) throw new Error(`${bad} unexpected responses, the first: ${firstBad}`)
  await step('open the socket', [...hosts, ...players], async (who) => {
    who.socket = await connect(who.room.code, who.cookie)
    return true
  })

  try {
    for (let q = 0; q <= questions; q++) {
      const last = q === questions
      // The host starts, moves on, or (after the last reveal) ends the game; its page posts as JSON.
      const versions = new Map(players.map((p) => [p, p.socket.version]))
      await step('host moves on (POST, JSON)', rooms, async (room) => {
        const response = await fetch(`${base}/${locale}/room/${room.code}/host`, { method: 'POST', body: `action=${q === 0 ? 'start' : 'next'}`, headers: { ...form, cookie: room.host.cookie, accept: 'application/json' } })
        room.host.view = await response.json()
        return response.status === 200 || `${response.status} ${JSON.stringify(room.host.view)}`
      })
      await Promise.all(players.map((p) => heard(p.socket, versions.get(p))))
      if (last) {
        const missing = players.filter((p) => p.socket.view?.podium === undefined).length
        if (missing) throw new Error(`${missing} players' sockets brought no podium`)
        break
      }
      const answered = new Map(players.map((p) => [p, p.socket.version]))
      await step('answer (over the socket)', players, async (p) => {
        const question = p.socket.view?.question
        if (!question) return `no question on the socket: ${JSON.stringify(p.socket.view)?.slice(0, 200)}`
        const fields = Object.fromEntries(Object.entries(answerFields(question)).map(([k, v]) => [k, [v].flat()]))
        const reply = new Promise((resolve) => (p.socket.onReply = resolve))
        p.socket.ws.send(JSON.stringify({ t: 'answer', q: Number(question.action.split('/').at(-1)), fields, locale }))
        const answered = await reply
        return answered.t === 'answered' || JSON.stringify(answered)
      })
      // The last answer closes the question: every socket hears the reveal.
      await Promise.all(players.map((p) => heard(p.socket, answered.get(p))))
      const unrevealed = players.filter((p) => p.socket.view?.reveal === undefined).length
      if (unrevealed) throw new Error(`${unrevealed} players' sockets brought no reveal`)
    }
  } finally {
    for (const who of [...hosts, ...players]) who.socket?.ws.close()
  }

  const rows = [...new Set(steps.map((s) => s.kind))].map((kind) => {
    const chosen = steps.filter((s) => s.kind === kind)
    const requests = chosen.reduce((a, s) => a + s.requests, 0)
    return {
      step: kind,
      requests,
      'worker CPU ms/request': (chosen.reduce((a, s) => a + s.worker, 0) / requests).toFixed(3),
      'rooms CPU ms/request': (chosen.reduce((a, s) => a + s.rooms, 0) / requests).toFixed(3),
    }
  })
  const totalPlayers = ROOMS * PLAYERS
  const worker = steps.reduce((a, s) => a + s.worker, 0) / totalPlayers
  const room = steps.reduce((a, s) => a + s.rooms, 0) / totalPlayers
  rows.push({ step: `a whole room game, per player (host's share included)`, requests: '', 'worker CPU ms/request': `${worker.toFixed(2)} per player`, 'rooms CPU ms/request': `${room.toFixed(2)} per player` })
  return { rows, bad, firstBad, worker, rooms: room }
}

/**
 * Serves the bundle in `out` as two workerd processes (the worker on `port`, its rooms on
 * `port + 1`, both under `prefix`, e.g. `taskset -c 0`), plays the room games, stops
 * both; then plays the same number of rooms against the bundle as deployed (rooms in the
 * worker's own process, on `port + 2`) for the two together, which is what the split's
 * HTTP hop adds to compare with.
 */
export async function benchRooms({ out, port, stateDir, vars, prefix = [], rooms, players, questions, concurrency, warmup = 0 }) {
  const configs = writeRoomsApartConfigs({ out, port, roomsPort: port + 1, stateDir: path.join(stateDir, 'rooms-apart'), vars })
  const play = async (workerServer, roomsServer) => {
    const servers = { base: workerServer.baseUrl, workerPid: workerServer.pid, roomsPid: roomsServer?.pid, players, questions, concurrency }
    try {
      // As for whole games: an isolate that has served rooms before (V8 compiled, the
      // catalog built), but not these rooms' pages; unmeasured, in German.
      if (warmup > 0) await playRooms({ ...servers, rooms: warmup, locale: 'de' })
      return await playRooms({ ...servers, rooms })
    } catch (error) {
      throw new Error(`${error?.message ?? error}; workerd said: ${workerServer.errors().slice(-1000)} ${roomsServer?.errors().slice(-1000) ?? ''}`)
    }
  }
  let apart
  const roomsServer = await startWorkerd(configs.rooms, port + 1, prefix)
  try {
    const workerServer = await startWorkerd(configs.worker, port, prefix)
    try {
      apart = await play(workerServer, roomsServer)
    } finally {
      await workerServer.stop()
    }
  } finally {
    await roomsServer.stop()
  }
  const together = writeConfig({ out, port: port + 2, stateDir: path.join(stateDir, 'rooms-together'), vars, stats: false })
  const server = await startWorkerd(together, port + 2, prefix)
  try {
    // One process: the worker's CPU and the rooms' both read as the worker's.
    const one = await play(server)
    return { ...apart, together: one.worker, togetherRows: one.rows.map(({ 'rooms CPU ms/request': _, ...row }) => row) }
  } finally {
    await server.stop()
  }
}
