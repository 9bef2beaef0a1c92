/**
 * Vitest global setup for the browser suite: serves the worker with `wrangler dev`
 * on loopback (scripts/serve-worker.mjs) and stops it afterwards.
 */
import type { TestProject } from 'vitest/node'
import { startWorker } from '../../scripts/serve-worker.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

export default async function serve(project: TestProject) {
  const worker = await startWorker({ port: Number(process.env.BROWSER_TEST_PORT ?? 8791) })
  project.provide('baseUrl', worker.baseUrl)
  return worker.stop
}
