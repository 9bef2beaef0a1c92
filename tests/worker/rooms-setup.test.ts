/**
 * What a teacher sets up (issue 22, parts 3 and 6) against the real `Room` objects: the
 * host form's region, count, time limit and separate speed bonus; a region room that asks
 * only about its region; a topic and region too small for the count asked, and bad
 * values, as localized 400s on the form; "play these same questions again" from a
 * finished room; and what a browser without a seat sees at a room that no longer seats
 * anyone.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findQuestion, type Question } from '../../src/game/catalog.js'
import { country } from '../../src/game/countries.js'
import { subregionKey } from '../../src/i18n/question-texts.js'
import { translator } from '../../src/i18n/translations.js'
import type { Room, RoomSnapshot } from '../../src/rooms/room.js'
import { CookiePlayer } from '../answers.js'
import { ORIGIN, rightAnswer, send, type Fields } from '../player.js'

let ips = 0
/** A browser with its own address (rate limits are per address). */
class Browser extends CookiePlayer {
  constructor() {
    ++ips
    super(send, ORIGIN, { 'cf-connecting-ip': `10.22.${Math.floor(ips / 250)}.${ips % 250}` })
  }
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const codeOf = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname.split('/').at(-1)!

const hostRoom = async (fields: Fields, locale = 'en') => {
  const host = new Browser()
  const response = await host.post(`/${locale}/room`, fields)
  expect(response.status, await response.clone().text()).toBe(303)
  return { host, code: codeOf(response) }
}
const join = async (code: string, name: string) => {
  const browser = new Browser()
  expect((await browser.post(`/en/room/${code}/seat`, { nickname: name })).status).toBe(303)
  return browser
}
const hostDoes = async (host: Browser, code: string, action: string) => expect((await host.post(`/en/room/${code}/host`, { action })).status).toBe(303)
const snapshotOf = async (code: string): Promise<RoomSnapshot> => (await (env.ROOMS.getByName(code) as DurableObjectStub<Room>).snapshot())!
const questionsOf = async (code: string): Promise<Question[]> => (await snapshotOf(code)).settings.ids.map((id) => findQuestion(id)!)

/** Plays a room with one player from the lobby until `index` is the open question (or to the podium). */
const playTo = async (host: Browser, code: string, index: number | 'podium') => {
  const total = (await snapshotOf(code)).settings.ids.length
  await hostDoes(host, code, 'start')
  for (let i = 0; i < (index === 'podium' ? total : index); i++) {
    await hostDoes(host, code, 'close')
    await hostDoes(host, code, 'next')
  }
}

const inRegion = (region: string, code: string) => {
  const facts = country(code)!
  return facts.region.toLowerCase() === region || subregionKey(facts.subregion) === region
}

describe('the host form', () => {
  it('offers a topic, a region (continents and their subregions), 5 to 20 questions, a time limit off by default, a separate speed bonus and the late-joining rule', async () => {
    const LL = translator('de')
    const page = await (await send('/de/room')).text()
    expect(page).toContain('name="mode"')
    expect(page).toContain(`<option value="world" selected="">${LL.roomSetup.world()}</option>`)
    expect(page).toContain(`<optgroup label="${LL.roomSetup.africa()}"><option value="africa">${LL.roomSetup.allAfrica()}</option>`)
    expect(page).toContain(`<option value="westernEurope">${LL.regionNames.westernEurope()}</option>`)
    // Two to four countries cannot fill even five questions: their continent is offered instead.
    expect(page).not.toContain('value="polynesia"')
    for (const count of [5, 15, 20]) expect(page).toContain(`<input type="radio" name="count" value="${count}"/>`)
    expect(page).toContain('<input type="radio" name="count" checked="" value="10"/>')
    expect(page).toContain(`<option value="0" selected="">${LL.room.limitOff()}</option>`)
    const bonus = /<input[^>]*name="bonus"[^>]*>/.exec(page)?.[0] ?? ''
    expect(bonus).toContain('type="checkbox"')
    expect(bonus).toContain('value="1"')
    expect(bonus).not.toContain('checked')
    expect(page).toContain(html(LL.roomSetup.bonusLabel()))
    expect(page).toContain(html(LL.roomSetup.lateJoin()))
  })

  it('names each subregion on its own in the region list, not in the form a sentence needs', async () => {
    const italian = await (await send('/it/room')).text()
    expect(italian).toContain('<option value="westernAfrica">Africa occidentale</option>')
    expect(italian).not.toContain('dell’Africa occidentale')
    const russian = await (await send('/ru/room')).text()
    expect(russian).toContain('<option value="southernAsia">Южная Азия</option>')
    expect(russian).not.toContain('Южной Азии')
  })

  it('a region room asks only about countries of its region, each at most once', async () => {
    for (const [region, mode, count] of [
      ['africa', 'mixed', '20'],
      ['westernEurope', 'flags', '5'],
      ['caribbean', 'mixed', '10'],
      ['southEasternAsia', 'maps', '10'],
    ] as const) {
      const { code } = await hostRoom({ mode, region, count, limit: '0' })
      const snapshot = await snapshotOf(code)
      expect(snapshot.settings.region).toBe(region)
      const questions = await questionsOf(code)
      expect(questions).toHaveLength(Number(count))
      const countries = questions.flatMap((q) => q.countries)
      for (const q of questions) {
        expect(q.countries.length, q.id).toBeGreaterThan(0)
        for (const c of q.countries) expect(inRegion(region, c), `${q.id}: ${c} is not in ${region}`).toBe(true)
        if (mode !== 'mixed') expect(q.topic).toBe(mode)
      }
      expect(new Set(countries).size).toBe(countries.length)
    }
    // The whole world, 20 questions: no question and no country twice across the room's draws.
    const { code } = await hostRoom({ mode: 'mixed', count: '20', limit: '0' })
    const questions = await questionsOf(code)
    expect(questions).toHaveLength(20)
    const countries = questions.flatMap((q) => q.countries)
    expect(new Set(countries).size).toBe(countries.length)
    expect(new Set(questions.map((q) => q.id)).size).toBe(20)
    expect((await snapshotOf(code)).settings.region).toBeUndefined()
  })

  it('a topic and region that cannot fill the count asked is a localized 400 on the form, with the choices kept', async () => {
    for (const locale of ['en', 'fr'] as const) {
      // The curated world facts name no African country: none to draw.
      const response = await new Browser().post(`/${locale}/room`, { mode: 'world', region: 'africa', count: '5', limit: '0' })
      expect(response.status).toBe(400)
      const page = await response.text()
      expect(page).toContain(html(translator(locale).roomSetup.tooFew({ available: 0 })))
      expect(page).toContain('<option value="africa" selected="">')
      expect(page).toContain('<option value="world" selected="">')
    }
    const json = await new Browser().postJson('/en/room', { mode: 'flags', region: 'centralAsia', count: '10', limit: '0' })
    expect(json.status).toBe(400)
    // Five countries, one flag question each.
    expect(await json.json()).toEqual({ error: { code: 'tooFew', message: translator('en').roomSetup.tooFew({ available: 5 }) } })
  })

  it.each([
    ['an unknown region', { region: 'atlantis' }, 'badRegion'],
    ['a subregion too small to offer', { region: 'polynesia' }, 'badRegion'],
    ['a count not offered', { count: '25' }, 'badCount'],
    ['a count sent twice', { count: ['5', '10'] as string[] }, 'badCount'],
    ['a time limit not offered', { limit: '45' }, 'badLimit'],
    ['a bonus that is not the checkbox', { bonus: 'yes' }, 'badBonus'],
    ['the daily as a topic', { mode: 'daily' }, 'unknownMode'],
  ] as const)('%s is a localized 400 on the form', async (_, bad, problem) => {
    for (const locale of ['en', 'pl'] as const) {
      const LL = translator(locale)
      const response = await new Browser().post(`/${locale}/room`, { mode: 'mixed', region: 'world', count: '10', limit: '0', ...bad })
      expect(response.status).toBe(400)
      const page = await response.text()
      expect(page).toContain(html(problem === 'unknownMode' ? LL.errors.unknownMode() : LL.roomSetup[problem]()))
      expect(page).toContain('name="region"')
    }
  })
})

describe('the speed bonus', () => {
  it('only with its checkbox and a time limit: a fast right answer earns more only then', async () => {
    const scores: Record<string, number> = {}
    for (const [name, fields] of [
      ['bonus', { limit: '20', bonus: '1' }],
      ['limit only', { limit: '20' }],
      ['bonus without a limit', { limit: '0', bonus: '1' }],
    ] as const) {
      const { host, code } = await hostRoom({ mode: 'flags', count: '5', ...fields })
      expect((await snapshotOf(code)).settings.bonus ?? false).toBe(name === 'bonus')
      const player = await join(code, 'Ana')
      await join(code, 'Ben')
      await hostDoes(host, code, 'start')
      const question = (await questionsOf(code))[0]!
      expect((await player.post(`/en/room/${code}/answer/0`, rightAnswer(question, 'en'))).status).toBe(303)
      scores[name] = (await snapshotOf(code)).leaderboard.find((s) => s.name === 'Ana')!.score
    }
    expect(scores['bonus']).toBeGreaterThan(1000)
    expect(scores['bonus']).toBeLessThanOrEqual(1500)
    expect(scores['limit only']).toBe(1000)
    expect(scores['bonus without a limit']).toBe(1000)
  })
})

describe('play these same questions again', () => {
  it('from the finished room the host gets a new room, a new code, the same questions in the same order and the same settings', async () => {
    const fields = { mode: 'flags', region: 'europe', count: '5', limit: '30', bonus: '1' }
    const { host, code } = await hostRoom(fields)
    const player = await join(code, 'Ana')
    const before = await snapshotOf(code)
    await playTo(host, code, 'podium')
    const podium = await (await host.get(`/en/room/${code}`)).text()
    expect(podium).toContain(`action="/en/room/${code}/again"`)
    expect(podium).toContain(html(translator('en').roomSetup.again()))

    const response = await host.post(`/en/room/${code}/again`, {})
    expect(response.status).toBe(303)
    const next = codeOf(response)
    expect(next).not.toBe(code)
    const after = await snapshotOf(next)
    expect(after.settings.ids).toEqual(before.settings.ids)
    expect(after.settings).toEqual(before.settings)
    expect(after.phase).toBe('lobby')
    expect(after.players).toBe(0)
    // The host's browser holds the new room's host seat: its lobby shows the new code.
    const lobby = await (await host.get(`/en/room/${next}`)).text()
    expect(lobby).toContain(`>${next}<`)
    expect(lobby).not.toContain('name="nickname"')
    // The finished room is left as it was.
    expect((await snapshotOf(code)).phase).toBe('podium')

    // Only its host may: a player and a stranger get a localized 403.
    for (const [who, locale] of [
      [player, 'de'],
      [new Browser(), 'ar'],
    ] as const) {
      const refused = await who.post(`/${locale}/room/${code}/again`, {})
      expect(refused.status).toBe(403)
      expect(await refused.text()).toContain(html(translator(locale).room.forbidden()))
    }
  })

  it('not before the room has finished (409), not by GET (405), and not for a room that does not exist (404)', async () => {
    const { host, code } = await hostRoom({ mode: 'mixed', count: '5', limit: '0' })
    await join(code, 'Ana')
    await playTo(host, code, 4)
    const early = await host.post(`/es/room/${code}/again`, {})
    expect(early.status).toBe(409)
    expect(await early.text()).toContain(html(translator('es').roomSetup.notFinished()))
    expect((await host.get(`/en/room/${code}/again`)).status).toBe(405)
    expect((await host.post('/en/room/ZZZZZZ/again', {})).status).toBe(404)
  })
})

describe('a stranger at a room that no longer takes players', () => {
  it('is told what the room is, with links to join another room or host one, instead of a nickname form', async () => {
    const { host, code } = await hostRoom({ mode: 'mixed', count: '5', limit: '0' })
    await join(code, 'Ana')
    // While questions remain, a late player is welcome.
    await playTo(host, code, 3)
    expect(await (await new Browser().get(`/en/room/${code}`)).text()).toContain('name="nickname"')

    await hostDoes(host, code, 'close')
    await hostDoes(host, code, 'next')
    expect((await snapshotOf(code)).index).toBe(4)
    for (const locale of ['en', 'ru'] as const) {
      const LL = translator(locale)
      const response = await new Browser().get(`/${locale}/room/${code}`)
      expect(response.status).toBe(200)
      const page = await response.text()
      expect(page).toContain(html(LL.roomSetup.lastQuestionTitle()))
      expect(page).toContain(html(LL.roomSetup.lastQuestion({ code })))
      expect(page).not.toContain('name="nickname"')
      expect(page).toContain(`href="/${locale}/room#join-heading"`)
      expect(page).toContain(`href="/${locale}/room#host-heading"`)
    }

    await hostDoes(host, code, 'close')
    await hostDoes(host, code, 'next')
    expect((await snapshotOf(code)).phase).toBe('podium')
    const LL = translator('de')
    const page = await (await new Browser().get(`/de/room/${code}`)).text()
    expect(page).toContain(html(LL.roomSetup.finishedTitle()))
    expect(page).toContain(html(LL.roomSetup.finished({ code })))
    expect(page).toContain(html(LL.roomSetup.joinLink()))
    expect(page).toContain(html(LL.roomSetup.hostLink()))
    expect(page).not.toContain('name="nickname"')
  })
})
