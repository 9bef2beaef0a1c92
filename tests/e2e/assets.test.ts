/**
 * Static assets through the platform (wrangler dev serves public/ as Workers static
 * assets would): content-hashed files are cached for a year, pages never.
 */
import { describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')

describe('caching', () => {
  it('the bundle and stylesheet are immutable for a year; the question page is private and unstored', async () => {
    const started = await fetch(`${base}/en`, { method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' } })
    const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const page = await fetch(`${base}${started.headers.get('location')}`, { headers: { cookie } })
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((m) => m[1]!)
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
    for (const asset of assets) {
      expect(asset).toMatch(/-[A-Z0-9]{8}\.(js|css)$/)
      const response = await fetch(`${base}${asset}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
  })
})

describe('flags', () => {
  it('are static SVG files in a content-hashed folder, immutable for a year, and not in the worker', async () => {
    const { FLAG_BASE } = await import('../../src/generated/countries.js')
    expect(FLAG_BASE).toMatch(/^\/assets\/flags-[0-9a-f]{10}$/)
    for (const code of ['fr', 'jp', 'br', 'np']) {
      const response = await fetch(`${base}${FLAG_BASE}/${code}.svg`)
      expect(response.status, code).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toMatch(/^<svg/)
    }
  })
})

describe('maps', () => {
  it('are static SVG files in a content-hashed folder, immutable for a year, at most 40 KB gzip, and not in the worker', async () => {
    const { MAP_BASE } = await import('../../src/generated/maps.js')
    expect(MAP_BASE).toMatch(/^\/assets\/maps-[0-9a-f]{10}$/)
    const { gzipSync } = await import('node:zlib')
    for (const name of ['world', 'south-america', 'where-pe', 'near-om', 'shape-it', 'where-nz']) {
      const response = await fetch(`${base}${MAP_BASE}/${name}.svg`)
      expect(response.status, name).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const text = await response.text()
      expect(text).toMatch(/^<svg/)
      expect(gzipSync(text).length, name).toBeLessThanOrEqual(40 * 1024)
    }
    expect((await fetch(`${base}${MAP_BASE}/where-xx.svg`)).status).toBe(404)
  })
})

describe('map pictures', () => {
  it('the map a player clicks highlights nothing; a feedback map highlights its one country', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { FRAME_IDS } = await import('../../src/maps/frames.js')
    const dir = `public/assets/${readdirSync('public/assets').find((d) => d.startsWith('maps-'))}`
    const HIGHLIGHT = 'fill="#d1495b"'
    for (const frame of FRAME_IDS) expect(readFileSync(`${dir}/${frame}.svg`, 'utf8').split(HIGHLIGHT).length - 1, frame).toBe(0)
    const highlights = (name: string) => readFileSync(`${dir}/${name}.svg`, 'utf8').split(HIGHLIGHT).length - 1
    for (const code of ['so', 'ma', 'fr', 'pe', 'nz']) expect(highlights(`where-${code}`), code).toBe(1)
    // A small country is its land and its marker.
    expect(highlights('where-va')).toBe(2)
  })
})
