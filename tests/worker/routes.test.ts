import { describe, expect, it } from 'vitest'
import { Player, questionOf, send } from '../player.js'

describe('every route answers with its status and localized content', () => {
  it.each([
    ['en', 'How well do you know the world?', 'ltr'],
    ['ar', 'dir="rtl"', 'rtl'],
  ])('entry screen in %s', async (locale, text, dir) => {
    const response = await send(`/${locale}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain(`<html lang="${locale}" dir="${dir}"`)
    expect(html).toContain(text)
    expect(html).toContain(`<link rel="canonical" href="https://worldwise.example/${locale}"/>`)
    expect(html).toContain('<link rel="alternate" hrefLang="de" href="https://worldwise.example/de"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://worldwise.example/"/>')
    expect(html).toMatch(new RegExp(`<form[^>]* action="/${locale}" method="post"`))
  })

  it('the German entry screen is in German', async () => {
    const html = await (await send('/de')).text()
    expect(html).toContain('<html lang="de" dir="ltr"')
    expect(html).not.toContain('How well do you know the world?')
  })

  it.each(['en', 'de'])('a question in %s: 200 with progress, prompt and form', async (locale) => {
    const player = new Player()
    const path = await player.start(locale as 'en' | 'de')
    const response = await player.get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`action="${path}"`)
    expect(html).toMatch(/<progress max="10" value="0"/)
    expect(html).toContain(locale === 'en' ? 'Question 1 of 10' : 'Frage 1 von 10')
    expect(html).toContain(`<link rel="canonical" href="https://worldwise.example${path}"/>`)
    expect(questionOf(path)).toBeDefined()
  })

  it.each([
    ['an unknown id', '/en/game/single/no-such-question'],
    ['a type that does not match the id', '/en/game/multiple/capital-australia'],
    ['an unknown type', '/en/game/essay/capital-australia'],
    ['anything else under a locale', '/de/no/such/page'],
    ['an encoded path', '/ja/%E2%9C%93%00'],
  ])('%s is the localized 404 page', async (_name, path) => {
    const response = await send(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    const locale = path.split('/')[1]
    expect(html).toContain(`<html lang="${locale}"`)
    expect(html).toContain(`href="/${locale}"`)
  })

  it('the 404 page says so in the player’s language', async () => {
    expect(await (await send('/en/nope')).text()).toContain('Page not found')
    expect(await (await send('/de/nope')).text()).not.toContain('Page not found')
  })

  it('result without a finished game sends the player to the entry screen', async () => {
    const response = await send('/fr/result')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/fr')
  })

  it('success without a finished game goes to the result', async () => {
    const response = await send('/es/result/success')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/es/result')
  })

  it('a question without a game sends the player to the entry screen', async () => {
    const response = await send('/en/game/single/capital-australia')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en')
  })

  it('a trailing slash redirects to the clean URL', async () => {
    const response = await send('/de/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toMatch(/\/de$/)
  })

  it('other methods get a localized 405 with Allow', async () => {
    const response = await send('/en/result', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.text()).toContain('does not accept that kind of request')
  })

  it('/monitoring is off without a DSN', async () => {
    expect((await send('/monitoring', { method: 'POST', body: '{}' })).status).toBe(404)
  })
})

describe('security headers on every page', () => {
  it('CSP with a fresh nonce, no unsafe-inline scripts, framing refused', async () => {
    const [a, b] = await Promise.all([send('/en'), send('/en')])
    const csp = a.headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toBe(b.headers.get('content-security-policy'))
    expect(a.headers.get('x-content-type-options')).toBe('nosniff')
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(a.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
  })

  it('pages are never stored in a shared cache', async () => {
    const player = new Player()
    const path = await player.start('en')
    for (const page of ['/en', path, '/en/nope']) {
      expect((await player.get(page)).headers.get('cache-control')).toBe('private, no-store')
    }
  })
})

describe('a production deployment without GAME_SECRET', () => {
  it('refuses to play with a localized 503 instead of signing with a known key', async () => {
    const { default: app } = await import('../../src/app.js')
    const { env } = await import('cloudflare:workers')
    const response = await app.request('/de', {}, { ...env, WORLDWISE_ENV: 'production', GAME_SECRET: '' })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('<html lang="de"')
    expect(html).not.toContain('action="/de" method="post"')
  })
})

describe('/healthz', () => {
  it('answers ok without a locale redirect or cookies', async () => {
    const response = await send('/healthz', { headers: { 'accept-language': 'de' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
    expect(response.headers.getSetCookie()).toEqual([])
  })
})

describe('malformed percent-encoding anywhere', () => {
  it('is never a server error, as a path, a query, a form value or a cookie', async () => {
    const player = new Player()
    const current = await player.start('en')
    const paths = [current, '/en/game/single/%E0%A4%A', '/%E0%A4%A', '/en/%', '/en/game/%ZZ/x', '/en/result?x=%E0%A4%A', '/%C0%AF', '/en?lang=%E0%A4%A']
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const response = await player.request(path, {
          method,
          headers: { origin: 'https://worldwise.example', 'content-type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'answer=%E0%A4%A&order=%' : undefined,
        })
        expect(response.status, `${method} ${path}`).toBeLessThan(500)
      }
    }
    expect((await send('/en', { headers: { cookie: 'ww_lang=%E0%A4%A; ww_game=%E0%A4%A' } })).status).toBe(200)
  })
})
