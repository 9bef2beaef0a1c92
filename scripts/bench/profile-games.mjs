/**
 * A CPU profile of the worker while it serves whole games (or one URL, URL_ONLY=/en/credits; or a game's page: URL_ONLY=question, feedback, result;
 * or a learner's progress page after one game, URL_ONLY=progress, with the learner objects in the same process),
 * for finding where a request's CPU goes: the bundle as deployed but not minified (names
 * kept), workerd with its inspector, V8's sampling profiler over the run, self time summed
 * by module and by function. GAMES (200), MODE (mixed); LEARNERS=null gives each player a
 * learner that keeps nothing (scripts/bench/null-learner). Run: node scripts/bench/profile-games.mjs
 */
import { build } from 'esbuild'
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync, spawn } from 'node:child_process'
import { productionVars, writeConfig } from './serve-workerd.mjs'
import { benchGames } from './bench-games.mjs'
execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'dist/prof')
mkdirSync(out, { recursive: true })
execFileSync(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out], { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' } })
const source = readFileSync(path.join(out, 'index.js'), 'utf8').split('\n')
const moduleAt = []
let current = '?'
for (let i = 0; i < source.length; i++) { const m = /^\/\/ (\S+\.(?:ts|tsx|js|mjs|cjs))$/.exec(source[i]); if (m) current = m[1]; moduleAt[i] = current }
await build({ stdin: { contents: `export { findQuestion } from './src/game/catalog.ts'\nexport { solutionFields } from './src/game/scoring.ts'`, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', outfile: path.join(out, 'game.mjs'), logLevel: 'warning' })
const game = await import(path.join(out, 'game.mjs') + '?' + Date.now())
const port = 8798
const config = writeConfig({ out, port, stateDir: mkdtempSync(path.join(tmpdir(), 'p-')), vars: productionVars('x'.repeat(40)), ...(process.env.LEARNERS === 'null' ? { stats: false, rooms: false, learners: 'null' } : process.env.LEARNERS === 'real' || process.env.URL_ONLY === 'progress' ? { stats: false, rooms: false } : { storage: false }) })
const child = spawn('taskset', ['-c', '0', path.join(root, 'node_modules/workerd/bin/workerd'), 'serve', '--experimental', '--inspector-addr=127.0.0.1:9239', config], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
process.on('exit', () => { try { process.kill(-child.pid, 'SIGKILL') } catch {} })
const base = `http://127.0.0.1:${port}`
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break } catch {} await new Promise((r) => setTimeout(r, 20)) }
const targets = await (await fetch('http://127.0.0.1:9239/json')).json()
const ws = new WebSocket(targets[0].webSocketDebuggerUrl)
await new Promise((r) => ws.addEventListener('open', r))
let id = 0
const pending = new Map()
ws.addEventListener('message', (e) => { const m = JSON.parse(e.data); if (m.id && pending.has(m.id)) { pending.get(m.id)(m.result); pending.delete(m.id) } })
const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })) })
const fieldsFor = (qid) => { const q = game.findQuestion(qid); return q.type === 'text' ? { answer: ['bench'] } : game.solutionFields(q) }
if (['feedback', 'question', 'result', 'progress'].includes(process.env.URL_ONLY)) {
  const answers = { feedback: 5, question: 4, result: 10, progress: 10 }[process.env.URL_ONLY]
  // The feedback page of a game's fifth question, with that game's cookie.
  const post = { origin: base, 'content-type': 'application/x-www-form-urlencoded' }
  const cookieFrom = (r) => r.headers.getSetCookie().map((l) => l.split(';')[0]).find((p) => p.startsWith('ww_game='))
  let r = await fetch(`${base}/en`, { method: 'POST', redirect: 'manual', body: '', headers: post })
  let cookie = cookieFrom(r)
  let learnerCookie = ''
  let url = new URL(r.headers.get('location'), base).pathname
  for (let i = 0; i < answers; i++) {
    r = await fetch(base + url, { method: 'POST', body: new URLSearchParams(Object.entries(fieldsFor(url.split('/').at(-1))).flatMap(([k, vs]) => vs.map((v) => [k, v]))).toString(), headers: { ...post, cookie: [cookie, learnerCookie].filter(Boolean).join('; '), accept: 'application/json' } })
    cookie = cookieFrom(r)
    learnerCookie = r.headers.getSetCookie().map((l) => l.split(';')[0]).find((p) => p.startsWith('ww_learner=')) ?? learnerCookie
    const next = (await r.json()).next
    if (i < answers - 1) url = next
  }
  if (process.env.URL_ONLY === 'progress') {
    // The player's progress page: their learner's cookie, once its answers (written after each response) are all there.
    cookie = learnerCookie
    url = '/en/progress'
    for (let tries = 0; ; tries++) {
      const page = await (await fetch(base + url, { headers: { cookie } })).text()
      if (page.includes('<li>10 questions answered</li>')) break
      if (tries === 50) throw new Error(`the progress page never showed ten answers (cookie ${cookie.slice(0, 20)}…): ${page.slice(page.indexOf('<main'), page.indexOf('<main') + 600)}`)
    }
  } else if (answers === 10) url = '/en/result'
  if (answers === 4) { const q = await fetch(base + url, { headers: { cookie } }); if (q.status !== 200) throw new Error(`question ${q.status}`) }
  process.env.URL_ONLY = url
  process.env.COOKIE = cookie
}
if (process.env.URL_ONLY) {
  // URL_ONLY=start: new quick games (POST, no cookie), each drawing its own questions.
  const start = process.env.URL_ONLY === 'start'
  const one = () => (start ? fetch(`${base}/en`, { method: 'POST', redirect: 'manual', body: '', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' } }) : fetch(base + process.env.URL_ONLY, { headers: { cookie: process.env.COOKIE ?? '' } }))
  const hammer = async (n) => { let k = 0; await Promise.all(Array.from({ length: 16 }, async () => { while (k++ < n) { const r = await one(); await r.arrayBuffer() } })) }
  await hammer(2000)
  await send('Profiler.enable'); await send('Profiler.setSamplingInterval', { interval: 50 }); await send('Profiler.start')
  const { cpuMs } = await import('./serve-workerd.mjs')
  const c0 = cpuMs(child.pid); await hammer(10000); console.log('cpu ms/req', ((cpuMs(child.pid) - c0) / 10000).toFixed(3))
  const { profile } = await send('Profiler.stop')
  globalThis.__profile = profile
}
// warm up
if (!process.env.URL_ONLY) await benchGames({ base, pid: child.pid, mode: process.env.MODE ?? 'mixed', games: 100, concurrency: 16, fieldsFor, locale: 'de' })
if (!process.env.URL_ONLY) { await send('Profiler.enable'); await send('Profiler.setSamplingInterval', { interval: 100 }); await send('Profiler.start') }
const { rows } = process.env.URL_ONLY ? { rows: [] } : await benchGames({ base, pid: child.pid, mode: process.env.MODE ?? 'mixed', games: Number(process.env.GAMES ?? 200), concurrency: 16, fieldsFor })
const { profile } = process.env.URL_ONLY ? { profile: globalThis.__profile } : await send('Profiler.stop')
console.table(rows)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const total = profile.timeDeltas.reduce((a, b) => a + b, 0)
profile.samples.forEach((sid, i) => { const n = byId.get(sid); const cf = n.callFrame; const mod = cf.url.endsWith('index.js') ? moduleAt[cf.lineNumber] ?? '?' : cf.url || '(native)'; const key = `${cf.functionName || '(anon)'} @ ${mod}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]) })
const byModule = new Map()
for (const [k, v] of self) { const mod = k.split(' @ ')[1].replace(/:\d+$/, ''); byModule.set(mod, (byModule.get(mod) ?? 0) + v) }
console.log('total sampled ms', (total / 1000).toFixed(0))
console.log('--- by module (self) ---')
for (const [k, v] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), 'ms', (100 * v / total).toFixed(1).padStart(5) + '%', k)
console.log('--- by function (self) ---')
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), 'ms', (100 * v / total).toFixed(1).padStart(5) + '%', k)
// inclusive time (a function counted once per sample even when it recurses)
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map()
profile.samples.forEach((sid, i) => {
  const seen = new Set()
  for (let id = sid; id !== undefined; id = parent.get(id)) {
    const cf = byId.get(id).callFrame
    const mod = cf.url.endsWith('index.js') ? moduleAt[cf.lineNumber] ?? '?' : cf.url || '(native)'
    const key = `${cf.functionName || '(anon)'} @ ${mod}:${cf.lineNumber}`
    if (seen.has(key)) continue
    seen.add(key)
    incl.set(key, (incl.get(key) ?? 0) + profile.timeDeltas[i])
  }
})
console.log('--- by function (inclusive) ---')
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INCLUSIVE ?? 60))) console.log((v / 1000).toFixed(0).padStart(6), 'ms', (100 * v / total).toFixed(1).padStart(5) + '%', k)
const { writeFileSync } = await import('node:fs')
writeFileSync(path.join(out, 'last.cpuprofile'), JSON.stringify(profile))
ws.close(); process.kill(-child.pid, 'SIGKILL')
