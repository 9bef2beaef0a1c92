import { describe, expect, it } from 'vitest'
import { parseAnswer, parseLocaleNumber } from '../../src/game/answers.js'
import { findQuestion } from '../../src/game/catalog.js'

const q = (id: string) => findQuestion(id)!

describe('parseAnswer: every invalid shape gets a reason', () => {
  it('single: missing, unknown, two values', () => {
    expect(parseAnswer(q('capital-australia'), {})).toEqual({ ok: false, code: 'missing' })
    expect(parseAnswer(q('capital-australia'), { answer: [''] })).toEqual({ ok: false, code: 'missing' })
    expect(parseAnswer(q('capital-australia'), { answer: ['paris'] })).toEqual({ ok: false, code: 'unknownOption' })
    expect(parseAnswer(q('capital-australia'), { answer: ['sydney', 'perth'] })).toEqual({ ok: false, code: 'tooMany' })
    expect(parseAnswer(q('capital-australia'), { answer: ['perth'] })).toEqual({ ok: true, answer: 'perth' })
  })
  it('multiple: none, unknown, repeated, in catalog order', () => {
    expect(parseAnswer(q('g7-members'), {})).toEqual({ ok: false, code: 'missing' })
    expect(parseAnswer(q('g7-members'), { answer: ['canada', 'mars'] })).toEqual({ ok: false, code: 'unknownOption' })
    expect(parseAnswer(q('g7-members'), { answer: ['canada', 'canada'] })).toEqual({ ok: false, code: 'tooMany' })
    expect(parseAnswer(q('g7-members'), { answer: Array(6).fill('canada') })).toEqual({ ok: false, code: 'tooMany' })
    expect(parseAnswer(q('g7-members'), { answer: ['japan', 'canada'] })).toEqual({ ok: true, answer: ['canada', 'japan'] })
  })
  it('boolean: only "true" or "false"', () => {
    expect(parseAnswer(q('snow-in-sahara'), { answer: ['yes'] })).toEqual({ ok: false, code: 'unknownOption' })
    expect(parseAnswer(q('snow-in-sahara'), { answer: ['false'] })).toEqual({ ok: true, answer: false })
  })
  it('order: each item exactly once', () => {
    const planets = q('planets-from-sun')
    expect(parseAnswer(planets, {})).toEqual({ ok: false, code: 'missing' })
    expect(parseAnswer(planets, { order: ['mercury', 'venus', 'earth'] })).toEqual({ ok: false, code: 'notAPermutation' })
    expect(parseAnswer(planets, { order: ['mercury', 'mercury', 'earth', 'mars'] })).toEqual({ ok: false, code: 'notAPermutation' })
    expect(parseAnswer(planets, { order: ['mercury', '', 'earth', 'mars'] })).toEqual({ ok: false, code: 'notAPermutation' })
    expect(parseAnswer(planets, { order: ['pluto', 'venus', 'earth', 'mars'] })).toEqual({ ok: false, code: 'unknownOption' })
    expect(parseAnswer(planets, { order: ['mars', 'venus', 'earth', 'mercury'] }).ok).toBe(true)
  })
  it('number: not a number, too large, locale formats', () => {
    const year = q('moon-landing-year')
    expect(parseAnswer(year, { answer: ['soon'] })).toEqual({ ok: false, code: 'notANumber' })
    expect(parseAnswer(year, { answer: ['1e400'] })).toEqual({ ok: false, code: 'notANumber' })
    expect(parseAnswer(year, { answer: ['9'.repeat(15)] })).toEqual({ ok: false, code: 'outOfRange' })
    expect(parseAnswer(year, { answer: ['1'.repeat(41)] })).toEqual({ ok: false, code: 'notANumber' })
    expect(parseAnswer(year, { answer: ['١٩٦٩'] })).toEqual({ ok: true, answer: 1969 })
  })
  it('text: too long, trimmed', () => {
    expect(parseAnswer(q('red-planet'), { answer: ['x'.repeat(81)] })).toEqual({ ok: false, code: 'tooLong' })
    expect(parseAnswer(q('red-planet'), { answer: [' Mars '] })).toEqual({ ok: true, answer: 'Mars' })
  })
})

describe('parseLocaleNumber: numbers as players type them', () => {
  it.each([
    ['1969', 1969],
    ['8,849', 8849],
    ['8.849', 8849],
    ['8 849', 8849],
    ['40 075', 40075],
    ["40'075", 40075],
    ['1.234.567', 1234567],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['0,123', 0.123],
    ['８８４９', 8849],
    ['٨٨٤٩', 8849],
    ['۸۸۴۹', 8849],
    ['-12', -12],
  ])('%s → %d', (text, value) => expect(parseLocaleNumber(text)).toBe(value))
  it.each(['', 'abc', '12a', '1-2', '--1', '.', ',,'])('%j is not a number', (text) => expect(parseLocaleNumber(text)).toBeUndefined())
})
