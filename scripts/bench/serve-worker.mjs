/**
 * Starts the worker with `wrangler dev` on loopback for scripts and the browser tests:
 * offline, no telemetry, React's production build, a throwaway GAME_SECRET in
 * production mode unless told otherwise. Resolves once the worker answers; `stop()`
 * ends the whole process group (wrangler and workerd).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
/** How many times a server that died under the tests is started again. */
const MAX_RESTARTS = 3

const answers = async (url) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

export async function startWorker({ port, mode = 'production', secret = randomBytes(32).toString('base64url'), extraArgs = [], extraEnv = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`
  // A server still on the port (an earlier run shutting down) would answer the
  // readiness check and then vanish: wait for the port to be free, or say who holds it.
  for (let waited = 0; await answers(baseUrl); waited += 500) {
    if (waited >= 15_000) throw new Error(`port ${port} is in use by another server; stop it or choose another port`)
    await new Promise((r) => setTimeout(r, 500))
  }
  const launch = () =>
    spawn(
      path.join(root, 'node_modules/.bin/wrangler'),
      ['dev', '--ip', '127.0.0.1', '--port', String(port), '--var', `WORLDWISE_ENV:${mode}`, '--log-level', 'warn', ...extraArgs],
      {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          // wrangler needs Node 22: the project's own, whichever node started this script.
          PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
          NODE_ENV: 'production',
          GAME_SECRET: secret,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          ...extraEnv,
        },
      },
    )
  let output = ''
  let stopping = false
  let restarts = 0
  let child
  const watch = (proc) => {
    proc.stdout.on('data', (d) => (output += d))
    proc.stderr.on('data', (d) => (output += d))
    // wrangler dev can drop under WebSocket traffic (workers-sdk#15452): say why, and start
    // it again on the same port and state, so the tests after it (and a retry) still run.
    proc.on('exit', (code, signal) => {
      if (stopping || proc !== child) return
      console.error(`wrangler dev on port ${port} exited (${code ?? signal}); it last said:\n${output.slice(-4000)}`)
      if (restarts++ >= MAX_RESTARTS) return
      try {
        process.kill(-proc.pid, 'SIGKILL')
      } catch {
        // the group is gone already
      }
      output = ''
      child = launch()
      watch(child)
    })
  }
  child = launch()
  watch(child)
  /** Ends wrangler and workerd; resolves once the whole process group is gone. */
  const stop = async () => {
    stopping = true
    const signal = (name) => {
      try {
        process.kill(-child.pid, name)
      } catch {
        // already gone
      }
    }
    signal('SIGTERM')
    for (let waited = 0; groupAlive(child.pid); waited += 100) {
      if (waited === 5_000) signal('SIGKILL')
      if (waited > 10_000) break
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/en`)).status < 500) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { baseUrl, stop, output: () => output }
}
