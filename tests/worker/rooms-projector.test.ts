/**
 * The host's projector screen (issue 22) against the real Room objects of the Workers
 * pool: a French host and English-speaking players play three known questions (one
 * option, select all that apply, an order). The host's screen shows the options in
 * French while a player's phone shows them in English; at each reveal a bar per option
 * (or per outcome) counts exactly the answers the players gave; from the second question
 * on, the leaderboard says who moved up or down.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent, translator } from '../../src/i18n/translations.js'
import type { Room } from '../../src/rooms/room.js'
import type { RoomView } from '../../src/ui/RoomScreen.js'
import { CookiePlayer } from '../answers.js'
import { rewrite } from '../room-storage.js'
import { ORIGIN, send, type Fields } from '../player.js'

let ips = 0
/** A browser with its own address (rate limits are per client). */
class Browser extends CookiePlayer {
  constructor(ip = `10.22.${Math.floor(++ips / 250)}.${ips % 250}`) {
    super(send, ORIGIN, { 'cf-connecting-ip': ip })
  }
  async view(path: string): Promise<RoomView> {
    const response = await this.get(path, { accept: 'application/json' })
    expect(response.status).toBe(200)
    return (await response.json()) as RoomView
  }
}

const location = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname
const stubOf = (code: string) => env.ROOMS.getByName(code) as DurableObjectStub<Room>

/** Three curated questions with known options: one answer, select all that apply, an order (no options: bars by outcome). */
const IDS = ['capital-australia', 'landlocked-countries', 'planets-from-sun', 'snow-in-sahara', 'flag-japan']

/** A room hosted in French whose questions are IDS (the draw is random: the test sets them before the start). */
const hostRoom = async () => {
  const host = new Browser()
  const response = await host.post('/fr/room', { mode: 'world', count: '5', limit: '0' })
  expect(response.status).toBe(303)
  const code = location(response).split('/').at(-1)!
  await rewrite(stubOf(code), 'UPDATE meta SET ids = ?', JSON.stringify(IDS))
  return { host, code }
}

const join = async (code: string, name: string) => {
  const browser = new Browser()
  expect((await browser.post(`/en/room/${code}/seat`, { nickname: name })).status).toBe(303)
  return browser
}

/** Each player's answer to question `index`, posted as the answer form does. */
const answerAll = async (code: string, index: number, answers: Array<[Browser, Fields]>) => {
  for (const [player, fields] of answers) expect((await player.post(`/en/room/${code}/answer/${index}`, fields)).status).toBe(303)
}

/** How many players chose each option, counted from the answers as given. */
const tally = (given: Fields[]): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const fields of given) for (const value of [fields.answer!].flat()) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

describe("the host's projector screen", () => {
  it('shows the options in the host’s language, a bar per answer at each reveal, and who moved on the leaderboard', async () => {
    const fr = translator('fr')
    const { host, code } = await hostRoom()
    const [ana, ben, cy] = [await join(code, 'Ana'), await join(code, 'Ben'), await join(code, 'Cy')] as const
    expect((await host.post(`/fr/room/${code}/host`, { action: 'start' })).status).toBe(303)

    // An open question: the host's screen has the options in French, a player's phone in English.
    const open = await host.view(`/fr/room/${code}`)
    const australia = fr.q['capital-australia']
    expect(open.options!.items.map((o) => o.label)).toEqual(['sydney', 'canberra', 'melbourne', 'perth'].map((o) => australia.options[o as 'sydney']()))
    expect(open.figures).toEqual([{ kind: 'answered', value: fr.projector.answeredFigure({ answered: 0, players: 3 }), label: fr.projector.answeredLabel(), text: fr.room.answeredCount({ answered: 0, players: 3 }) }])
    expect(open.countdown).toBeUndefined()
    const phone = await ana.view(`/en/room/${code}`)
    expect(phone.question!.choices.map((c) => c.label)).toEqual(['Sydney', 'Canberra', 'Melbourne', 'Perth'])
    expect(phone.options).toBeUndefined()

    // Question 1, one option: Ana is right, Ben and Cy are not.
    const first: Fields[] = [{ answer: 'canberra' }, { answer: 'sydney' }, { answer: 'perth' }]
    await answerAll(code, 0, [
      [ana, first[0]!],
      [ben, first[1]!],
      [cy, first[2]!],
    ])
    const reveal = await host.view(`/fr/room/${code}`)
    const chosen = tally(first)
    expect(reveal.bars!.rows).toEqual(
      ['sydney', 'canberra', 'melbourne', 'perth'].map((option) => {
        const n = chosen.get(option) ?? 0
        // One of three answers is 33 %: a bar drawn at 35 % (steps of 5).
        return { label: australia.options[option as 'sydney'](), count: formatNumber('fr', n), countText: fr.projector.choseThis({ count: n }), width: n ? 35 : 0, ...(option === 'canberra' ? { right: true } : {}) }
      }),
    )
    expect(reveal.figures).toEqual([{ kind: 'right', value: formatPercent('fr', 1 / 3), label: fr.projector.rightLabel(), text: fr.room.roomRight({ right: 1, players: 3 }) }])
    // Before the first question everyone shared first place: nobody has moved yet.
    expect(reveal.leaderboard!.labels.move).toBeUndefined()
    expect(reveal.leaderboard!.rows.every((row) => row.move === undefined)).toBe(true)
    // The page says the same without JavaScript: each bar's width is a class (no inline style under the CSP), the right one marked in words.
    const page = await (await host.get(`/fr/room/${code}`)).text()
    expect(page).toContain('<span class="bar bar-w-35"></span>')
    expect(page).toContain(`<li class="bar-row is-right"><span class="bar-option"><span class="bar-label">${australia.options.canberra()}</span><span class="bar-mark"><span aria-hidden="true">✓</span> ${fr.projector.rightAnswer()}</span>`)
    expect(page).not.toMatch(/<[^>]+ style="/)

    // Question 2, select all that apply: every option counted as often as it was picked; Cy overtakes Ben and joins Ana.
    await host.post(`/fr/room/${code}/host`, { action: 'next' })
    const second: Fields[] = [{ answer: ['portugal', 'chile'] }, { answer: ['switzerland', 'bolivia'] }, { answer: ['switzerland', 'bolivia', 'mongolia'] }]
    await answerAll(code, 1, [
      [ana, second[0]!],
      [ben, second[1]!],
      [cy, second[2]!],
    ])
    const multiple = await host.view(`/fr/room/${code}`)
    const picked = tally(second)
    const landlocked = fr.q['landlocked-countries']
    expect(multiple.bars!.rows.map((r) => [r.label, r.count, r.right === true])).toEqual(
      ['switzerland', 'portugal', 'bolivia', 'chile', 'mongolia'].map((o) => [landlocked.options[o as 'chile'](), String(picked.get(o) ?? 0), ['switzerland', 'bolivia', 'mongolia'].includes(o)]),
    )
    expect(multiple.leaderboard!.labels.move).toBe(fr.projector.moveHeading())
    const moves = (view: RoomView) => Object.fromEntries(view.leaderboard!.rows.map((row) => [row.name, row.move]))
    expect(moves(multiple)).toEqual({
      Ana: { sign: '–', text: fr.projector.unmoved(), way: 'same' },
      Cy: { sign: `▲${formatNumber('fr', 1)}`, text: fr.projector.movedUp({ count: 1 }), way: 'up' },
      Ben: { sign: `▼${formatNumber('fr', 1)}`, text: fr.projector.movedDown({ count: 1 }), way: 'down' },
    })

    // Question 3, an order: no options, so the items are shown, and the bars count right, partly right and wrong.
    await host.post(`/fr/room/${code}/host`, { action: 'next' })
    const order = await host.view(`/fr/room/${code}`)
    const planets = fr.q['planets-from-sun'].items
    expect(order.options).toEqual({ kind: 'items', items: ['earth', 'mars', 'mercury', 'venus'].map((p) => ({ label: planets[p as 'mars']() })) })
    await answerAll(code, 2, [
      [ana, { order: ['mercury', 'venus', 'earth', 'mars'] }],
      [ben, { order: ['mars', 'earth', 'venus', 'mercury'] }],
      [cy, { order: ['venus', 'mercury', 'earth', 'mars'] }],
    ])
    const outcomes = await host.view(`/fr/room/${code}`)
    expect(outcomes.bars!.rows.map((r) => [r.label, r.count, r.outcome, r.width])).toEqual([
      [fr.projector.outcomeRight(), '1', 'right', 35],
      [fr.projector.outcomePartial(), '1', 'partial', 35],
      [fr.projector.outcomeWrong(), '1', 'wrong', 35],
    ])
    // Cy's part of a point leaves her second, behind Ana.
    expect(moves(outcomes)).toEqual({
      Ana: { sign: '–', text: fr.projector.unmoved(), way: 'same' },
      Cy: { sign: `▼${formatNumber('fr', 1)}`, text: fr.projector.movedDown({ count: 1 }), way: 'down' },
      Ben: { sign: '–', text: fr.projector.unmoved(), way: 'same' },
    })
    // The players' phones are as before: no host parts.
    const ben3 = await ben.view(`/en/room/${code}`)
    expect([ben3.bars, ben3.figures, ben3.stage, ben3.leaderboard!.labels.move]).toEqual([undefined, undefined, undefined, undefined])
  })

  it('a timed question shows the countdown from the server’s clock, in the locale’s digits, and the seconds left in the page without JavaScript', async () => {
    const host = new Browser()
    const response = await host.post('/fa/room', { mode: 'world', count: '5', limit: '30' })
    const code = location(response).split('/').at(-1)!
    await join(code, 'Ana')
    await host.post(`/fa/room/${code}/host`, { action: 'start' })
    const view = await host.view(`/fa/room/${code}`)
    const { deadline, now, digits, label } = view.countdown!
    expect(deadline - now).toBeGreaterThan(25_000)
    expect(deadline - now).toBeLessThanOrEqual(30_000)
    expect(label).toBe(translator('fa').projector.secondsLabel())
    expect(digits).toBe('۰۱۲۳۴۵۶۷۸۹')
    const page = await (await host.get(`/fa/room/${code}`)).text()
    const shown = /<p class="figure figure-timer" role="timer"><span class="figure-value">([۰-۹]+)<\/span> <span class="figure-label">([^<]+)<\/span>/.exec(page)
    expect(Number([...shown![1]!].map((d) => digits.indexOf(d)).join(''))).toBeGreaterThan(25)
    expect(shown![2]).toBe(label)
    expect(page).toContain('<meta http-equiv="refresh" content="3"/>')
  })
})
