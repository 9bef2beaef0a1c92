/**
 * Admission to rooms (issue 22, part 1) against the real limiters of the Workers pool: a
 * class of 60 phones behind one school address gets in at once; a flood from one address,
 * into one room or spread over many, is refused with a localized 429 without holding up
 * another address; and guessing codes is refused after 20 unknown codes a minute, while
 * codes of rooms that exist never count (docs/decisions/010-rooms.md, "Admission").
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { translator } from '../../src/i18n/translations.js'
import { CODE_ALPHABET } from '../../src/rooms/code.js'
import type { Room } from '../../src/rooms/room.js'
import { CookiePlayer } from '../answers.js'
import { ORIGIN, send } from '../player.js'

/** A phone or laptop at `ip`: many browsers may share one address, as a school's do. */
class Browser extends CookiePlayer {
  constructor(ip: string) {
    super(send, ORIGIN, { 'cf-connecting-ip': ip })
  }
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

let hosts = 0
/** A room hosted from an address of its own (hosting has its own limit). */
const hostRoom = async () => {
  const host = new Browser(`203.0.113.${++hosts}`)
  const response = await host.post('/en/room', { mode: 'flags', count: '5', limit: '0' })
  expect(response.status).toBe(303)
  return response.headers.get('location')!.split('/').at(-1)!
}

const seat = (ip: string, code: string, name: string, locale = 'en') => new Browser(ip).post(`/${locale}/room/${code}/seat`, { nickname: name })
const playersIn = async (code: string) => (await (env.ROOMS.getByName(code) as DurableObjectStub<Room>).snapshot())!.players

/**
 * The limiters count in fixed windows aligned to the clock's minute: a test that needs
 * exact counts starts early enough in a window to finish inside it.
 */
const freshWindow = async (needMs: number) => {
  const left = 60_000 - (Date.now() % 60_000)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

/** Posts seats from one address in parallel rounds until the first refusal; the statuses in order of rounds. */
const flood = async (ip: string, codes: string[], max: number, round = 10) => {
  const statuses: number[] = []
  let refused: Response | undefined
  for (let i = 0; i < max && !refused; i += round) {
    const responses = await Promise.all(Array.from({ length: Math.min(round, max - i) }, (_, j) => seat(ip, codes[(i + j) % codes.length]!, `Flood ${i + j}`)))
    for (const response of responses) {
      statuses.push(response.status)
      if (response.status === 429) refused ??= response
    }
  }
  return { statuses, refused }
}

const randomCode = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')

describe('a class behind one school address', () => {
  it('60 phones behind one address open the link and all take a seat in one room within a minute', async () => {
    const code = await hostRoom()
    const school = '198.51.100.60'
    const results = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const phone = new Browser(school)
        const form = await phone.get(`/en/room/${code}`)
        expect(form.status).toBe(200)
        expect(await form.text()).toContain('name="nickname"')
        const response = await phone.post(`/en/room/${code}/seat`, { nickname: `Pupil ${i + 1}` })
        return response.status
      }),
    )
    expect(results.filter((s) => s === 303)).toHaveLength(60)
    expect(await playersIn(code)).toBe(60)
  }, 60_000)
})

describe('floods', () => {
  it('hundreds of seats from one address into one room: 100 a minute, then a localized 429; another address still gets in', async () => {
    await freshWindow(20_000)
    const code = await hostRoom()
    const flooder = '198.51.100.66'
    const { statuses, refused } = await flood(flooder, [code], 150)
    expect(refused).toBeDefined()
    expect(statuses.filter((s) => s === 303)).toHaveLength(100)
    expect(await playersIn(code)).toBe(100)
    for (const locale of ['en', 'de'] as const) {
      const response = await seat(flooder, code, `Again ${locale}`, locale)
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(await response.text()).toContain(html(translator(locale).room.tooFast()))
    }
    // The class next door, on another address, is not held up.
    expect((await seat('198.51.100.67', code, 'Neighbour')).status).toBe(303)
    expect(await playersIn(code)).toBe(101)
  }, 90_000)

  it('seats spread over many rooms from one address: 150 a minute in all, then a localized 429 in every room', async () => {
    await freshWindow(25_000)
    const codes = await Promise.all(Array.from({ length: 4 }, () => hostRoom()))
    const flooder = '198.51.100.68'
    // About 38 seats a room: each room's own limit is never reached, the address's is.
    const { statuses } = await flood(flooder, codes, 200)
    expect(statuses.filter((s) => s === 303)).toHaveLength(150)
    const counts = await Promise.all(codes.map(playersIn))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(150)
    expect(Math.max(...counts)).toBeLessThan(100)
    for (const [i, code] of codes.entries()) {
      const locale = i % 2 ? 'ja' : 'en'
      const response = await seat(flooder, code, `Late ${i}`, locale)
      expect(response.status).toBe(429)
      expect(await response.text()).toContain(html(translator(locale).room.tooFast()))
    }
    const json = await new Browser(flooder).postJson(`/fr/room/${codes[0]}/seat`, { nickname: 'Json' })
    expect(json.status).toBe(429)
    expect(await json.json()).toEqual({ error: { code: 'tooFast', message: translator('fr').room.tooFast() } })
    expect((await seat('198.51.100.69', codes[0]!, 'Other school')).status).toBe(303)
  }, 90_000)
})

describe('guessing codes', () => {
  it('20 unknown codes from one address are a 404 each, the 21st a localized 429; known codes never count', async () => {
    await freshWindow(15_000)
    const code = await hostRoom()
    const guesser = new Browser('198.51.100.70')
    // A room that exists, however often it is opened, is not a guess.
    for (let i = 0; i < 25; i++) expect((await guesser.get(`/en/room/${code}`)).status).toBe(200)
    for (let i = 0; i < 20; i++) {
      const response = await guesser.get(`/en/room/${randomCode()}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain(html(translator('en').room.notFound()))
    }
    for (const locale of ['en', 'es'] as const) {
      const response = await guesser.get(`/${locale}/room/${randomCode()}`)
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('60')
      const page = await response.text()
      expect(page).toContain(html(translator(locale).roomSetup.tooManyCodes()))
      expect(page).not.toContain(html(translator(locale).room.notFound()))
    }
    // Every way of asking whether a code is a room is refused alike.
    expect((await guesser.post(`/en/room/${randomCode()}/seat`, { nickname: 'Guess' })).status).toBe(429)
    expect((await guesser.post(`/en/room/${randomCode()}/host`, { action: 'start' })).status).toBe(429)
    // The guesser's own room still opens, and another address still gets its 404.
    expect((await guesser.get(`/en/room/${code}`)).status).toBe(200)
    expect((await new Browser('198.51.100.71').get(`/en/room/${randomCode()}`)).status).toBe(404)
  }, 60_000)
})
