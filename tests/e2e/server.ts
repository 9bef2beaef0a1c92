/**
 * Vitest global setup for the browser suite: a fake Sentry ingest on loopback, and the
 * worker served with `wrangler dev` (scripts/serve-worker.mjs) in development mode
 * with a Sentry-hosted DSN whose tunnel forwards to the fake ingest.
 */
import type { TestProject } from 'vitest/node'
import { startWorker } from '../../scripts/serve-worker.mjs'
import { startFakeIngest } from '../../scripts/fake-ingest.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    ingestUrl: string
  }
}

export const TEST_DSN = 'https://0123456789abcdef@o4501.ingest.de.sentry.io/4502'

export default async function serve(project: TestProject) {
  const ingest = await startFakeIngest()
  const worker = await startWorker({
    port: Number(process.env.BROWSER_TEST_PORT ?? 8791),
    mode: 'development',
    extraArgs: ['--var', `SENTRY_DSN:${TEST_DSN}`, '--var', `SENTRY_TUNNEL_UPSTREAM:${ingest.origin}`],
  })
  project.provide('baseUrl', worker.baseUrl)
  project.provide('ingestUrl', ingest.origin)
  return async () => {
    await worker.stop()
    await ingest.close()
  }
}
