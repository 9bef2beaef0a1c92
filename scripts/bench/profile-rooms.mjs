/**
 * A CPU profile of room games (scripts/bench/bench-rooms.mjs's players), for finding where a
 * room's CPU goes: the bundle as deployed but not minified (names kept), the worker and
 * its rooms in two workerd processes (scripts/bench/rooms-apart), each with its inspector and
 * V8's sampling profiler over the run; self and inclusive time by function, per process.
 * ROOMS (20), PLAYERS (10). Run: node scripts/bench/profile-rooms.mjs
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { productionVars, startWorkerd, writeRoomsApartConfigs } from './serve-workerd.mjs'
import { playRooms } from './bench-rooms.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'dist/prof-rooms')
mkdirSync(out, { recursive: true })
for (const f of readdirSync(out)) if (f.endsWith('.txt')) rmSync(path.join(out, f))
execFileSync(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' } })
const source = readFileSync(path.join(out, 'index.js'), 'utf8').split('\n')
const moduleAt = []
let current = '?'
for (let i = 0; i < source.length; i++) {
  const m = /^\/\/ (\S+\.(?:ts|tsx|js|mjs|cjs))$/.exec(source[i])
  if (m) current = m[1]
  moduleAt[i] = current
}
const port = 8810
const vars = productionVars('x'.repeat(40))
const configs = writeRoomsApartConfigs({ out, port, roomsPort: port + 1, stateDir: mkdtempSync(path.join(tmpdir(), 'pr-')), vars })
const roomsServer = await startWorkerd(configs.rooms, port + 1, [], ['--inspector-addr=127.0.0.1:9241'])
const workerServer = await startWorkerd(configs.worker, port, [], ['--inspector-addr=127.0.0.1:9240'])

const inspect = async (inspectorPort) => {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl)
  await new Promise((r) => ws.addEventListener('open', r))
  let id = 0
  const pending = new Map()
  ws.addEventListener('message', (e) => {
    const m = JSON.parse(e.data)
    if (m.id && pending.has(m.id)) {
      pending.get(m.id)(m.result)
      pending.delete(m.id)
    }
  })
  const send = (method, params = {}) =>
    new Promise((r) => {
      const i = ++id
      pending.set(i, r)
      ws.send(JSON.stringify({ id: i, method, params }))
    })
  return { send, close: () => ws.close() }
}

const report = (name, profile) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0)
  const keyOf = (cf) => `${cf.functionName || '(anon)'} @ ${cf.url.endsWith('index.js') ? (moduleAt[cf.lineNumber] ?? '?') : cf.url || '(native)'}:${cf.lineNumber}`
  const self = new Map()
  profile.samples.forEach((sid, i) => {
    const key = keyOf(byId.get(sid).callFrame)
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i])
  })
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map()
  profile.samples.forEach((sid, i) => {
    const seen = new Set()
    for (let id = sid; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id).callFrame)
      if (seen.has(key)) continue
      seen.add(key)
      incl.set(key, (incl.get(key) ?? 0) + profile.timeDeltas[i])
    }
  })
  const line = ([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${((100 * v) / total).toFixed(1).padStart(5)}% ${k}`
  console.log(`\n=== ${name}: ${(total / 1000).toFixed(0)} ms sampled ===\n--- self ---`)
  for (const e of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(line(e))
  console.log('--- inclusive ---')
  for (const e of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INCLUSIVE ?? 50))) console.log(line(e))
}

try {
  const servers = { base: workerServer.baseUrl, workerPid: workerServer.pid, roomsPid: roomsServer.pid, players: Number(process.env.PLAYERS ?? 10), questions: 10, concurrency: 16 }
  await playRooms({ ...servers, rooms: 5, locale: 'de' })
  const inspectors = [await inspect(9240), await inspect(9241)]
  for (const i of inspectors) {
    await i.send('Profiler.enable')
    await i.send('Profiler.setSamplingInterval', { interval: 100 })
    await i.send('Profiler.start')
  }
  const { rows } = await playRooms({ ...servers, rooms: Number(process.env.ROOMS ?? 20) })
  const [worker, rooms] = await Promise.all(inspectors.map((i) => i.send('Profiler.stop')))
  console.table(rows)
  report('worker', worker.profile)
  report('rooms', rooms.profile)
  for (const i of inspectors) i.close()
} finally {
  await workerServer.stop()
  await roomsServer.stop()
}
