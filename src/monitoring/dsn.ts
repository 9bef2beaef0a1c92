/**
 * @module dsn
 * Which Sentry DSN this deployment reports to, and whether the browser goes through
 * the `/monitoring` tunnel: only for a DSN hosted by Sentry
 * (`o{org}.ingest[.{region}].sentry.io`); a self-hosted DSN is reported to directly.
 */
import { dsnFromString, getEnvelopeEndpointWithUrlEncodedAuth, type DsnComponents } from '@sentry/core'

export interface MonitoringEnv {
  SENTRY_DSN?: string
  SENTRY_TUNNEL_UPSTREAM?: string
  WORLDWISE_ENV?: string
}

const SENTRY_HOSTED = /^o\d+\.ingest(\.[a-z0-9-]+)?\.sentry\.io$/

/** The shape of a DSN; checked first because @sentry/core logs every string it cannot parse. */
const DSN_SHAPE = /^https?:\/\/[\w.~-]+(:[\w.~-]*)?@[\w.-]+(:\d+)?(\/[\w.~-]+)*\/\d+$/

export const parseDsn = (dsn: string | undefined): DsnComponents | undefined =>
  dsn && DSN_SHAPE.test(dsn) ? dsnFromString(dsn) : undefined

export const isSentryHosted = (dsn: DsnComponents): boolean => SENTRY_HOSTED.test(dsn.host)

export const sameDsn = (a: DsnComponents, b: DsnComponents): boolean =>
  a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey && (a.path ?? '') === (b.path ?? '')

/** The DSN the tunnel forwards for, or undefined when the tunnel does not exist. */
export const tunnelDsn = (env: MonitoringEnv): DsnComponents | undefined => {
  const dsn = parseDsn(env.SENTRY_DSN)
  return dsn && isSentryHosted(dsn) ? dsn : undefined
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

/**
 * Where the tunnel posts an envelope: the DSN's ingest endpoint, or, for local runs and
 * tests only, the same path on SENTRY_TUNNEL_UPSTREAM. The override is honoured only in
 * development and only for a loopback origin, so it can never turn the tunnel into a
 * proxy to somewhere else.
 */
export const ingestUrl = (dsn: DsnComponents, env: MonitoringEnv): URL => {
  const url = new URL(getEnvelopeEndpointWithUrlEncodedAuth(dsn))
  const upstream = env.SENTRY_TUNNEL_UPSTREAM
  if (upstream && env.WORLDWISE_ENV === 'development' && LOOPBACK.test(upstream)) {
    return new URL(url.pathname + url.search, upstream)
  }
  return url
}

/** What the browser needs to report errors: the DSN and, for Sentry-hosted, the tunnel. */
export const browserMonitoring = (env: MonitoringEnv): { dsn: string; tunnel?: string } | undefined => {
  const dsn = parseDsn(env.SENTRY_DSN)
  if (!dsn) return undefined
  return isSentryHosted(dsn) ? { dsn: env.SENTRY_DSN!, tunnel: '/monitoring' } : { dsn: env.SENTRY_DSN! }
}
