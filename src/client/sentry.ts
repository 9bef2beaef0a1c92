/**
 * @module sentry
 * The lazily loaded chunk with the Sentry browser SDK. Our own listeners (report.ts)
 * catch global errors, so Sentry's global handlers are left out: each error is
 * sent once.
 */
import { captureException, init } from '@sentry/browser'
import type { ClientConfig } from './config.js'

export const start = (monitoring: NonNullable<ClientConfig['monitoring']>, environment: string): void => {
  init({
    dsn: monitoring.dsn,
    tunnel: monitoring.tunnel,
    environment,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
  })
}

export const capture = (error: unknown): void => {
  captureException(error)
}
