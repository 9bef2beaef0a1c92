/**
 * Topics, the choice of game on the entry screen, and the credits every page links to.
 */
import { describe, expect, it } from 'vitest'
import { findQuestion, TOPICS } from '../../src/game/catalog.js'
import { locales, translator } from '../../src/i18n/translations.js'
import { ORIGIN, Player, questionOf, rightAnswer, send } from '../player.js'

const pathOf = (response: Response) => new URL(response.headers.get('location')!, ORIGIN).pathname

/** Starts a game in `mode` with a plain form post, as the entry screen's topic buttons do. */
const startIn = async (player: Player, mode: string, locale = 'en') => {
  const response = await player.post(`/${locale}`, { mode })
  return { response, path: response.status === 303 ? pathOf(response) : '' }
}

/** Plays to the end the JSON way, collecting the question ids; returns the ids and the result page's HTML. */
const playThrough = async (player: Player, first: string) => {
  const ids: string[] = []
  let path = first
  for (let i = 0; i < 10; i++) {
    const question = questionOf(path)
    ids.push(question.id)
    const body = (await (await player.postJson(path, rightAnswer(question, 'en'))).json()) as { next: string }
    path = body.next
  }
  return { ids, result: await (await player.get('/en/result')).text() }
}

describe('the entry screen', () => {
  it.each(locales)('offers a quick game, today’s challenge and every topic as plain forms (%s)', async (locale) => {
    const html = await (await send(`/${locale}`)).text()
    expect(html.match(/class="start-form"/g)).toHaveLength(2)
    expect(html).toContain('<input type="hidden" name="mode" value="daily"/>')
    for (const topic of TOPICS) expect(html, topic).toContain(`<input type="hidden" name="mode" value="${topic}"/>`)
    expect(html.match(/class="topic-form"/g)).toHaveLength(TOPICS.length)
  })
})

describe.each(TOPICS)('a game of %s', (topic) => {
  it('draws only that topic, never the same country twice, and Play again keeps the topic', async () => {
    const player = new Player()
    const { response, path } = await startIn(player, topic)
    expect(response.status).toBe(303)
    const { ids, result } = await playThrough(player, path)
    const questions = ids.map((id) => findQuestion(id)!)
    for (const q of questions) expect(q.topic, q.id).toBe(topic)
    const countries = questions.flatMap((q) => q.countries)
    expect(new Set(countries).size).toBe(countries.length)
    expect(result).toContain(`<input type="hidden" name="mode" value="${topic}"/>`)
    const again = await startIn(player, topic)
    const next = questionOf(again.path)
    expect(next.topic).toBe(topic)
    expect(ids).not.toContain(next.id)
  })
})

describe('choosing a game', () => {
  it('a start without a mode is a quick game across topics', async () => {
    const player = new Player()
    const path = await player.start('en')
    const { ids, result } = await playThrough(player, path)
    expect(new Set(ids.map((id) => findQuestion(id)!.topic)).size).toBeGreaterThan(1)
    expect(result).toContain('Game: Quick game')
    expect(result).not.toContain('name="mode"')
  })

  it.each([['nonsense'], ['MIXED'], ['flags<script>'], ['']])('an unknown mode (%j) is a localized 400, and the game in progress is kept', async (mode) => {
    const player = new Player()
    const path = await player.start('de')
    const before = player.cookies.get('ww_game')
    const response = await player.post('/de', { mode })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(translator('de').errors.unknownMode())
    expect(player.cookies.get('ww_game')).toBe(before)
    expect((await player.get(path)).status).toBe(200)
  })

  it('an oversized start form is a 413', async () => {
    const response = await new Player().post('/en', { mode: 'x'.repeat(20_000) })
    expect(response.status).toBe(413)
  })
})

describe('credits', () => {
  it.each(locales)('every page’s footer credits the data and flags and links to the credits page (%s)', async (locale) => {
    for (const path of [`/${locale}`, `/${locale}/credits`, `/${locale}/no-such-page`]) {
      const html = await (await send(path)).text()
      expect(html, path).toMatch(/world-countries\s*[(（]ODbL[)）]/)
      expect(html, path).toMatch(/flag-icons\s*[(（]MIT[)）]/)
      expect(html, path).toContain(`href="/${locale}/credits"`)
    }
    const credits = await send(`/${locale}/credits`)
    expect(credits.status).toBe(200)
    const html = await credits.text()
    expect(html).toContain('https://opendatacommons.org/licenses/odbl/1-0/')
    expect(html).toContain('https://github.com/lipis/flag-icons')
    expect(html).toContain('Open Database License')
  })

  it('refuses other methods', async () => {
    const response = await new Player().post('/en/credits', {})
    expect(response.status).toBe(405)
  })
})
