import { describe, expect, it } from 'vitest'
import { Player, send } from '../player.js'

const location = (r: Response) => r.headers.get('location')

describe('locale negotiation: where a path without a locale goes', () => {
  const cases: Array<[string, string, number, string, Record<string, string>]> = [
    ['no header, no cookie', '/', 307, '/en', {}],
    ['exact Accept-Language', '/', 307, '/de', { 'accept-language': 'de' }],
    ['regional tag falls back to the base language', '/', 307, '/de', { 'accept-language': 'de-CH' }],
    ['q-values decide, not order', '/', 307, '/ja', { 'accept-language': 'en;q=0.5, ja;q=0.9' }],
    ['unsupported languages are skipped', '/', 307, '/fr', { 'accept-language': 'sw-KE, he;q=0.9, fr-BE;q=0.8' }],
    ['q=0 is a refusal', '/', 307, '/es', { 'accept-language': 'ar;q=0, es;q=0.1' }],
    ['nothing supported falls back to en', '/', 307, '/en', { 'accept-language': 'sw, he' }],
    ['Brazilian Portuguese is pt', '/', 307, '/pt', { 'accept-language': 'pt-BR' }],
    ['European Portuguese is pt', '/', 307, '/pt', { 'accept-language': 'pt-PT,pt;q=0.9' }],
    ['mainland Chinese is zh', '/', 307, '/zh', { 'accept-language': 'zh-CN' }],
    ['Singapore Chinese is zh', '/', 307, '/zh', { 'accept-language': 'zh-SG' }],
    ['Simplified script is zh', '/', 307, '/zh', { 'accept-language': 'zh-Hans' }],
    ['plain Chinese is zh', '/', 307, '/zh', { 'accept-language': 'zh' }],
    ['Taiwan Chinese is zh-Hant', '/', 307, '/zh-Hant', { 'accept-language': 'zh-TW' }],
    ['Hong Kong Chinese is zh-Hant', '/', 307, '/zh-Hant', { 'accept-language': 'zh-HK,en;q=0.5' }],
    ['Macau Chinese is zh-Hant', '/', 307, '/zh-Hant', { 'accept-language': 'zh-MO' }],
    ['Traditional script is zh-Hant', '/', 307, '/zh-Hant', { 'accept-language': 'zh-Hant' }],
    ['Traditional script with a region is zh-Hant', '/', 307, '/zh-Hant', { 'accept-language': 'zh-Hant-TW' }],
    ['Simplified beats Traditional by q-value', '/', 307, '/zh', { 'accept-language': 'zh-TW;q=0.4, zh-CN;q=0.8' }],
    ['Iranian Persian is fa', '/', 307, '/fa', { 'accept-language': 'fa-IR' }],
    ['Indonesian is id', '/', 307, '/id', { 'accept-language': 'id-ID' }],
    ['the old Indonesian code in is id', '/', 307, '/id', { 'accept-language': 'in' }],
    ['Korean', '/', 307, '/ko', { 'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8' }],
    ['Hindi', '/', 307, '/hi', { 'accept-language': 'hi-IN' }],
    ['Bengali', '/', 307, '/bn', { 'accept-language': 'bn-BD' }],
    ['Ukrainian', '/', 307, '/uk', { 'accept-language': 'uk-UA' }],
    ['Russian', '/', 307, '/ru', { 'accept-language': 'ru-RU' }],
    ['Turkish', '/', 307, '/tr', { 'accept-language': 'tr-TR' }],
    ['Vietnamese', '/', 307, '/vi', { 'accept-language': 'vi-VN' }],
    ['Polish', '/', 307, '/pl', { 'accept-language': 'pl-PL' }],
    ['Dutch of Belgium', '/', 307, '/nl', { 'accept-language': 'nl-BE' }],
    ['Italian of Switzerland', '/', 307, '/it', { 'accept-language': 'it-CH' }],
    ['a saved Traditional Chinese choice', '/', 307, '/zh-Hant', { 'accept-language': 'de', cookie: 'ww_lang=zh-Hant' }],
    ['malformed header falls back to en', '/', 307, '/en', { 'accept-language': ';;;,,q=abc' }],
    ['the saved choice beats the header', '/', 307, '/ar', { 'accept-language': 'de', cookie: 'ww_lang=ar' }],
    ['an unknown saved choice is ignored', '/', 307, '/es', { 'accept-language': 'es', cookie: 'ww_lang=xx' }],
    ['a path without a locale keeps its path and query', '/result?from=mail', 307, '/fr/result?from=mail', { 'accept-language': 'fr' }],
    ['an unknown first segment is kept under the locale', '/zz/game', 307, '/en/zz/game', {}],
    ['a regional locale segment is canonicalised', '/fr-CA/result?x=1', 308, '/fr/result?x=1', {}],
    ['an upper-case locale segment is canonicalised', '/DE', 308, '/de', {}],
    ['a region of Arabic keeps the rest of the path', '/ar-EG/game/single/capital-australia', 308, '/ar/game/single/capital-australia', {}],
    ['Traditional Chinese in any case is spelled zh-Hant', '/ZH-hant/result?x=1', 308, '/zh-Hant/result?x=1', {}],
    ['lower-case zh-hant is spelled zh-Hant', '/zh-hant', 308, '/zh-Hant', {}],
    ['a Taiwan path is zh-Hant', '/zh-TW/credits', 308, '/zh-Hant/credits', {}],
    ['a Hong Kong path is zh-Hant', '/zh-hk/room', 308, '/zh-Hant/room', {}],
    ['a mainland path is zh', '/zh-CN/result', 308, '/zh/result', {}],
    ['a Simplified-script path is zh', '/zh-Hans/credits?a=b', 308, '/zh/credits?a=b', {}],
    ['a Brazilian path is pt', '/pt-BR/credits', 308, '/pt/credits', {}],
    ['a Portuguese path is pt', '/pt-PT', 308, '/pt', {}],
    ['an Iranian path is fa', '/fa-IR/result', 308, '/fa/result', {}],
    ['the old Indonesian path in is id', '/in/credits', 308, '/id/credits', {}],
    ['an upper-case Korean path', '/KO/credits', 308, '/ko/credits', {}],
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
