/**
 * The worker as deployed, served by workerd directly on loopback, without wrangler's
 * dev proxy: the bundle `wrangler deploy --dry-run --minify` writes (React's production
 * build), production-like bindings, and the StatsShard Durable Objects with SQLite
 * storage in a folder of the caller's. Used by the benchmark and the load test.
 * `wrangler dev` dropped connections under 200 concurrent games in some runs
 * (docs/decisions/007); workerd alone never did.
 */
import { execFileSync, spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const bin = path.join(root, 'node_modules/.bin')

/** Builds the deployable bundle into `out` and returns its path. */
export function buildDeployBundle(out) {
  mkdirSync(out, { recursive: true })
  // Text modules are named by their content's hash: an earlier build's must not be embedded too.
  for (const f of readdirSync(out)) if (f.endsWith('.txt')) rmSync(path.join(out, f))
  execFileSync(path.join(bin, 'wrangler'), ['deploy', '--dry-run', '--minify', '--outdir', out], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}`, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  })
  return path.join(out, 'index.js')
}

const text = (value) => JSON.stringify(String(value))

/** The worker's variables as in production, with `secret` as its GAME_SECRET and no error reporting. */
export const productionVars = (secret) => ({ WORLDWISE_ENV: 'production', GAME_SECRET: secret, SENTRY_DSN: '', SENTRY_TUNNEL_UPSTREAM: '' })

/**
 * The static assets the worker reads itself (each locale's city names, src/i18n/cities.ts):
 * `public/` as a read-only disk service, bound as ASSETS like wrangler's `[assets]` binding.
 */
const ASSETS_SERVICE = `(name = "assets", disk = (path = ${text(path.join(root, 'public'))}, writable = false))`
const ASSETS_BINDING = '    (name = "ASSETS", service = "assets"),'

/**
 * The bundle's modules beside `index.js`: each locale's strings are a Text module of their
 * own (wrangler writes them next to it, named as `index.js` imports them).
 */
const textModules = (out) =>
  readdirSync(out)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => `, (name = ${text(f)}, text = embed ${text(f)})`)
    .join('')

/**
 * Writes the workerd config for the bundle in `out`; Durable Object state goes to `stateDir`.
 * `storage: false` leaves the Durable Objects out (the worker then runs without its stores,
 * as it does when they are down), so only the worker's own CPU is measured; `rooms: false`
 * leaves the Room class out (a worker that does not export it); `stats: false` leaves the
 * statistics' binding out; `learners: false` the learners' (src/learners);
 * `learners: 'null'` binds LEARNERS to a learner that keeps nothing
 * (scripts/bench/null-learner), so a game costs only the worker's side of its learner;
 * its objects then live in memory: workerd makes each new object's store on disk in the
 * worker's own process (about 3 ms of CPU, a game's first answer, in one run), which on
 * Cloudflare is the object's host's work, not the worker's.
 */
export function writeConfig({ out, port, stateDir, vars, storage = true, rooms = true, stats = true, learners = true }) {
  const learnerClass = learners === 'null' ? 'NullLearner' : 'Learner'
  if (learners === 'null') copyFileSync(path.join(root, 'scripts/bench/null-learner/main.js'), path.join(out, 'null-learner-main.js'))
  const main = learners === 'null' ? '(name = "null-learner-main.js", esModule = embed "null-learner-main.js"), ' : ''
  const learnerSql = learners === 'null' ? '' : ', enableSql = true'
  const objectStorage = learners === 'null' ? '(inMemory = void)' : '(localDisk = "stats-disk")'
  const wrangler = readFileSync(path.join(root, 'wrangler.toml'), 'utf8')
  const compatibilityDate = wrangler.match(/compatibility_date = "([^"]+)"/)[1]
  mkdirSync(stateDir, { recursive: true })
  const config = path.join(out, `workerd-${port}.capnp`)
  writeFileSync(
    config,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker), (name = "stats-disk", disk = (path = ${text(stateDir)}, writable = true)), ${ASSETS_SERVICE} ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ ${main}(name = "index.js", esModule = embed "index.js")${textModules(out)} ],
  compatibilityDate = "${compatibilityDate}",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [
${Object.entries(vars).map(([name, value]) => `    (name = ${text(name)}, text = ${text(value)}),`).join('\n')}
${ASSETS_BINDING}
${storage && stats ? `    (name = "STATS", durableObjectNamespace = "StatsShard"),\n` : ''}${storage && rooms ? `    (name = "ROOMS", durableObjectNamespace = "Room"),\n` : ''}${storage && learners ? `    (name = "LEARNERS", durableObjectNamespace = "${learnerClass}"),\n` : ''}  ],
  durableObjectNamespaces = [
${storage ? `    (className = "StatsShard", uniqueKey = "worldwise-stats", enableSql = true),\n` : ''}${storage && rooms ? `    (className = "Room", uniqueKey = "worldwise-rooms", enableSql = true),\n` : ''}${storage && learners ? `    (className = "${learnerClass}", uniqueKey = "worldwise-learners"${learnerSql}),\n` : ''}  ],
  durableObjectStorage = ${objectStorage},
);
`,
  )
  return config
}

/**
 * Two workerd configs for the bundle in `out` with its rooms in a process of their own
 * (scripts/bench/rooms-apart): the worker on `port` without stores but a ROOMS binding that
 * reaches the second process, and the Room Durable Objects on `roomsPort` (SQLite in
 * `stateDir`). Returns both config paths; start the rooms first.
 */
export function writeRoomsApartConfigs({ out, port, roomsPort, stateDir, vars }) {
  const compatibilityDate = readFileSync(path.join(root, 'wrangler.toml'), 'utf8').match(/compatibility_date = "([^"]+)"/)[1]
  mkdirSync(stateDir, { recursive: true })
  for (const shim of ['worker.js', 'rooms.js']) copyFileSync(path.join(root, 'scripts/bench/rooms-apart', shim), path.join(out, `apart-${shim}`))
  const bindings = Object.entries(vars).map(([name, value]) => `    (name = ${text(name)}, text = ${text(value)}),`).join('\n')
  const worker = path.join(out, `workerd-${port}-apart.capnp`)
  writeFileSync(
    worker,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker), (name = "rooms", external = (address = "127.0.0.1:${roomsPort}", http = ())), ${ASSETS_SERVICE} ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "apart-worker.js", esModule = embed "apart-worker.js"), (name = "index.js", esModule = embed "index.js")${textModules(out)} ],
  compatibilityDate = "${compatibilityDate}",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [
${bindings}
${ASSETS_BINDING}
    (name = "ROOMS_APART", service = "rooms"),
  ],
);
`,
  )
  const rooms = path.join(out, `workerd-${roomsPort}-rooms.capnp`)
  writeFileSync(
    rooms,
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "rooms", worker = .worker), (name = "rooms-disk", disk = (path = ${text(stateDir)}, writable = true)), ${ASSETS_SERVICE} ],
  sockets = [ (name = "http", address = "127.0.0.1:${roomsPort}", http = (), service = "rooms") ],
);
const worker :Workerd.Worker = (
  modules = [ (name = "apart-rooms.js", esModule = embed "apart-rooms.js"), (name = "index.js", esModule = embed "index.js")${textModules(out)} ],
  compatibilityDate = "${compatibilityDate}",
  compatibilityFlags = ["nodejs_compat"],
  bindings = [
${bindings}
${ASSETS_BINDING}
    (name = "ROOMS", durableObjectNamespace = "Room"),
  ],
  durableObjectNamespaces = [ (className = "Room", uniqueKey = "worldwise-rooms", enableSql = true) ],
  durableObjectStorage = (localDisk = "rooms-disk"),
);
`,
  )
  return { worker, rooms }
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
  } catch {
    return 100
  }
})()

/** CPU time (user + system, all threads) a process has used so far, in ms; undefined off Linux. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + (process.env.CPU_USER_ONLY ? 0 : Number(fields[12]))) * 1000) / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

/**
 * Starts workerd on the config (under `prefix`, e.g. `taskset -c 0`; `args` after `serve`,
 * e.g. an inspector address); resolves once
 * /healthz answers, with the time that took, its pid and a stop() that waits for the exit.
 */
export async function startWorkerd(config, port, prefix = [], args = []) {
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const command = [...prefix, path.join(root, 'node_modules/workerd/bin/workerd'), 'serve', '--experimental', ...args, config]
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
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
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    return exited
  }
  return { baseUrl: base, coldStartMs: performance.now() - started, pid: child.pid, stop, errors: () => errors }
}
