/**
 * Live screens without a fetch storm (issue 22): every message a socket receives is its
 * whole screen, in the socket's language, so a phone changes screen on the message alone.
 * Players here take a seat (a form post) and then never fetch a screen: they read each
 * screen from their socket and answer over it, to the podium.
 */
import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findQuestion } from '../../src/game/catalog.js'
import { translator, type Locale } from '../../src/i18n/translations.js'
import type { RoomView } from '../../src/ui/RoomScreen.js'
import { CookiePlayer } from '../answers.js'
import { ORIGIN, rightAnswer, send, wrongAnswer } from '../player.js'

let ips = 0
class Browser extends CookiePlayer {
  constructor() {
    super(send, ORIGIN, { 'cf-connecting-ip': `10.9.${Math.floor(++ips / 250)}.${ips % 250}` })
  }
}

interface Message {
  v?: number
  a?: number
  p?: number
  view?: RoomView
  t?: string
}

/** A socket that keeps every message and waits for one that matches. */
const openSocket = async (who: Browser, code: string, locale: Locale) => {
  const cookie = [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const response = await exports.default.fetch(new Request(`${ORIGIN}/${locale}/room/${code}/ws`, { headers: { upgrade: 'websocket', cookie, origin: ORIGIN } }))
  expect(response.status).toBe(101)
  const ws = response.webSocket!
  const messages: Message[] = []
  ws.addEventListener('message', (event) => messages.push(JSON.parse(event.data as string) as Message))
  ws.accept()
  /** The first message after the `seen`th that satisfies `test`. */
  const until = async (test: (m: Message) => boolean, seen = 0): Promise<Message> => {
    for (let i = 0; i < 400; i++) {
      const found = messages.slice(seen).find(test)
      if (found) return found
      await new Promise((r) => setTimeout(r, 5))
    }
    throw new Error(`no such message; heard ${JSON.stringify(messages.map((m) => m.view?.heading ?? m.t))}`)
  }
  return { ws, messages, until, latest: () => messages.filter((m) => m.view).at(-1)!.view! }
}

describe('live screens over the socket', () => {
  it('three players in en, ja and ar play a whole room from socket messages alone, each in their language', async () => {
    const host = new Browser()
    const made = await host.post('/en/room', { mode: 'mixed', count: '5', limit: '0' })
    expect(made.status).toBe(303)
    const code = new URL(made.headers.get('location')!, ORIGIN).pathname.split('/').at(-1)!
    const hostSocket = await openSocket(host, code, 'en')
    // The host's first message is its lobby, with the code and the QR code: no fetch.
    const lobby = (await hostSocket.until((m) => m.view !== undefined)).view!
    expect(lobby.code?.value).toBe(code)
    expect(lobby.host).toBe(true)

    const players = [
      { locale: 'en' as Locale, name: 'Ana' },
      { locale: 'ja' as Locale, name: 'Ken' },
      { locale: 'ar' as Locale, name: 'Sami' },
    ].map((p) => ({ ...p, browser: new Browser() }))
    for (const p of players) expect((await p.browser.post(`/${p.locale}/room/${code}/seat`, { nickname: p.name })).status).toBe(303)
    // The host's screen counts them as they come (a burst is one message), from its socket.
    expect((await hostSocket.until((m) => m.p === 3 && m.view?.roster?.players.length === 3)).view!.roster!.players.map((p) => p.name)).toEqual(['Ana', 'Ken', 'Sami'])
    const sockets = await Promise.all(players.map((p) => openSocket(p.browser, code, p.locale)))
    for (const [i, p] of players.entries()) {
      const view = (await sockets[i]!.until((m) => m.view !== undefined)).view!
      expect(view.lines).toContain(translator(p.locale).room.youAre({ name: p.name }))
    }

    const total = 5
    const scores = players.map(() => 0)
    for (let index = 0; index < total; index++) {
      const seen = sockets.map((s) => s.messages.length)
      const moved = await host.postJson(`/en/room/${code}/host`, { action: index === 0 ? 'start' : 'next' })
      expect(moved.status).toBe(200)
      for (const [i, p] of players.entries()) {
        const socket = sockets[i]!
        // The open question reaches the phone as a screen: its form, in the player's language.
        const view = (await socket.until((m) => m.view?.question !== undefined, seen[i])).view!
        expect(view.heading).toBe(translator(p.locale).room.questionOf({ current: index + 1, total }))
        const question = findQuestion(view.questionId!)!
        expect(view.question!.action).toBe(`/${p.locale}/room/${code}/answer/${index}`)
        const right = (i + index) % 2 === 0
        const before = socket.messages.length
        const fields = Object.fromEntries(Object.entries(right ? rightAnswer(question, p.locale) : wrongAnswer(question)).map(([k, v]) => [k, [v].flat()]))
        socket.ws.send(JSON.stringify({ t: 'answer', q: index, fields, locale: p.locale }))
        const answered = await socket.until((m) => m.t === 'answered', before)
        scores[i]! += (answered as { points?: number }).points ?? 0
        // Until the last player answers, the phone shows the waiting screen its question carried.
        expect(view.received).toEqual([translator(p.locale).room.received(), translator(p.locale).room.youAre({ name: p.name })])
      }
      // The last answer closes the question: every phone gets its own verdict and the leaderboard.
      for (const [i, p] of players.entries()) {
        const reveal = (await sockets[i]!.until((m) => m.view?.reveal !== undefined, seen[i])).view!
        expect(reveal.reveal!.verdict).toBe(translator(p.locale).ui[(i + index) % 2 === 0 ? 'feedbackCorrect' : 'feedbackWrong']())
        expect(reveal.leaderboard!.rows.find((r) => r.me)?.name).toBe(p.name)
      }
      const hostReveal = await hostSocket.until((m) => m.view?.reveal !== undefined && m.view.version === sockets[0]!.latest().version)
      expect(hostReveal.a).toBe(3)
    }
    const seen = sockets.map((s) => s.messages.length)
    expect((await host.postJson(`/en/room/${code}/host`, { action: 'next' })).status).toBe(200)
    for (const [i, p] of players.entries()) {
      const podium = (await sockets[i]!.until((m) => m.view?.podium !== undefined, seen[i])).view!
      expect(podium.done).toBe(true)
      expect(podium.heading).toBe(translator(p.locale).room.podium())
      expect(podium.leaderboard!.rows.find((r) => r.me)?.points).toBeDefined()
    }
    // Each socket heard only screens and its own answers' receipts: nothing asked it to fetch.
    for (const socket of sockets) expect(socket.messages.every((m) => m.view !== undefined || m.t === 'answered')).toBe(true)
    for (const socket of [...sockets, hostSocket]) socket.ws.close()
  })

  it('a socket that reconnects gets its whole screen at once, and "hello" gets it again', async () => {
    const host = new Browser()
    const made = await host.post('/fr/room', { mode: 'mixed', count: '5', limit: '0' })
    const code = new URL(made.headers.get('location')!, ORIGIN).pathname.split('/').at(-1)!
    const ana = new Browser()
    await ana.post(`/de/room/${code}/seat`, { nickname: 'Ana' })
    await host.postJson(`/fr/room/${code}/host`, { action: 'start' })
    const socket = await openSocket(ana, code, 'de')
    const first = (await socket.until((m) => m.view !== undefined)).view!
    expect(first.question?.prompt).toBeTruthy()
    expect(first.heading).toBe(translator('de').room.questionOf({ current: 1, total: 5 }))
    const count = socket.messages.length
    socket.ws.send(JSON.stringify({ t: 'hello' }))
    expect((await socket.until((m) => m.view !== undefined, count)).view).toEqual(first)
    socket.ws.close()
  })
})
