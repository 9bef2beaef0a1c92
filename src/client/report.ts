/**
 * @module report
 * Browser error reporting without putting Sentry on the critical path: errors are
 * queued, and the Sentry SDK (a separate chunk) is loaded on the first error or when
 * the page is idle, then sends the queue. Errors are also written to the console.
 */
import type { ClientConfig } from './config.js'

type Sentry = typeof import('./sentry.js')

const queue: unknown[] = []
let sdk: Promise<Sentry | undefined> | undefined
let monitoring: ClientConfig['monitoring']
let environment = 'production'

const load = (): Promise<Sentry | undefined> => {
  if (!monitoring) return Promise.resolve(undefined)
  sdk ??= import('./sentry.js')
    .then((module) => {
      module.start(monitoring!, environment)
      return module
    })
    .catch((error: unknown) => {
      console.error('Error reporting could not be loaded', error)
      return undefined
    })
  return sdk
}

const flush = async () => {
  const module = await load()
  if (!module) return
  while (queue.length) module.capture(queue.shift())
}

export const reportClientError = (error: unknown): void => {
  queue.push(error)
  void flush()
}

/** Reports uncaught errors and rejections, and loads the SDK once the page is idle. */
export const startReporting = (config: ClientConfig): void => {
  monitoring = config.monitoring
  environment = config.environment
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason))
  if (!monitoring) return
  if ('requestIdleCallback' in window) requestIdleCallback(() => void load(), { timeout: 10_000 })
  else setTimeout(() => void load(), 3000)
}
