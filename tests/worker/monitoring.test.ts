import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index.js'
import { MAX_ENVELOPE_BYTES } from '../../src/routes/monitoring.js'

const HOSTED_DSN = 'https://abc123@o4501.ingest.us.sentry.io/4502'
const SELF_HOSTED_DSN = 'https://abc123@sentry.example.org/7'
const FOREIGN_DSN = 'https://evil999@o666.ingest.sentry.io/1'

const envelope = (dsn: string | undefined) =>
  `${JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', ...(dsn ? { dsn } : {}) })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'hello' })}\n`

const call = async (path: string, init: RequestInit, vars: Partial<Env>) => {
  const ctx = createExecutionContext()
  const response = await worker.fetch!(new Request(`https://worldwise.example${path}`, init) as never, { ...env, ...vars } as Env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const post = (body: BodyInit, vars: Partial<Env> = { SENTRY_DSN: HOSTED_DSN }, headers: Record<string, string> = {}) =>
  call('/monitoring', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': '203.0.113.7', ...headers } }, vars)

const mockIngest = (answer: (request: Request) => Promise<Response> | Response) => {
  const calls: Request[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init)
    calls.push(request.clone())
    return answer(request)
  })
  return { calls, spy }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the /monitoring tunnel', () => {
  it('does not exist without a DSN, or with a self-hosted one (404)', async () => {
    expect((await post(envelope(HOSTED_DSN), { SENTRY_DSN: '' })).status).toBe(404)
    expect((await post(envelope(SELF_HOSTED_DSN), { SENTRY_DSN: SELF_HOSTED_DSN })).status).toBe(404)
  })

  it('forwards the configured DSN’s envelope to Sentry’s ingest with the player’s IP', async () => {
    const ingest = mockIngest(() => new Response('{}', { status: 200 }))
    const body = envelope(HOSTED_DSN)
    const response = await post(body)
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie()).toEqual([])
    const forwarded = ingest.calls.find((r) => r.url.includes('/api/4502/envelope/'))!
    expect(new URL(forwarded.url).origin).toBe('https://o4501.ingest.us.sentry.io')
    expect(new URL(forwarded.url).searchParams.get('sentry_key')).toBe('abc123')
    expect(forwarded.headers.get('x-forwarded-for')).toBe('203.0.113.7')
    expect(await forwarded.text()).toBe(body)
  })

  it('is not redirected to a locale and sets no cookie, whatever the language', async () => {
    mockIngest(() => new Response('{}'))
    const response = await post(envelope(HOSTED_DSN), { SENTRY_DSN: HOSTED_DSN }, { 'accept-language': 'de', cookie: 'ww_lang=ar' })
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
  })

  it('refuses an envelope for another DSN (403) without calling anyone', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    const response = await post(envelope(FOREIGN_DSN))
    expect(response.status).toBe(403)
    expect(await response.text()).toMatch(/only forwards its own DSN/)
    expect(ingest.calls).toHaveLength(0)
  })

  it.each([
    ['not JSON', 'hello world'],
    ['no DSN in the header', envelope(undefined)],
    ['a DSN that is not a DSN', envelope('not a dsn')],
    ['empty', ''],
  ])('refuses a malformed envelope (%s) with 400', async (_name, body) => {
    const ingest = mockIngest(() => new Response('{}'))
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/not a Sentry envelope/)
    expect(ingest.calls).toHaveLength(0)
  })

  it('caps the body (413)', async () => {
    const huge = envelope(HOSTED_DSN) + 'x'.repeat(MAX_ENVELOPE_BYTES)
    const response = await post(huge)
    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/limited to/)
  })

  it.each(['GET', 'PUT', 'DELETE'])('refuses %s with 405 and Allow: POST', async (method) => {
    const response = await call('/monitoring', { method }, { SENTRY_DSN: HOSTED_DSN })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('answers 502 when the ingest cannot be reached', async () => {
    mockIngest(() => Promise.reject(new TypeError('network down')))
    expect((await post(envelope(HOSTED_DSN))).status).toBe(502)
  })

  it('answers 502 when the ingest fails', async () => {
    mockIngest(() => new Response('oops', { status: 503 }))
    expect((await post(envelope(HOSTED_DSN))).status).toBe(502)
  })

  it('passes on rate limiting (429 with Retry-After)', async () => {
    mockIngest(() => new Response('', { status: 429, headers: { 'retry-after': '60' } }))
    const response = await post(envelope(HOSTED_DSN))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('60')
  })

  it('answers 504 after a bounded wait when the ingest hangs', async () => {
    mockIngest(
      (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true })),
    )
    const started = Date.now()
    const response = await post(envelope(HOSTED_DSN))
    expect(response.status).toBe(504)
    expect(Date.now() - started).toBeLessThan(8000)
  }, 15_000)

  it('forwards to SENTRY_TUNNEL_UPSTREAM only in development and only on loopback', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    await post(envelope(HOSTED_DSN), { SENTRY_DSN: HOSTED_DSN, SENTRY_TUNNEL_UPSTREAM: 'http://127.0.0.1:9999', WORLDWISE_ENV: 'development' })
    await post(envelope(HOSTED_DSN), { SENTRY_DSN: HOSTED_DSN, SENTRY_TUNNEL_UPSTREAM: 'http://127.0.0.1:9999', WORLDWISE_ENV: 'production' })
    await post(envelope(HOSTED_DSN), { SENTRY_DSN: HOSTED_DSN, SENTRY_TUNNEL_UPSTREAM: 'https://attacker.example', WORLDWISE_ENV: 'development' })
    const origins = ingest.calls.filter((r) => r.url.includes('/envelope/')).map((r) => new URL(r.url).origin)
    expect(origins).toEqual(['http://127.0.0.1:9999', 'https://o4501.ingest.us.sentry.io', 'https://o4501.ingest.us.sentry.io'])
  })
})

describe('server errors', () => {
  it('the JSON client gets a 500 with the digest in the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await call('/en/debug/server-error', { headers: { accept: 'application/json' } }, { WORLDWISE_ENV: 'development' })
    expect(response.status).toBe(500)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('serverError')
    expect(body.error.message).toMatch(/server-side exception.*Digest: [0-9a-f]{12}/)
  })

  it('without a DSN nothing is sent and nothing breaks', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await call('/en/debug/server-error', {}, { SENTRY_DSN: '', WORLDWISE_ENV: 'development' })
    expect(response.status).toBe(500)
    expect(ingest.calls).toHaveLength(0)
  })

  it('the pages that break on purpose do not exist in production', async () => {
    expect((await call('/en/debug/server-error', {}, { WORLDWISE_ENV: 'production', GAME_SECRET: 'x'.repeat(40) })).status).toBe(404)
  })
})
