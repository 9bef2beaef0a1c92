/**
 * @module monitoring
 * `POST /monitoring`: the same-origin tunnel that forwards the browser's Sentry
 * envelopes to Sentry's ingest, so ad blockers do not drop them. It is not an open
 * proxy: it exists only for a Sentry-hosted DSN (else 404), forwards only envelopes
 * for the configured DSN (else 403), caps the body (413), refuses malformed envelopes
 * (400) and other methods (405), and bounds the upstream request (504 on timeout,
 * 502 on failure). It sets no cookies and is outside the locale redirects.
 */
import { parseEnvelope } from '@sentry/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { DsnComponents } from '@sentry/core'
import type { AppEnv } from '../env.js'
import { ingestUrl, parseDsn, sameDsn, tunnelDsn } from '../monitoring/dsn.js'

/** Browser envelopes (events with breadcrumbs) are a few KB; 256 KB leaves room. */
export const MAX_ENVELOPE_BYTES = 256 * 1024
/** Longest wait for Sentry's ingest before answering 504. */
export const UPSTREAM_TIMEOUT_MS = 5000

type TunnelEnv = AppEnv & { Variables: { tunnelDsn: DsnComponents } }

export const monitoring = new Hono<TunnelEnv>()

monitoring.use(async function tunnelExists(c, next) {
  const dsn = tunnelDsn(c.env)
  if (!dsn) return c.text('Not Found: error reporting is not tunnelled here.', 404)
  c.set('tunnelDsn', dsn)
  await next()
})

const readEnvelopeDsn = (body: Uint8Array): DsnComponents | 'malformed' => {
  try {
    const [header] = parseEnvelope(body)
    const dsn = typeof header.dsn === 'string' ? parseDsn(header.dsn) : undefined
    return dsn ?? 'malformed'
  } catch {
    return 'malformed'
  }
}

monitoring.post(
  '/',
  bodyLimit({
    maxSize: MAX_ENVELOPE_BYTES,
    onError: (c) => c.text(`Payload Too Large: envelopes are limited to ${MAX_ENVELOPE_BYTES} bytes.`, 413),
  }),
  async function forwardEnvelope(c) {
    const body = new Uint8Array(await c.req.arrayBuffer())
    const envelopeDsn = readEnvelopeDsn(body)
    if (envelopeDsn === 'malformed') return c.text('Bad Request: not a Sentry envelope with a DSN header.', 400)
    if (!sameDsn(envelopeDsn, c.get('tunnelDsn'))) return c.text('Forbidden: this tunnel only forwards its own DSN.', 403)

    const headers: Record<string, string> = { 'content-type': 'application/x-sentry-envelope' }
    const playerIp = c.req.header('cf-connecting-ip')
    if (playerIp) headers['x-forwarded-for'] = playerIp
    let upstream: Response
    try {
      upstream = await fetch(ingestUrl(c.get('tunnelDsn'), c.env), {
        method: 'POST',
        body,
        headers,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      return timedOut
        ? c.text('Gateway Timeout: Sentry did not answer in time.', 504)
        : c.text('Bad Gateway: Sentry could not be reached.', 502)
    }
    await upstream.body?.cancel()
    if (upstream.status >= 500) return c.text('Bad Gateway: Sentry failed to take the envelope.', 502)
    if (upstream.ok) return c.body(null, upstream.status as 200)
    const retryAfter = upstream.headers.get('retry-after')
    if (retryAfter) c.header('Retry-After', retryAfter)
    return c.text(`Sentry refused the envelope (${upstream.status}).`, upstream.status as 400)
  },
)

monitoring.all('/', (c) => {
  c.header('Allow', 'POST')
  return c.text('Method Not Allowed: send envelopes with POST.', 405)
})
