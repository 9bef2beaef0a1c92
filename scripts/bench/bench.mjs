/**
 * npm run bench: the production worker, measured against a static floor.
 *
 * Builds the worker as deployed (`wrangler deploy --dry-run --minify`, React's
 * production build), serves that bundle directly with workerd on loopback (no dev
 * proxy), then loads, one after another and alternating over several rounds:
 *   (a) the floor: GET /healthz, a tiny response from the same build
 *   (b) the entry page            (c) a question page with a game cookie
 *   (d) answering (JSON), each request a fresh game      (e) a finished game's result
 *   (f) a feedback page with "x% of players got this right" (a storage read, cached per isolate)
 *   (g) starting today's challenge (a form post, 303)
 *   (h) answering a map question (JSON): a click at one of the displayed widths, half on
 *       the country and half elsewhere on its map (the miss measures the distance to
 *       the nearest border), each request a fresh game on one of the 194 map questions
 * with autocannon (loopback, bounded in time); then whole games as players play them
 * (scripts/bench/bench-games.mjs: quick, today's challenge, Maps; the worker's own CPU per step),
 * the learners (their objects' CPU apart in scripts/bench/learner-bench.worker.ts, a learner of
 * 20,000 results, the progress page) and room games per player (scripts/bench/bench-rooms.mjs: the worker's and the rooms' CPU
 * apart); and prints requests/s, p50 and p99 per
 * scenario (medians over the rounds), each page's throughput as a ratio to the floor,
 * workerd's CPU milliseconds per request and the page's weight (bytes, gzip); also the
 * bundle size and the cold start (process start to first 200). With two cores or more,
 * workerd runs on one (taskset) and the load generator on another.
 *
 * BENCH_SECONDS (per run, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (32);
 * BENCH_PARTS (default urls,games,learners,rooms) runs some parts only, while working on one.
 */
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { availableParallelism, cpus, tmpdir } from 'node:os'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { buildDeployBundle, cpuMs, productionVars, startWorkerd as serve, writeConfig } from './serve-workerd.mjs'
import { benchGames, gameRows } from './bench-games.mjs'
import { objectShareAround } from './perf-split.mjs'
import { benchRooms } from './bench-rooms.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'dist/bench')
const PARTS = (process.env.BENCH_PARTS ?? 'urls,games,learners,rooms').split(',')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PORT = Number(process.env.BENCH_PORT ?? 8793)
const SECRET = randomBytes(32).toString('base64url')
const base = `http://127.0.0.1:${PORT}`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const yes = (ok) => (ok ? 'yes' : 'NO')

// Two cores or more: workerd on the first, this process (autocannon) on the second, so
// the load generator does not take the server's CPU. One core: both share it (printed).
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()
const AVAILABLE = availableParallelism()
const PINNED = hasTaskset && AVAILABLE >= 2
if (PINNED) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })

// 1. The worker as deployed.
const bundle = readFileSync(buildDeployBundle(out))

// 2. workerd config: the bundle, production settings, a throwaway secret, the Durable Objects on a fresh folder.
const state = mkdtempSync(path.join(tmpdir(), 'worldwise-bench-'))
process.on('exit', () => rmSync(state, { recursive: true, force: true }))
const config = writeConfig({
  out,
  port: PORT,
  stateDir: state,
  vars: productionVars(SECRET),
})

/** workerd on the first core when pinned. */
const ON_SERVER_CORE = PINNED ? ['taskset', '-c', '0'] : []
const startWorkerd = () => serve(config, PORT, ON_SERVER_CORE)

// 3. Cold start: median of five.
const colds = []
const firstPages = []
for (let i = 0; i < 5; i++) {
  const w = await startWorkerd()
  colds.push(w.coldStartMs)
  // Then the first page a player gets from the fresh process: the locale's strings are built on it.
  const asked = performance.now()
  await (await fetch(`${w.baseUrl}/${i % 2 ? 'de' : 'en'}`)).text()
  firstPages.push(performance.now() - asked)
  await w.stop()
}

// 4. Game cookies made with the game's own code, signed with the same secret.
const gameModule = path.join(out, 'game.mjs')
await build({
  stdin: {
    contents: `export { encodeGame, newGame, recordAnswer } from './src/game/state.ts'
export { drawQuestions } from './src/game/draw.ts'
export { findQuestion, catalogIds } from './src/game/catalog.ts'
export { solutionFields, scoreAnswer } from './src/game/scoring.ts'
export { parseAnswer } from './src/game/answers.ts'
export { frameById, MAP_DISPLAY_WIDTHS } from './src/maps/frames.ts'`,
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
  question.type === 'map' ? `${fields['m960.x'][0]},${fields['m960.y'][0]}@960` : question.type === 'order' ? fields.order : question.type === 'multiple' ? fields.answer : question.type === 'boolean' ? fields.answer[0] === 'true' : question.type === 'number' ? Number(fields.answer[0]) : fields.answer[0]
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
// Feedback with statistics: games on the same ten questions, the first answered; the
// first question is given 25 answers over HTTP before the runs, so its share is shown.
const FEEDBACK_IDS = game.drawQuestions(424242)
const feedbackQuestion = game.findQuestion(FEEDBACK_IDS[0])
const feedbackPath = `/en/game/${feedbackQuestion.type}/${feedbackQuestion.id}`
const makeAnswered = async () => {
  const fields = fieldsFor(feedbackQuestion)
  const g = game.recordAnswer(game.newGame(FEEDBACK_IDS, now), feedbackQuestion.id, { p: 1, a: answerOf(feedbackQuestion, fields) }, now)
  return { cookie: `ww_game=${await game.encodeGame(g, SECRET)}` }
}
const answered = await Promise.all(Array.from({ length: 500 }, makeAnswered))
const ANSWER_GAMES = Number(process.env.BENCH_ANSWER_GAMES ?? 80_000)
const fresh = await Promise.all(Array.from({ length: ANSWER_GAMES }, (_, i) => makeFresh(i + 1)))
const finished = await Promise.all(Array.from({ length: 1000 }, (_, i) => makeFinished(i + 1)))

// Map answers: every map question in turn, at every displayed width, a hit or a click anywhere on its map.
const MAP_IDS = game.catalogIds('maps').filter((id) => game.findQuestion(id).type === 'map')
const makeMapAnswer = async (i) => {
  const question = game.findQuestion(MAP_IDS[i % MAP_IDS.length])
  const ids = [question.id, ...game.drawQuestions(i + 7).filter((id) => id !== question.id).slice(0, 9)]
  const width = game.MAP_DISPLAY_WIDTHS[i % game.MAP_DISPLAY_WIDTHS.length]
  const { height } = game.frameById(question.frame)
  const miss = { [`m${width}.x`]: [String(1 + ((i * 7919) % (width - 1)))], [`m${width}.y`]: [String(1 + ((i * 104729) % Math.floor((height * width) / 960 - 1)))] }
  const fields = i % 2 ? game.solutionFields(question, undefined, width) : miss
  return { cookie: `ww_game=${await game.encodeGame(game.newGame(ids, now), SECRET)}`, path: `/en/game/map/${question.id}`, body: toBody(fields) }
}
const mapAnswers = await Promise.all(Array.from({ length: Number(process.env.BENCH_MAP_GAMES ?? 40_000) }, (_, i) => makeMapAnswer(i)))
// The hit test alone (parse the click, judge it, score it) in this process's V8, the worker's engine: every frame decoded once first, as a warm isolate has them.
const hitTest = (() => {
  const clicks = mapAnswers.map((g) => ({ question: game.findQuestion(g.path.split('/').at(-1)), fields: Object.fromEntries([...new URLSearchParams(g.body)].map(([k, v]) => [k, [v]])) }))
  const run = () => {
    for (const { question, fields } of clicks) {
      const parsed = game.parseAnswer(question, fields)
      if (!parsed.ok || game.scoreAnswer(question, parsed.answer, { locale: 'en' }) < 0) throw new Error(`bench click not scored: ${question.id}`)
    }
  }
  run()
  const started = performance.now()
  run()
  return (performance.now() - started) / clicks.length
})()

// 5. Load, alternating scenarios over the rounds.
let mapIndex = 0
let freshIndex = 0
let questionIndex = 0
let finishedIndex = 0
let answeredIndex = 0
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
  {
    name: '(f) feedback page with statistics',
    request: {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: feedbackPath, headers: { ...req.headers, cookie: answered[answeredIndex++ % answered.length].cookie } }),
    },
  },
  {
    name: "(g) start today's challenge (POST)",
    redirects: true,
    request: {
      method: 'POST',
      path: '/en',
      body: 'mode=daily',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    },
  },
  {
    name: '(h) map answer (POST, JSON, a click)',
    request: {
      method: 'POST',
      setupRequest: (req) => {
        const g = mapAnswers[mapIndex++ % mapAnswers.length]
        return {
          ...req,
          path: g.path,
          body: g.body,
          headers: { ...req.headers, cookie: g.cookie, origin: base, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        }
      },
    },
  },
]

const server = await startWorkerd()
const results = new Map(scenarios.map((s) => [s.name, []]))
/** Each page once, as a browser gets it: its HTML (or JSON) size, raw and gzip. */
const weights = new Map()
try {
  // Give the feedback question its 25 answers through the worker, so its share shows.
  for (let i = 0; i < 25; i++) {
    const cookie = `ww_game=${await game.encodeGame(game.newGame(FEEDBACK_IDS, now), SECRET)}`
    const headers = { cookie, origin: base, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }
    await fetch(`${base}${feedbackPath}`, { method: 'POST', body: toBody(fieldsFor(feedbackQuestion)), headers })
  }
  const feedbackHtml = await (await fetch(`${base}${feedbackPath}`, { headers: { cookie: answered[0].cookie } })).text()
  if (!feedbackHtml.includes('class="players-right"')) throw new Error('the feedback page shows no statistics: the bench would not measure them')
  for (const s of scenarios) {
    const r = s.request
    const req = r.setupRequest ? r.setupRequest({ method: r.method, path: r.path, headers: { ...(r.headers ?? {}) } }) : { ...r, headers: { ...(r.headers ?? {}) } }
    const response = await fetch(`${base}${req.path}`, { method: req.method, body: req.body, headers: req.headers, redirect: 'manual' })
    const page = Buffer.from(await response.arrayBuffer())
    weights.set(s.name, { bytes: page.length, gzip: gzipSync(page).length })
  }
  // Warm up every path once (JIT, caches), then measure.
  for (const s of scenarios) await autocannon({ url: base, connections: 4, duration: 1, requests: [s.request] })
  for (let round = 0; round < (PARTS.includes('urls') ? ROUNDS : 0); round++) {
    for (const s of scenarios) {
      const cpuBefore = cpuMs(server.pid)
      const r = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [s.request] })
      const cpu = cpuBefore === undefined ? undefined : cpuMs(server.pid) - cpuBefore
      // A start answers 303 by design; every other page must be a 2xx.
      const bad = (s.redirects ? r.requests.total - r['3xx'] : r.non2xx) + r.errors + r.timeouts
      results.get(s.name).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad, total: r.requests.total, cpuPerRequest: cpu === undefined ? undefined : cpu / r.requests.total })
    }
  }
} finally {
  await server.stop()
}
// The single URLs leave the stats shards' SQLite writes in the page cache: written back
// now, so the kernel's writeback does not share the server's core with the games below.
execFileSync('sync')
if (freshIndex > fresh.length - 1000) console.warn(`note: ${freshIndex} answers posted over ${fresh.length - 1000} fresh games; the rest re-answered a game (idempotent path)`)

if (PARTS.includes('urls')) {
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
      'CPU ms/req': runs[0].cpuPerRequest === undefined ? 'n/a' : median(runs.map((r) => r.cpuPerRequest)).toFixed(3),
      'bytes (gzip)': `${weights.get(s.name).bytes} (${weights.get(s.name).gzip})`,
      'unexpected/errors': runs.reduce((a, r) => a + r.bad, 0),
    }
  })
  console.log(`\nWorldwise bench: ${cpus().length} cores (${AVAILABLE} available), ${PINNED ? 'workerd pinned to core 0, autocannon to core 1' : 'not pinned (one core or no taskset)'}, ${CONNECTIONS} connections, ${SECONDS} s × ${ROUNDS} rounds per scenario, medians; CPU ms/req is workerd's CPU time (all threads) over the requests served`)
  console.log('Single URLs (the cached case: each row one URL, or a few games, loaded over and over):')
  console.table(table)
}

// 5b. Whole games as players play them: many games at once, each drawing its own
// questions, against the same bundle without storage bindings (the worker's own CPU).
/** A whole quick game's CPU with and without the learner, for the Learners section. */
let learnerGame
if (PARTS.includes('games')) {
  const gamesPort = PORT + 2
  const gamesConfig = writeConfig({ out, port: gamesPort, stateDir: path.join(state, 'games'), vars: productionVars(SECRET), storage: false })
  const gamesServer = await serve(gamesConfig, gamesPort, ON_SERVER_CORE)
  const GAMES = Number(process.env.BENCH_GAMES ?? 400)
  const GAME_CONCURRENCY = Number(process.env.BENCH_GAME_CONCURRENCY ?? 16)
  const WARMUP_GAMES = Number(process.env.BENCH_WARMUP_GAMES ?? 100)
  const GAME_LOCALES = (process.env.BENCH_GAME_LOCALES ?? 'en,fr,es').split(',')
  const fieldsById = (id) => fieldsFor(game.findQuestion(id))
  const wholeGame = {}
  try {
    for (const mode of ['mixed', 'capitals', 'daily', 'maps']) {
      // Rounds, each in a locale of its own, so none finds the pages of another in the
      // per-locale caches; medians, so a slow spell of this shared machine moves no figure.
      const runs = []
      for (const [round, locale] of GAME_LOCALES.entries()) {
        runs.push(await benchGames({ base: `http://127.0.0.1:${gamesPort}`, pid: gamesServer.pid, mode, games: GAMES, concurrency: GAME_CONCURRENCY, fieldsFor: fieldsById, locale, warmup: round === 0 ? WARMUP_GAMES : 0 }))
      }
      const bad = runs.reduce((a, r) => a + r.bad, 0)
      console.log(`\nWhole ${mode === 'mixed' ? 'quick' : mode} games: ${GAMES} games in lockstep, ${GAME_CONCURRENCY} requests at a time, no storage bindings (the worker's own CPU), after ${WARMUP_GAMES} unmeasured games in German; medians of ${runs.length} rounds (${GAME_LOCALES.join(', ')}; whole games: ${runs.map((r) => r.whole.toFixed(2)).join(', ')})${bad ? `; ${bad} unexpected responses` : ''}`)
      console.table(gameRows(runs[0].values.map((_, i) => median(runs.map((r) => r.values[i]))), median(runs.map((r) => r.whole))))
      wholeGame[mode] = median(runs.map((r) => r.whole))
    }
    const over = (wholeGame.capitals / wholeGame.mixed - 1) * 100
    console.log(`a whole Capitals game: ${wholeGame.capitals.toFixed(2)} ms CPU, ${over >= 0 ? '+' : ''}${over.toFixed(1)} % against a whole quick game's ${wholeGame.mixed.toFixed(2)} ms in the same run (budget ≤ +10 %)`)

    // The same quick games with each player's learner, against the server above without
    // one, the three taking turns in each round (a slow spell of this shared machine hits
    // them alike), each round in a locale none has served: with a learner that keeps
    // nothing (scripts/bench/null-learner), the difference is the worker's own part (its
    // cookie, its calls and their dispatch: the budget); with the real objects in the same
    // process, the worker's and the objects' together.
    const learnerServers = {
      without: { server: gamesServer, port: gamesPort, runs: [] },
      'a learner that keeps nothing': { port: PORT + 4, learners: 'null', runs: [] },
      'the real learner': { port: PORT + 5, learners: true, runs: [] },
    }
    for (const [name, s] of Object.entries(learnerServers)) {
      if (s.server) continue
      s.server = await serve(writeConfig({ out, port: s.port, stateDir: path.join(state, `learners-${s.port}`), vars: productionVars(SECRET), stats: false, rooms: false, learners: s.learners }), s.port, ON_SERVER_CORE)
      // Warm like the server without, which played every mode above: as many quick games, unmeasured.
      for (const locale of GAME_LOCALES) await benchGames({ base: `http://127.0.0.1:${s.port}`, pid: s.server.pid, mode: 'mixed', games: GAMES, concurrency: GAME_CONCURRENCY, fieldsFor: fieldsById, locale })
    }
    try {
      const LEARNER_LOCALES = (process.env.BENCH_LEARNER_LOCALES ?? 'it,pt,nl,pl,tr,id').split(',')
      const names = Object.keys(learnerServers)
      for (const [round, locale] of LEARNER_LOCALES.entries()) {
        // Each round in another order, so no server always goes first.
        for (let k = 0; k < names.length; k++) {
          const s = learnerServers[names[(round + k) % names.length]]
          s.runs.push(await benchGames({ base: `http://127.0.0.1:${s.port}`, pid: s.server.pid, mode: 'mixed', games: GAMES, concurrency: GAME_CONCURRENCY, fieldsFor: fieldsById, locale }))
        }
      }
      const whole = (name) => learnerServers[name].runs.map((r) => r.whole)
      // Per step of a game (start, each question, answer and feedback, the result), the
      // median over the rounds of its difference from the same step without, summed: the
      // pairs ran side by side, and a garbage collection that lands in one step of one round
      // moves no figure (it moves the whole game's by a millisecond or more).
      const stepCost = (run) => run.steps.map((step) => step.cpu / step.requests)
      const partOf = (name) => {
        const differences = learnerServers[name].runs.map((run, i) => {
          const without = stepCost(learnerServers.without.runs[i])
          return stepCost(run).map((cpu, k) => cpu - without[k])
        })
        return differences[0].reduce((sum, _, k) => sum + median(differences.map((d) => d[k])), 0)
      }
      // One more round of the learner that keeps nothing under perf: the share of its CPU on
      // the objects' side of the calls (workerd runs them in the worker's process).
      const keepsNothing = learnerServers['a learner that keeps nothing']
      const { share } = await objectShareAround(keepsNothing.server.pid, () => benchGames({ base: `http://127.0.0.1:${keepsNothing.port}`, pid: keepsNothing.server.pid, mode: 'mixed', games: GAMES, concurrency: GAME_CONCURRENCY, fieldsFor: fieldsById, locale: 'ja' }))
      console.log(`\nWhole quick games with each player's learner, against the same games without, taking turns in ${LEARNER_LOCALES.length} rounds (${LEARNER_LOCALES.join(', ')}), ${GAMES} games each; whole games:`)
      console.table(names.map((name) => ({ learner: name, 'whole game, median ms': median(whole(name)).toFixed(2), rounds: whole(name).map((w) => w.toFixed(2)).join(', ') })))
      console.table(gameRows(keepsNothing.runs[0].values.map((_, i) => median(keepsNothing.runs.map((r) => r.values[i]))), median(whole('a learner that keeps nothing'))))
      const upper = partOf('a learner that keeps nothing')
      const objectSide = share === undefined ? undefined : share * median(whole('a learner that keeps nothing'))
      const workerPart = objectSide === undefined ? upper : upper - objectSide
      learnerGame = { workerPart, upper, objectSide, together: partOf('the real learner') }
      console.log(`a learner that keeps nothing, less without (each step's median difference over the rounds, summed): ${upper.toFixed(2)} ms per whole game, the worker's part and the objects' side of its calls, which workerd runs in the same process`)
      console.log(objectSide === undefined ? 'the objects\' side of the calls: not split (no perf here)' : `the objects' side of those calls (perf: ${(share * 100).toFixed(1)} % of that server's samples in one more round, × its ${median(whole('a learner that keeps nothing')).toFixed(2)} ms): ${objectSide.toFixed(2)} ms`)
      console.log(`the worker's part of a learner per whole game: ${workerPart.toFixed(2)} ms (budget ≤ 1 ms; ok ${yes(workerPart <= 1)})`)
      console.log(`the worker's and the real objects' together (the objects in the same process): ${learnerGame.together.toFixed(2)} ms per whole game, ${(learnerGame.together / 10).toFixed(3)} ms per answer`)
    } finally {
      for (const s of Object.values(learnerServers)) await s.server.stop()
    }
  } catch (error) {
    await gamesServer.stop().catch(() => {})
    throw error
  }
}

// 5b2. Learners: their objects alone in a workerd process of their own
// (scripts/bench/learner-bench.worker.ts), so the objects' CPU is read apart from the worker's:
// per answer, per progress read, and one learner of 20,000 results; then the progress
// page against the bundle with learners (the worker's CPU per page, the object's taken off).
if (PARTS.includes('learners')) {
  try {
    const learnerBenchOut = path.join(out, 'learner-bench')
    await build({ absWorkingDir: root, entryPoints: ['scripts/bench/learner-bench.worker.ts'], bundle: true, format: 'esm', outfile: path.join(learnerBenchOut, 'index.js'), external: ['cloudflare:workers'], logLevel: 'warning' })
    const objectsPort = PORT + 7
    const objects = await serve(writeConfig({ out: learnerBenchOut, port: objectsPort, stateDir: path.join(state, 'learner-bench'), vars: {}, stats: false, rooms: false }), objectsPort, ON_SERVER_CORE)
    /**
     * One request to the learner bench, its JSON; on a connection of its own: these requests
     * last seconds, and a kept-alive connection left idle meanwhile was at times closed by
     * workerd just as it was reused ("other side closed", ECONNRESET).
     */
    const ask = async (query) => {
      const response = await fetch(`http://127.0.0.1:${objectsPort}/?${query}`, { headers: { connection: 'close' } }).catch((error) => {
        throw new Error(`learner bench ${query}: ${error.cause?.message ?? error.message}; workerd: ${objects.errors().slice(-300)}`)
      })
      if (!response.ok) throw new Error(`learner bench ${query}: ${response.status} ${await response.text()} ${objects.errors().slice(0, 300)}`)
      return response.json()
    }
    /** workerd's CPU ms (process `pid`) while `run` runs. */
    const cpuAround = async (pid, run) => {
      const before = cpuMs(pid)
      await run()
      return cpuMs(pid) - before
    }
    const ROUNDS_L = 3
    let perAnswer, perAnswerLater, perRead, perEmptyCall, big, bigReads, bigCpu, bigClock, bigCold
    try {
      // Every catalog question built and the code compiled first, as in an isolate up a while.
      await ask('op=warm')
      await ask('op=record&learner=warmup&learners=20&games=2')
      // Twenty requests at once, each recording whole games (ten answers one by one, then the
      // result page's batch of the ten): new learners, as every game of the bench above is a
      // new player's; then twenty learners with ten games each.
      const recording = async (learners, games) => {
        const rounds = []
        for (let round = 0; round < ROUNDS_L; round++) {
          const cpu = await cpuAround(objects.pid, () => Promise.all(Array.from({ length: 20 }, (_, r) => ask(`op=record&learner=l${learners}x${games}-${round}-${r}&learners=${learners}&games=${games}`))))
          rounds.push(cpu / (20 * learners * games * 10))
        }
        return median(rounds)
      }
      perAnswer = await recording(10, 1)
      perAnswerLater = await recording(1, 10)
      // A progress read of a learner with one game's ten results, and a call to a learner with nothing stored.
      await ask('op=record&learner=small&games=1')
      await ask('op=progress&learner=small-0&reads=200')
      perRead = (await cpuAround(objects.pid, () => ask('op=progress&learner=small-0&reads=3000'))) / 3000
      perEmptyCall = (await cpuAround(objects.pid, () => ask('op=progress&learner=nobody&reads=3000'))) / 3000
      // One learner of 20,000 results, then 50 progress reads one after another.
      big = await ask('op=fill&learner=big&results=20000')
      // Its first read is cold (SQLite's pages not in memory yet), as a returning player's is after the object slept.
      bigCold = (await ask('op=progress&learner=big&reads=1')).ms[0]
      bigCpu = (await cpuAround(objects.pid, async () => (bigReads = (await ask('op=progress&learner=big&reads=50')).ms))) / 50
      bigClock = 'the worker’s clock around each call'
      if (bigReads.every((ms) => ms === 0)) {
        // The worker's clock did not move: timed from here instead, a request per read (its HTTP included).
        bigReads = []
        for (let i = 0; i < 50; i++) {
          const started = performance.now()
          await ask('op=progress&learner=big&reads=1')
          bigReads.push(performance.now() - started)
        }
        bigClock = 'timed from Node, one request per read (HTTP included): the worker’s clock read 0 for every call'
      }
    } finally {
      await objects.stop()
    }

    // The progress page: 50 learners, each with one quick game played through the worker, then
    // their pages over and over, a few at a time, after the locale's shared parts are rendered once.
    const pagePort = PORT + 8
    const pageBase = `http://127.0.0.1:${pagePort}`
    const pageServer = await serve(writeConfig({ out, port: pagePort, stateDir: path.join(state, 'progress'), vars: productionVars(SECRET), stats: false, rooms: false }), pagePort, ON_SERVER_CORE)
    const PAGE_LEARNERS = 50
    const PAGES = Number(process.env.BENCH_PROGRESS_PAGES ?? 1000)
    const pageCpus = []
    let pageBad = 0
    let pageShare
    try {
      const playOne = async (seed) => {
        const ids = game.drawQuestions(seed)
        const cookies = new Map([['ww_game', await game.encodeGame(game.newGame(ids, Math.floor(Date.now() / 1000)), SECRET)]])
        for (const id of ids) {
          const question = game.findQuestion(id)
          const response = await fetch(`${pageBase}/en/game/${question.type}/${id}`, {
            method: 'POST',
            body: toBody(fieldsFor(question)),
            headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: pageBase, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          })
          await response.arrayBuffer()
          if (!response.ok) throw new Error(`progress bench: answering ${id}: ${response.status}`)
          for (const [pair] of response.headers.getSetCookie().map((line) => line.split(';'))) cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
        }
        return `ww_learner=${cookies.get('ww_learner')}`
      }
      const learnerCookies = await Promise.all(Array.from({ length: PAGE_LEARNERS }, (_, i) => playOne(900_000 + i)))
      // The answers are written after their responses: wait until every learner's page shows all ten.
      const shown = '<li>10 questions answered</li>' // locales/en progress.answered
      for (const cookie of learnerCookies) {
        for (let tries = 0; ; tries++) {
          const page = await (await fetch(`${pageBase}/en/progress`, { headers: { cookie } })).text()
          if (page.includes(shown)) break
          if (tries === 100) throw new Error(`the progress page never showed "${shown}": the bench would not measure a learner's page`)
        }
      }
      const loadPages = async (count) => {
        await Promise.all(
          Array.from({ length: 4 }, async (_, lane) => {
            for (let i = lane; i < count; i += 4) {
              const response = await fetch(`${pageBase}/en/progress`, { headers: { cookie: learnerCookies[i % PAGE_LEARNERS] } })
              await response.arrayBuffer()
              if (response.status !== 200) pageBad++
            }
          }),
        )
      }
      await loadPages(200)
      for (let round = 0; round < ROUNDS_L; round++) pageCpus.push((await cpuAround(pageServer.pid, () => loadPages(PAGES))) / PAGES)
      // One more round under perf: the share of the CPU on the objects' side (their progress reads).
      pageShare = (await objectShareAround(pageServer.pid, () => loadPages(PAGES))).share
    } finally {
      await pageServer.stop()
    }

    const page = median(pageCpus)
    // The objects' side by perf where it runs here; otherwise the read measured apart (which also holds the worker's side of the call).
    const workerPage = pageShare === undefined ? page - perRead : page * (1 - pageShare)
    const bigMax = Math.max(...bigReads)
    const bigP95 = [...bigReads].sort((a, b) => a - b)[Math.ceil(bigReads.length * 0.95) - 1]
    console.log(`\nLearners: the objects alone in a workerd process of their own (scripts/bench/learner-bench.worker.ts), 20 requests at once; medians of ${ROUNDS_L} rounds; an object's CPU includes the call to it`)
    console.table([
      { what: "a learner's first game (a new object), per answer: ten record() calls and the result page's batch, ÷ 10", 'CPU ms': perAnswer.toFixed(3) },
      { what: 'a returning learner (20 learners × 10 games), per answer, the same way', 'CPU ms': perAnswerLater.toFixed(3) },
      { what: 'a progress read, a learner of 10 results', 'CPU ms': perRead.toFixed(3) },
      { what: 'a call to a learner with nothing stored (the round trip alone)', 'CPU ms': perEmptyCall.toFixed(3) },
    ])
    if (learnerGame) {
      console.log(`the worker's part of a learner per whole game (the games section: a learner that keeps nothing against none, ${learnerGame.upper.toFixed(2)} ms, less the objects' side of its calls, ${learnerGame.objectSide === undefined ? 'not split: no perf' : `${learnerGame.objectSide.toFixed(2)} ms`}): ${learnerGame.workerPart.toFixed(2)} ms (budget ≤ 1 ms; ok ${yes(learnerGame.workerPart <= 1)}); with the real objects in its process, worker and objects: ${learnerGame.together.toFixed(2)} ms`)
    } else console.log("the worker's part of a learner per whole game: not measured (BENCH_PARTS without games)")
    console.log(`one learner of ${big.results.toLocaleString('en')} results (${big.games.toLocaleString('en')} games, ${big.cards.toLocaleString('en')} cards): database ${(big.bytes / 1024).toFixed(0)} KB; the first progress read ${bigCold === undefined ? '?' : bigCold.toFixed(1)} ms, then 50 one after another (${bigClock}): median ${median(bigReads).toFixed(1)} ms, 95th percentile ${bigP95.toFixed(1)} ms, max ${bigMax.toFixed(1)} ms, ${bigCpu.toFixed(2)} ms CPU each (budget < 5 ms, the 95th percentile; ok ${yes(bigP95 < 5)})`)
    console.log(`the progress page (en, ${PAGE_LEARNERS} learners of one quick game, ${PAGES} pages × ${ROUNDS_L} rounds, 4 at a time, after 200 unmeasured): ${page.toFixed(3)} ms CPU per page with the object; the worker's ${workerPage.toFixed(3)} ms (${pageShare === undefined ? `less ${perRead.toFixed(3)} for the object's read` : `less the objects' side of the calls, ${(pageShare * 100).toFixed(1)} % of the samples by perf`}) (budget ≤ 0.5 ms; ok ${yes(workerPage <= 0.5)})${pageBad ? `; ${pageBad} unexpected responses` : ''}`)
  } catch (error) {
    console.log(`\nLearners: not measured (${error.message}${error.cause ? `: ${error.cause.message ?? error.cause}` : ''})`)
  }
}
// 5c. Room games, per player: the Room Durable Objects in a workerd process of their own
// (scripts/bench/rooms-apart), so the worker's CPU and the rooms' are read apart; then the same
// games with the rooms in the worker's process, as deployed, for the two together.
if (PARTS.includes('rooms')) {
  const ROOM_COUNT = Number(process.env.BENCH_ROOMS ?? 20)
  const ROOM_PLAYERS = Number(process.env.BENCH_ROOM_PLAYERS ?? 10)
  const result = await benchRooms({ out, port: PORT + 3, stateDir: state, vars: productionVars(SECRET), prefix: ON_SERVER_CORE, rooms: ROOM_COUNT, players: ROOM_PLAYERS, questions: 10, concurrency: 16, warmup: 5 })
  console.log(`\nRoom games: ${ROOM_COUNT} rooms × ${ROOM_PLAYERS} players, ten questions, every host and player on a WebSocket, in lockstep, 16 requests at a time, after 5 unmeasured rooms in German; the rooms' Durable Objects in a second workerd process reached over HTTP (each side's CPU includes that hop)${result.bad ? `; ${result.bad} unexpected responses, the first: ${result.firstBad}` : ''}`)
  console.table(result.rows)
  console.log(`the same room games with the rooms in the worker's process, as deployed: ${result.together.toFixed(2)} ms CPU per player, worker and rooms together (budget ≤ 10; the split's HTTP hop costs the rest); by step:`)
  console.table(result.togetherRows)
}
console.log(`worker bundle: ${(bundle.length / 1024).toFixed(1)} KB minified, ${(gzipSync(bundle, { level: 9 }).length / 1024).toFixed(1)} KB gzip`)
console.log(`map hit test alone (parse, judge, score; ${mapAnswers.length} clicks, half misses, in Node's V8): ${hitTest.toFixed(4)} ms CPU per answer`)
console.log(`cold start (workerd process start → first 200): median ${median(colds).toFixed(0)} ms of ${colds.map((c) => c.toFixed(0)).join(', ')}`)
console.log(`then the first entry page (en, de alternately) from that fresh process: median ${median(firstPages).toFixed(0)} ms of ${firstPages.map((c) => c.toFixed(0)).join(', ')}`)

// 6. One shard's write rate: answers counted per second by a single StatsShard in workerd
// (one core), many writers at once; the basis of the shard count in decision 007.
{
  const rateOut = path.join(out, 'shard-rate')
  await build({ absWorkingDir: root, entryPoints: ['scripts/bench/shard-rate.worker.ts'], bundle: true, format: 'esm', outfile: path.join(rateOut, 'index.js'), external: ['cloudflare:workers'], logLevel: 'warning' })
  const ratePort = PORT + 1
  const rateServer = await serve(writeConfig({ out: rateOut, port: ratePort, stateDir: path.join(state, 'rate'), vars: {}, rooms: false }), ratePort, ON_SERVER_CORE)
  try {
    const rates = []
    for (const writers of [8, 32]) {
      const shardName = `rate-${writers}`
      const perWriter = 4000 / writers
      const started = performance.now()
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const r = await fetch(`http://127.0.0.1:${ratePort}/?shard=${shardName}&writer=w${w}&answers=${perWriter}`)
          if (!r.ok) throw new Error(`shard-rate writer: ${r.status}`)
        }),
      )
      const seconds = (performance.now() - started) / 1000
      const { counted } = await (await fetch(`http://127.0.0.1:${ratePort}/?shard=${shardName}&count`)).json()
      if (counted !== 4000) throw new Error(`one shard counted ${counted} of 4000 answers`)
      rates.push(`${Math.round(4000 / seconds)}/s from ${writers} requests at once`)
    }
    console.log(`one stats shard (SQLite, local disk, one core): ${rates.join(', ')}; all 4,000 answers counted each time`)
  } catch (error) {
    console.log(`one stats shard: not measured (${error.message}) ${rateServer.errors().slice(0, 300)}`)
  } finally {
    await rateServer.stop()
  }
}
