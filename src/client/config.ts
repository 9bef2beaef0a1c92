/**
 * @module config
 * What the server tells the browser bundle (rendered as JSON beside the bundle's
 * script tag): the localized client error text, and where errors are reported.
 */
export interface ClientConfig {
  /** "Application error: a client-side exception has occurred while loading {host} …", localized. */
  clientError: string
  /** Absent when monitoring is off (no SENTRY_DSN). */
  monitoring?: { dsn: string; tunnel?: string }
  environment: string
}

export const CLIENT_CONFIG_ID = 'client-config'
