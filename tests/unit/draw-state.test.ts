import { describe, expect, it } from 'vitest'
import { findQuestion, QUESTIONS_PER_GAME } from '../../src/game/catalog.js'
import { drawQuestions } from '../../src/game/draw.js'
import { decodeGame, decodeSigned, encodeGame, encodeSigned, gamePassed, MAX_GAME_AGE_SECONDS, newGame, recordAnswer } from '../../src/game/state.js'

describe('drawQuestions: seeded, ten, no repeats', () => {
  it('the same seed gives the same game', () => expect(drawQuestions(42)).toEqual(drawQuestions(42)))
  it('ten distinct catalog questions', () => {
    for (const seed of [0, 1, 2, 99, 2 ** 31, 2 ** 32 - 1]) {
      const ids = drawQuestions(seed)
      expect(ids).toHaveLength(QUESTIONS_PER_GAME)
      expect(new Set(ids).size).toBe(QUESTIONS_PER_GAME)
      for (const id of ids) expect(findQuestion(id), id).toBeDefined()
    }
  })
  it('different seeds give different games', () => expect(drawQuestions(1)).not.toEqual(drawQuestions(2)))
  it('play again avoids the previous game’s questions', () => {
    const first = drawQuestions(7)
    const again = drawQuestions(8, 'mixed', first)
    expect(again.filter((id) => first.includes(id))).toEqual([])
  })
})

const SECRET = 'test-secret-test-secret-test-secret-0123'
const NOW = 1_800_000_000

describe('the signed game cookie', () => {
  const game = newGame(drawQuestions(3), NOW)

  it('round-trips', async () => {
    const encoded = await encodeGame(game, SECRET)
    expect(await decodeGame(encoded, SECRET, NOW)).toEqual(game)
  })

  it('records only the current question’s answer', () => {
    const answered = recordAnswer(game, game.ids[0]!, { p: 1, a: 'x' }, NOW)
    expect(answered.answers).toHaveLength(1)
    expect(recordAnswer(answered, game.ids[0]!, { p: 1, a: 'x' }, NOW)).toBe(answered)
    expect(recordAnswer(answered, game.ids[5]!, { p: 1, a: 'x' }, NOW)).toBe(answered)
  })

  it('a tampered payload starts fresh', async () => {
    const [payload, sig] = (await encodeGame(game, SECRET)).split('.')
    const forged = btoa(JSON.stringify({ ...game, answers: Array(10).fill({ p: 1, a: true }) })).replace(/=+$/, '')
    expect(await decodeGame(`${forged}.${sig}`, SECRET, NOW)).toBeUndefined()
    expect(await decodeGame(`${payload}x.${sig}`, SECRET, NOW)).toBeUndefined()
  })

  it('a cookie signed with another secret starts fresh', async () => {
    expect(await decodeGame(await encodeGame(game, `${SECRET}-other`), SECRET, NOW)).toBeUndefined()
  })

  it('expired, from the future, truncated and garbage cookies start fresh', async () => {
    const encoded = await encodeGame(game, SECRET)
    expect(await decodeGame(encoded, SECRET, NOW + MAX_GAME_AGE_SECONDS + 1)).toBeUndefined()
    expect(await decodeGame(encoded, SECRET, NOW - 3600)).toBeUndefined()
    expect(await decodeGame(encoded.slice(0, -5), SECRET, NOW)).toBeUndefined()
    for (const garbage of ['', '.', 'abc', 'a.b', '%%%.%%%', '😀.😀', 'x'.repeat(10_000)]) {
      expect(await decodeGame(garbage, SECRET, NOW)).toBeUndefined()
    }
  })

  it('signs as base64url without padding, whichever base64 the runtime has', async () => {
    const signed = await encodeSigned({ a: 1, s: '??>' }, SECRET)
    // {"a":1,"s":"??>"} in base64url: '-' and '_' instead of '+' and '/', no '='.
    expect(signed.split('.')[0]).toBe('eyJhIjoxLCJzIjoiPz8-In0')
    expect(signed.split('.')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await decodeSigned(signed, SECRET)).toEqual({ a: 1, s: '??>' })
  })

  it('a validly signed game that does not make sense starts fresh', async () => {
    const bad = { ...game, ids: game.ids.slice(0, 3) }
    expect(await decodeGame(await encodeGame(bad, SECRET), SECRET, NOW)).toBeUndefined()
    const wrongShape = { ...game, answers: [{ p: 2, a: 'x' }] }
    expect(await decodeGame(await encodeGame(wrongShape, SECRET), SECRET, NOW)).toBeUndefined()
    const v2 = { ...game, v: 2 }
    expect(await decodeGame(await encodeGame(v2 as never, SECRET), SECRET, NOW)).toBeUndefined()
  })

  it('passes only a finished game at 70%', () => {
    let g = game
    g.ids.forEach((id, i) => (g = recordAnswer(g, id, { p: i < 7 ? 1 : 0, a: true }, NOW)))
    expect(gamePassed(g)).toBe(true)
    let h = game
    h.ids.slice(0, 9).forEach((id) => (h = recordAnswer(h, id, { p: 1, a: true }, NOW)))
    expect(gamePassed(h)).toBe(false)
  })
})
