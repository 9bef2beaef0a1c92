/**
 * Fuzz: thousands of generated requests (paths, methods, locales, Accept-Language,
 * cookies, form bodies and sizes, envelopes to /monitoring) from a fixed seed. None
 * may answer 5xx or hang, and every 4xx must say what was wrong. Set FUZZ_SEED to
 * replay a failure; FUZZ_COUNT to run more.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../../src/index.js'
import { allQuestions, QUESTION_TYPES } from '../../src/game/catalog.js'
import { ORIGIN, Player } from '../player.js'

let catalog: ReturnType<typeof allQuestions> | undefined
/** The whole catalog, curated and generated, built once for the fuzz. */
const CATALOG = () => (catalog ??= allQuestions())

const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const COUNT = Number(process.env.FUZZ_COUNT ?? 6000)
const TIMEOUT_MS = 5000
const HOSTED_DSN = 'https://abc123@o4501.ingest.us.sentry.io/4502'

const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const random = prng(SEED)
const int = (n: number) => Math.floor(random() * n)
const pick = <T,>(items: readonly T[]): T => items[int(items.length)]!
const junk = (length: number) => {
  const alphabet = 'abcXYZ019-_.~%/?&=#;:@!$\'"()<>{}[]\\ ü日本عربي\u0000\u202e😀'
  return Array.from({ length }, () => pick([...alphabet])).join('')
}

/** Header values travel as visible ASCII; anything else never reaches a worker. */
const headerJunk = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(0x20 + int(0x5f))).join('')

const LOCALES = ['en', 'de', 'fr', 'es', 'ja', 'ar', 'EN', 'fr-CA', 'de-CH', 'pt', 'xx', 'zh-Hant-TW', '']
const validCookies: string[] = []
/** Rooms open in the fuzz's own worker, so posts reach their Durable Objects. */
const liveRooms: string[] = []
/** Their seats' cookies (a player's and the host's). */
const roomCookies: string[] = []
/** Games in progress with their current question, so answers reach the scoring path. */
const liveGames: Array<{ cookie: string; path: string }> = []

const genPath = (): string => {
  const locale = random() < 0.6 ? pick(LOCALES.slice(0, 6)) : pick(LOCALES)
  const q = pick(CATALOG())
  switch (int(12)) {
    case 10:
      // Rooms: codes real or not, every sub-path, junk in each segment.
      return `/${locale}/room${pick(['', '/join?code=' + encodeURIComponent(junk(int(12))), `/${pick([...liveRooms, 'ZZZZZZ', junk(6)])}`])}${pick(['', '/seat', '/host', '/answer/0', `/answer/${int(99)}`, '/ws', `/${junk(4)}`])}`.replace(/#/g, '')
    case 11:
      return `/${locale}/room/${pick(liveRooms)}${pick(['/seat', '/host', '/answer/0'])}`
    case 0:
      return '/'
    case 1:
      return `/${locale}`
    case 2:
      return `/${locale}/game/${pick(QUESTION_TYPES)}/${q.id}`
    case 3:
      return `/${locale}/game/${q.type}/${q.id}`
    case 4:
      return `/${locale}/result${pick(['', '/success', '/', '/success/x'])}`
    case 5:
      return `/${locale}/${encodeURIComponent(junk(int(30)))}`
    case 6:
      return `/${junk(int(60)).replace(/[#?]/g, '')}`
    case 7:
      return `/${locale}/game/${junk(8)}/${junk(12)}`.replace(/[#?]/g, '')
    case 8:
      return `/${locale}?lang=${pick(LOCALES)}&${junk(10).replace(/[#]/g, '')}`
    default:
      return `/${'a/'.repeat(int(200))}`
  }
}

const genCookie = (): string | undefined => {
  switch (int(7)) {
    case 6:
      return random() < 0.7 ? pick(roomCookies) : `${pick(roomCookies).slice(0, 16)}${headerJunk(int(80))}`
    case 0:
      return undefined
    case 1:
      return `ww_game=${pick(validCookies)}`
    case 2:
      return `ww_game=${pick(validCookies).slice(0, int(200))}`
    case 3:
      return `ww_game=${headerJunk(int(300))}; ww_lang=${pick(LOCALES)}`
    case 4:
      return `ww_lang=${headerJunk(5)}; ww_game=${'A'.repeat(int(6000))}`
    default:
      return headerJunk(int(100))
  }
}

/** What a map's image input might post, and what a forged one might. */
const genClick = (): string => {
  const width = pick(['240', '280', '310', '380', '480', '600', '960', '0', '-1', '99999', '', junk(3)])
  const coordinate = () => pick([String(int(1000)), String(-int(50)), '0', '1e3', 'NaN', '', '12.5', '9'.repeat(int(30)), encodeURIComponent(junk(6))])
  const fields = [`m${width}.x=${coordinate()}`, `m${width}.y=${coordinate()}`]
  if (random() < 0.3) fields.push(`m${pick(['480', '600', junk(2)])}.${pick(['x', 'y', 'z'])}=${coordinate()}`)
  if (random() < 0.2) fields.push(`answer=${pick(['fr', 'jp', junk(4)])}`)
  return fields.filter(() => random() < 0.9).join('&')
}

const genBody = (): { body?: BodyInit; type?: string } => {
  switch (int(8)) {
    case 7:
      return { body: genClick(), type: 'application/x-www-form-urlencoded' }
    case 0:
      return {}
    case 1:
      return { body: `answer=${encodeURIComponent(junk(int(50)))}`, type: 'application/x-www-form-urlencoded' }
    case 2:
      return { body: `order=${pick(CATALOG()).id}&order=x&answer=${int(1e6)}`, type: 'application/x-www-form-urlencoded' }
    case 3:
      return { body: 'answer=' + 'x'.repeat(int(20_000)), type: 'application/x-www-form-urlencoded' }
    case 4: {
      const form = new FormData()
      form.append('answer', junk(20))
      form.append('file', new Blob([junk(100)]), 'f.txt')
      return { body: form }
    }
    case 5:
      return { body: JSON.stringify({ answer: junk(10) }), type: pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) }
    default:
      return { body: junk(int(500)), type: pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'text/plain', 'application/octet-stream']) }
  }
}

const genEnvelope = (): string => {
  const dsn = pick([HOSTED_DSN, 'https://evil@o1.ingest.sentry.io/1', junk(20), undefined])
  switch (int(4)) {
    case 0:
      return `${JSON.stringify({ dsn })}\n{"type":"event"}\n{"message":"${junk(10).replace(/["\\\n]/g, '')}"}`
    case 1:
      return junk(int(400))
    case 2:
      return `${JSON.stringify({ dsn })}\n` + 'x'.repeat(int(300_000))
    default:
      return `{"dsn":${JSON.stringify(dsn ?? null)}}\n{"type":"attachment","length":99999}\nabc`
  }
}

interface Generated {
  path: string
  init: RequestInit
  vars: Partial<Env>
}

const generate = (): Generated => {
  const headers: Record<string, string> = {}
  const cookie = genCookie()
  if (cookie) headers.cookie = cookie
  if (random() < 0.7) headers['accept-language'] = pick(['de-CH,de;q=0.9', '*', ';;;', 'ja;q=0', headerJunk(int(80)), 'ar-EG, en;q=0.1', 'x'.repeat(int(3000))])
  if (random() < 0.3) headers.accept = pick(['application/json', 'text/html', '*/*', headerJunk(10)])
  if (random() < 0.7) headers.origin = pick([ORIGIN, 'https://evil.example', 'null', headerJunk(10)])
  if (random() < 0.2) headers['sec-fetch-site'] = pick(['same-origin', 'cross-site', 'none', headerJunk(5)])
  if (random() < 0.15 && liveGames.length) {
    const game = pick(liveGames)
    const { body, type } = genBody()
    return {
      path: game.path,
      init: { method: 'POST', headers: { ...headers, cookie: game.cookie, origin: ORIGIN, ...(type ? { 'content-type': type } : {}) }, body, redirect: 'manual' },
      vars: {},
    }
  }
  const tunnel = random() < 0.15
  const method = tunnel ? pick(['POST', 'POST', 'GET', 'PUT']) : pick(['GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
  const path = tunnel ? '/monitoring' : genPath()
  const { body, type } = method === 'GET' || method === 'HEAD' ? {} : tunnel ? { body: genEnvelope(), type: 'text/plain' } : genBody()
  if (type) headers['content-type'] = type
  const vars: Partial<Env> = tunnel ? { SENTRY_DSN: pick([HOSTED_DSN, '']) } : {}
  return { path, init: { method, headers, body, redirect: 'manual' }, vars }
}

describe(`fuzz: ${COUNT} generated requests, seed ${SEED}`, () => {
  beforeAll(async () => {
    for (let i = 0; i < 20; i++) {
      const player = new Player()
      const path = await player.start(pick(['en', 'de', 'ar']))
      validCookies.push(player.cookies.get('ww_game')!)
      liveGames.push({ cookie: `ww_game=${player.cookies.get('ww_game')!}`, path })
    }
    // Rooms: one in its lobby, one playing (a player seated, the first question open).
    for (const playing of [false, true]) {
      const host = new Player({ 'cf-connecting-ip': `198.51.100.${playing ? 2 : 1}` })
      const made = await host.post('/en/room', { mode: 'maps', count: '5', limit: '0' })
      const code = made.headers.get('location')!.split('/').at(-1)!
      liveRooms.push(code)
      if (playing) {
        const player = new Player({ 'cf-connecting-ip': '198.51.100.3' })
        await player.post(`/en/room/${code}/seat`, { nickname: 'Fuzzy' })
        await host.post(`/en/room/${code}/host`, { action: 'start' })
        roomCookies.push(`ww_room_${code}=${player.cookies.get(`ww_room_${code}`)!}`, `ww_room_${code}=${host.cookies.get(`ww_room_${code}`)!}`)
      }
    }
    // Map games, so forged clicks reach the hit test.
    for (let i = 0; i < 10; i++) {
      const player = new Player()
      const path = await player.start(pick(['en', 'ja', 'ar']), 'maps')
      liveGames.push({ cookie: `ww_game=${player.cookies.get('ww_game')!}`, path })
    }
    // The tunnel's upstream takes envelopes or rate-limits them. (A failing or hanging
    // ingest is the tunnel's 502/504 by design: tests/worker/monitoring.test.ts.)
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}', { status: pick([200, 200, 429]) }))
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })

  it('never answers 5xx, never hangs, and every 4xx explains itself', async () => {
    const failures: string[] = []
    const counts = new Map<number, number>()
    for (let i = 0; i < COUNT; i++) {
      const { path, init, vars } = generate()
      const label = `#${i} ${init.method} ${path.slice(0, 80)} (replay: FUZZ_SEED=${SEED})`
      let url: URL
      try {
        url = new URL(path, ORIGIN)
      } catch {
        continue
      }
      const ctx = createExecutionContext()
      const response = await Promise.race([
        worker.fetch!(new Request(url, init) as never, { ...env, ...vars } as Env, ctx),
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), TIMEOUT_MS)),
      ])
      if (response === 'hung') {
        failures.push(`${label}: no answer in ${TIMEOUT_MS} ms`)
        continue
      }
      await waitOnExecutionContext(ctx)
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
      const text = init.method === 'HEAD' ? '' : await response.text()
      if (response.status >= 500) failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`)
      else if (response.status >= 400 && init.method !== 'HEAD' && text.trim().length < 10) failures.push(`${label}: ${response.status} with body ${JSON.stringify(text)}`)
      if (failures.length > 20) break
    }
    console.log(`fuzz seed ${SEED}: ${COUNT} requests, statuses`, Object.fromEntries([...counts].sort()))
    expect(failures).toEqual([])
  }, 300_000)
})
