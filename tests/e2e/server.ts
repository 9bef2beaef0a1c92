/**
 * Vitest global setup for the browser suite: a fake Sentry ingest on loopback, and the
 * worker served with `wrangler dev` (scripts/bench/serve-worker.mjs) in development mode
 * with a Sentry-hosted DSN whose tunnel forwards to the fake ingest, and its Durable
 * Objects' state in a fresh temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startWorker } from '../../scripts/bench/serve-worker.mjs'
import { startFakeIngest } from '../../scripts/bench/fake-ingest.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    ingestUrl: string
  }
}

export const TEST_DSN = 'https://0123456789abcdef@o4501.ingest.de.sentry.io/4502'

export default async function serve(project: TestProject) {
  const ingest = await startFakeIngest()
  // The shared statistics (Durable Objects) start empty for every run, not in .wrangler/state.
  const state = mkdtempSync(path.join(tmpdir(), 'worldwise-e2e-'))
  const worker = await startWorker({
    port: Number(process.env.BROWSER_TEST_PORT ?? 8791),
    mode: 'development',
    extraArgs: ['--var', `SENTRY_DSN:${TEST_DSN}`, '--var', `SENTRY_TUNNEL_UPSTREAM:${ingest.origin}`, '--persist-to', state],
  })
  project.provide('baseUrl', worker.baseUrl)
  project.provide('ingestUrl', ingest.origin)
  return async () => {
    await worker.stop()
    await ingest.close()
    rmSync(state, { recursive: true, force: true })
  }
}
