import { describe, expect, it } from 'vitest'
import { Player, send } from '../player.js'

const location = (r: Response) => r.headers.get('location')

describe('locale negotiation: where a path without a locale goes', () => {
  const cases: Array<[string, string, number, string, Record<string, string>]> = [
    ['no header, no cookie', '/', 307, '/en', {}],
    ['exact Accept-Language', '/', 307, '/de', { 'accept-language': 'de' }],
    ['regional tag falls back to the base language', '/', 307, '/de', { 'accept-language': 'de-CH' }],
    ['q-values decide, not order', '/', 307, '/ja', { 'accept-language': 'en;q=0.5, ja;q=0.9' }],
    ['unsupported languages are skipped', '/', 307, '/fr', { 'accept-language': 'zh-CN, pt;q=0.9, fr-BE;q=0.8' }],
    ['q=0 is a refusal', '/', 307, '/es', { 'accept-language': 'ar;q=0, es;q=0.1' }],
    ['nothing supported falls back to en', '/', 307, '/en', { 'accept-language': 'zh, pt' }],
    ['malformed header falls back to en', '/', 307, '/en', { 'accept-language': ';;;,,q=abc' }],
    ['the saved choice beats the header', '/', 307, '/ar', { 'accept-language': 'de', cookie: 'ww_lang=ar' }],
    ['an unknown saved choice is ignored', '/', 307, '/es', { 'accept-language': 'es', cookie: 'ww_lang=xx' }],
    ['a path without a locale keeps its path and query', '/result?from=mail', 307, '/fr/result?from=mail', { 'accept-language': 'fr' }],
    ['an unknown first segment is kept under the locale', '/zz/game', 307, '/en/zz/game', {}],
    ['a regional locale segment is canonicalised', '/fr-CA/result?x=1', 308, '/fr/result?x=1', {}],
    ['an upper-case locale segment is canonicalised', '/DE', 308, '/de', {}],
    ['a region of Arabic keeps the rest of the path', '/ar-EG/game/single/capital-australia', 308, '/ar/game/single/capital-australia', {}],
  ]

  it.each(cases)('%s: %s → %i %s', async (_name, path, status, target, headers) => {
    const response = await send(path, { headers })
    expect(response.status).toBe(status)
    expect(location(response)).toBe(target)
  })

  it('negotiated redirects vary on the cookie and Accept-Language and are not cached', async () => {
    const response = await send('/', { headers: { 'accept-language': 'ja' } })
    expect(response.headers.get('vary')).toMatch(/Cookie/)
    expect(response.headers.get('vary')).toMatch(/Accept-Language/)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('a POST without a locale keeps its method (307)', async () => {
    const response = await send('/game/single/capital-australia', { method: 'POST', headers: { 'accept-language': 'es' } })
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/es/game/single/capital-australia')
  })
})

describe('the language switcher saves the choice', () => {
  it('following a switcher link saves the language and lands on the clean URL', async () => {
    const player = new Player({ 'accept-language': 'en' })
    const switched = await player.get('/ar/result?lang=ar')
    expect(switched.status).toBe(303)
    expect(location(switched)).toBe('/ar/result')
    expect(player.cookies.get('ww_lang')).toBe('ar')
    const home = await player.get('/')
    expect(location(home)).toBe('/ar')
  })

  it('the saved-language cookie is HttpOnly, Secure, SameSite=Lax for the whole site', async () => {
    const response = await send('/de?lang=de')
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ww_lang='))!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Secure/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Path=\//)
  })

  it('every page links every language for the same screen', async () => {
    const html = await (await send('/ja')).text()
    for (const l of ['en', 'de', 'fr', 'es', 'ja', 'ar']) expect(html).toContain(`href="/${l}?lang=${l}"`)
  })
})
