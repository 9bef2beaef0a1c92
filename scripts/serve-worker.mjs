/**
 * Starts the worker with `wrangler dev` on loopback for scripts and the browser tests:
 * offline, no telemetry, React's production build, a throwaway GAME_SECRET in
 * production mode unless told otherwise. Resolves once the worker answers; `stop()`
 * ends the whole process group (wrangler and workerd).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

export async function startWorker({ port, mode = 'production', secret = randomBytes(32).toString('base64url'), extraArgs = [], extraEnv = {} }) {
  const child = spawn(
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
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/en`)).status < 500) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      stop()
      throw new Error(`wrangler dev did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { baseUrl, stop, output: () => output }
}
