/**
 * npm run bench: the production worker, measured against a static floor.
 *
 * Builds the worker as deployed (`wrangler deploy --dry-run --minify`, React's
 * production build), serves that bundle directly with workerd on loopback (no dev
 * proxy), then loads, one after another and alternating over several rounds:
 *   (a) the floor: GET /healthz, a tiny response from the same build
 *   (b) the entry page            (c) a question page with a game cookie
 *   (d) answering (JSON), each request a fresh game      (e) a finished game's result
 * with autocannon (loopback, bounded in time), and prints requests/s, p50 and p99 per
 * scenario (medians over the rounds) and each page's throughput as a ratio to the
 * floor; also the bundle size and the cold start (process start to first 200).
 *
 * BENCH_SECONDS (per run, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (32).
 */
import autocannon from 'autocannon'
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { availableParallelism, cpus } from 'node:os'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'dist/bench')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PORT = Number(process.env.BENCH_PORT ?? 8793)
const SECRET = randomBytes(32).toString('base64url')
const base = `http://127.0.0.1:${PORT}`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

// 1. The worker as deployed.
mkdirSync(out, { recursive: true })
execFileSync(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--minify', '--outdir', out], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
})
const bundle = readFileSync(path.join(out, 'index.js'))
const wrangler = readFileSync(path.join(root, 'wrangler.toml'), 'utf8')
const compatibilityDate = wrangler.match(/compatibility_date = "([^"]+)"/)[1]

// 2. workerd config: the bundle, production settings, a throwaway secret.
writeFileSync(
  path.join(out, 'bench.capnp'),
  `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${PORT}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "index.js", esModule = embed "index.js") ],
  compatibilityDate = "${compatibilityDate}",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [
    (name = "WORLDWISE_ENV", text = "production"),
    (name = "GAME_SECRET", text = "${SECRET}"),
    (name = "SENTRY_DSN", text = ""),
    (name = "SENTRY_TUNNEL_UPSTREAM", text = ""),
  ],
);
`,
)

const startWorkerd = async () => {
  const started = performance.now()
  const child = spawn(path.join(root, 'node_modules/workerd/bin/workerd'), ['serve', path.join(out, 'bench.capnp')], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  let errors = ''
  child.stderr.on('data', (d) => (errors += d))
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error(`workerd exited: ${errors}`)
    await new Promise((r) => setTimeout(r, 5))
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // Resolves once workerd is gone, so the next start cannot reach the old one.
  const stop = () => {
    process.kill(-child.pid, 'SIGKILL')
    return exited
  }
  return { child, coldStartMs: performance.now() - started, stop }
}

// 3. Cold start: median of five.
const colds = []
for (let i = 0; i < 5; i++) {
  const w = await startWorkerd()
  colds.push(w.coldStartMs)
  await w.stop()
}

// 4. Game cookies made with the game's own code, signed with the same secret.
const gameModule = path.join(out, 'game.mjs')
await build({
  stdin: {
    contents: `export { encodeGame, newGame, recordAnswer } from './src/game/state.ts'
export { drawQuestions } from './src/game/draw.ts'
export { findQuestion } from './src/game/catalog.ts'
export { solutionFields } from './src/game/scoring.ts'`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  outfile: gameModule,
  logLevel: 'warning',
})
const game = await import(gameModule)
const now = Math.floor(Date.now() / 1000)
const fieldsFor = (question) => (question.type === 'text' ? { answer: ['bench'] } : game.solutionFields(question))
const answerOf = (question, fields) =>
  question.type === 'order' ? fields.order : question.type === 'multiple' ? fields.answer : question.type === 'boolean' ? fields.answer[0] === 'true' : question.type === 'number' ? Number(fields.answer[0]) : fields.answer[0]
const toBody = (fields) => {
  const body = new URLSearchParams()
  for (const [k, vs] of Object.entries(fields)) for (const v of vs) body.append(k, v)
  return body.toString()
}
const makeFresh = async (seed) => {
  const ids = game.drawQuestions(seed)
  const question = game.findQuestion(ids[0])
  return { cookie: `ww_game=${await game.encodeGame(game.newGame(ids, now), SECRET)}`, path: `/en/game/${question.type}/${question.id}`, body: toBody(fieldsFor(question)) }
}
const makeFinished = async (seed) => {
  let g = game.newGame(game.drawQuestions(seed), now)
  for (const id of g.ids) {
    const question = game.findQuestion(id)
    g = game.recordAnswer(g, id, { p: seed % 3 === 0 ? 0 : 1, a: answerOf(question, fieldsFor(question)) }, now)
  }
  return { cookie: `ww_game=${await game.encodeGame(g, SECRET)}` }
}
const ANSWER_GAMES = Number(process.env.BENCH_ANSWER_GAMES ?? 80_000)
const fresh = await Promise.all(Array.from({ length: ANSWER_GAMES }, (_, i) => makeFresh(i + 1)))
const finished = await Promise.all(Array.from({ length: 1000 }, (_, i) => makeFinished(i + 1)))

// 5. Load, alternating scenarios over the rounds.
let freshIndex = 0
let questionIndex = 0
let finishedIndex = 0
const scenarios = [
  { name: '(a) floor: GET /healthz', request: { method: 'GET', path: '/healthz' } },
  { name: '(b) entry page GET /en', request: { method: 'GET', path: '/en' } },
  {
    name: '(c) question page (game cookie)',
    request: {
      method: 'GET',
      setupRequest: (req) => {
        const g = fresh[questionIndex++ % 1000]
        return { ...req, path: g.path, headers: { ...req.headers, cookie: g.cookie } }
      },
    },
  },
  {
    name: '(d) answer (POST, JSON)',
    request: {
      method: 'POST',
      setupRequest: (req) => {
        const g = fresh[1000 + (freshIndex++ % (fresh.length - 1000))]
        return {
          ...req,
          path: g.path,
          body: g.body,
          headers: { ...req.headers, cookie: g.cookie, origin: base, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        }
      },
    },
  },
  {
    name: '(e) result page (finished game)',
    request: {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: '/en/result', headers: { ...req.headers, cookie: finished[finishedIndex++ % finished.length].cookie } }),
    },
  },
]

const server = await startWorkerd()
const results = new Map(scenarios.map((s) => [s.name, []]))
try {
  // Warm up every path once (JIT, caches), then measure.
  for (const s of scenarios) await autocannon({ url: base, connections: 4, duration: 1, requests: [s.request] })
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of scenarios) {
      const r = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [s.request] })
      const bad = r.non2xx + r.errors + r.timeouts
      results.get(s.name).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad, total: r.requests.total })
    }
  }
} finally {
  await server.stop()
}
if (freshIndex > fresh.length - 1000) console.warn(`note: ${freshIndex} answers posted over ${fresh.length - 1000} fresh games; the rest re-answered a game (idempotent path)`)

const floorRps = median(results.get(scenarios[0].name).map((r) => r.rps))
const table = scenarios.map((s) => {
  const runs = results.get(s.name)
  const rps = median(runs.map((r) => r.rps))
  return {
    scenario: s.name,
    'req/s': Math.round(rps),
    'p50 ms': median(runs.map((r) => r.p50)),
    'p99 ms': median(runs.map((r) => r.p99)),
    'vs floor': `${Math.round((rps / floorRps) * 100)}%`,
    'non-2xx/errors': runs.reduce((a, r) => a + r.bad, 0),
  }
})
console.log(`\nWorldwise bench: ${cpus().length} cores (${availableParallelism()} available), ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds per scenario, medians`)
console.table(table)
console.log(`worker bundle: ${(bundle.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1)} KB gzip`)
console.log(`cold start (workerd process start → first 200): median ${median(colds).toFixed(0)} ms of ${colds.map((c) => c.toFixed(0)).join(', ')}`)
