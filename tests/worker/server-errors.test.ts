import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index.js'
import { translator } from '../../src/i18n/translations.js'

// The Sentry client is created once per isolate with the first request's DSN, as in
// production, so this file (its own isolate) reports to one DSN throughout.
const HOSTED_DSN = 'https://abc123@o4501.ingest.us.sentry.io/4502'

const call = async (path: string) => {
  const ctx = createExecutionContext()
  const vars = { SENTRY_DSN: HOSTED_DSN, WORLDWISE_ENV: 'development' }
  const response = await worker.fetch!(new Request(`https://worldwise.example${path}`) as never, { ...env, ...vars } as Env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const mockIngest = (answer: () => Response) => {
  const calls: Request[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init)
    calls.push(request.clone())
    return answer()
  })
  return { calls }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('server errors with Sentry configured', () => {
  it('a thrown error gives the localized 500 page with a digest, logged and captured exactly once', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const response = await call('/de/debug/server-error')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<html lang="de"')
    // "Digest: …", as the locale words it (German: "Fehlercode: …").
    const [label] = translator('de').errors.digest({ digest: '\u0000' }).split('\u0000')
    const digest = html.match(new RegExp(`${label}([0-9a-f]{12})`))?.[1]
    expect(digest).toBeDefined()
    expect(html).toContain('worldwise.example')
    expect(logged.filter((line) => line.includes(`[digest ${digest}]`))).toHaveLength(1)
    const events = await Promise.all(
      ingest.calls.filter((r) => r.url.includes('/api/4502/envelope/')).map(async (r) => await r.text()),
    )
    const withDigest = events.filter((e) => e.includes('"type":"event"') && e.includes(digest!))
    expect(withDigest).toHaveLength(1)
  })


  it('an error after the stream started is reported once and the page still ends cleanly', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
    const response = await call('/en/debug/stream-error')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    const lines = logged.filter((line) => line.includes('after the stream started'))
    expect(lines).toHaveLength(1)
    const digest = lines[0]!.match(/\[digest ([0-9a-f]{12})\]/)?.[1]
    expect(digest).toBeDefined()
    const events = await Promise.all(ingest.calls.filter((r) => r.url.includes('/api/4502/envelope/')).map((r) => r.text()))
    expect(events.filter((e) => e.includes('"type":"event"') && e.includes(digest!))).toHaveLength(1)
  })

  it('a page React is still rendering streams: its head leaves before its end, with no length', async () => {
    mockIngest(() => new Response('{}'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await call('/en/debug/stream-error')
    expect(response.headers.get('content-length')).toBeNull()
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toContain('<html lang="en"')
    expect(first).not.toContain('</html>')
    let rest = ''
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value)
    expect(rest.trimEnd().endsWith('</html>')).toBe(true)
  })

  it('a page that renders fine sends nothing', async () => {
    const ingest = mockIngest(() => new Response('{}'))
    expect((await call('/en')).status).toBe(200)
    expect(ingest.calls).toHaveLength(0)
  })
})
