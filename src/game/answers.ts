/**
 * @module answers
 * Turns the answer form's fields into a typed answer, or a typed reason why not.
 * The same fields come from the plain HTML form and from the hydrated client.
 */
import type { MapQuestion, Question } from './catalog.js'
import { frameById, MAP_DISPLAY_WIDTHS, MAP_WIDTH } from '../maps/frames.js'

export type Answer = string | readonly string[] | boolean | number

/** Form fields as posted: every name maps to all of its values, in order. */
export type AnswerFields = Readonly<Record<string, readonly string[]>>

export type AnswerErrorCode =
  | 'missing'
  | 'unknownOption'
  | 'tooMany'
  | 'notANumber'
  | 'outOfRange'
  | 'tooLong'
  | 'notAPermutation'
  | 'badClick'
  | 'keyboardClick'

export type ParsedAnswer = { ok: true; answer: Answer } | { ok: false; code: AnswerErrorCode }

/** Longest typed text answer accepted, in characters. */
export const MAX_TEXT_LENGTH = 80
/** Largest magnitude a numeric estimate may have; anything bigger is a typo or abuse. */
export const MAX_NUMBER = 1e12

const fail = (code: AnswerErrorCode): ParsedAnswer => ({ ok: false, code })
const ok = (answer: Answer): ParsedAnswer => ({ ok: true, answer })

const oneValue = (fields: AnswerFields, name: string): { ok: true; value: string } | { ok: false; code: AnswerErrorCode } => {
  const values = (fields[name] ?? []).filter((v) => v.trim() !== '')
  if (values.length === 0) return { ok: false, code: 'missing' }
  if (values.length > 1) return { ok: false, code: 'tooMany' }
  return { ok: true, value: values[0]! }
}

const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0
const FULLWIDTH_ZERO = 0xff10

/**
 * Reads a number the way players type it: any of the locale's digits (Arabic-Indic,
 * full-width), grouping by spaces, dots, commas or apostrophes, and a decimal
 * comma or point. A single separator followed by exactly three digits is grouping
 * ("1,969", "8.849"); otherwise the last separator is the decimal mark.
 */
export const parseLocaleNumber = (raw: string): number | undefined => {
  let text = ''
  for (const ch of raw.trim()) {
    const code = ch.codePointAt(0)!
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) text += String(code - ARABIC_INDIC_ZERO)
    else if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9) text += String(code - EXTENDED_ARABIC_INDIC_ZERO)
    else if (code >= FULLWIDTH_ZERO && code <= FULLWIDTH_ZERO + 9) text += String(code - FULLWIDTH_ZERO)
    else if (ch === '٫' || ch === '，' || ch === '．') text += ch === '．' ? '.' : ','
    else if (ch === '٬' || ch === "'" || ch === '’' || /\s/u.test(ch)) continue
    else if (ch === '−' || ch === '－') text += '-'
    else text += ch
  }
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined
  const negative = text.startsWith('-')
  const body = negative ? text.slice(1) : text
  const separators = body.match(/[.,]/g) ?? []
  let normalised: string
  if (separators.length === 0) normalised = body
  else {
    const lastIndex = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','))
    const lastSep = body[lastIndex]
    const tail = body.slice(lastIndex + 1)
    const allSame = separators.every((s) => s === lastSep)
    const grouping = allSame && tail.length === 3 && (separators.length > 1 || !body.startsWith('0'))
    if (grouping) normalised = body.replace(/[.,]/g, '')
    else {
      const intPart = body.slice(0, lastIndex).replace(/[.,]/g, '')
      normalised = `${intPart}.${tail}`
    }
  }
  if (!/^\d*\.?\d+$|^\d+\.?$/.test(normalised)) return undefined
  const value = Number(normalised)
  if (!Number.isFinite(value)) return undefined
  return negative ? -value : value
}

/** A click on a map as recorded: the point as posted, in CSS px of the picture shown `width` px wide. */
export interface MapClick {
  x: number
  y: number
  width: number
}

/** A recorded map answer: `x,y@width` for a click, a country code for a lettered marker. */
export const readClick = (answer: string): MapClick | undefined => {
  const match = /^([\d.]+),([\d.]+)@(\d+)$/.exec(answer)
  return match ? { x: Number(match[1]), y: Number(match[2]), width: Number(match[3]) } : undefined
}

/** The click's form fields at one of the sizes the picture is shown at: `m{width}.x`, `m{width}.y`. */
export const clickFields = (x: number, y: number, width: number): AnswerFields => ({ [`m${width}.x`]: [String(x)], [`m${width}.y`]: [String(y)] })

const CLICK_FIELD = /^m(\d+)\.([xy])$/
const COORDINATE = /^\d{1,4}(\.\d{1,3})?$/

/**
 * A map answer: the click an `<input type="image" name="m{width}">` posts (the field name
 * says the width the picture was shown at), or a lettered marker's country (`answer`).
 * (0, 0) is what the image input posts when activated from the keyboard: never a click,
 * the player is offered the lettered markers instead (`keyboardClick`).
 */
const parseMapAnswer = (question: MapQuestion, fields: AnswerFields): ParsedAnswer => {
  const clickNames = Object.keys(fields).filter((name) => /^m\d*\./.test(name))
  const chosen = (fields.answer ?? []).filter((v) => v !== '')
  if (clickNames.length && chosen.length) return fail('tooMany')
  if (chosen.length) {
    if (chosen.length > 1) return fail('tooMany')
    return question.options.includes(chosen[0]!) ? ok(chosen[0]!) : fail('unknownOption')
  }
  if (!clickNames.length) return fail('missing')
  const widths = new Set(clickNames.map((name) => CLICK_FIELD.exec(name)?.[1]))
  if (widths.size > 1) return fail('tooMany')
  const width = Number([...widths][0])
  if (!MAP_DISPLAY_WIDTHS.includes(width)) return fail('badClick')
  const xs = fields[`m${width}.x`] ?? []
  const ys = fields[`m${width}.y`] ?? []
  if (xs.length > 1 || ys.length > 1) return fail('tooMany')
  if (xs.length !== 1 || ys.length !== 1 || !COORDINATE.test(xs[0]!) || !COORDINATE.test(ys[0]!)) return fail('badClick')
  const x = Number(xs[0])
  const y = Number(ys[0])
  const height = (width * frameById(question.frame)!.height) / MAP_WIDTH
  if (x > width || y > height) return fail('badClick')
  if (x === 0 && y === 0) return fail('keyboardClick')
  return ok(`${x},${y}@${width}`)
}

/** A recorded answer as the form fields that give it, to show it again or check it. */
export const answerFields = (question: Question, answer: Answer): AnswerFields => {
  if (question.type === 'order') return { order: answer as string[] }
  if (question.type === 'map') {
    const click = readClick(answer as string)
    return click ? clickFields(click.x, click.y, click.width) : { answer: [String(answer)] }
  }
  if (Array.isArray(answer)) return { answer }
  return { answer: [String(answer)] }
}

/** Validates the posted fields against the question's shape. Never throws. */
export const parseAnswer = (question: Question, fields: AnswerFields): ParsedAnswer => {
  switch (question.type) {
    case 'single':
    case 'image': {
      const one = oneValue(fields, 'answer')
      if (!one.ok) return fail(one.code)
      return (question.options as readonly string[]).includes(one.value) ? ok(one.value) : fail('unknownOption')
    }
    case 'multiple': {
      const values = (fields.answer ?? []).filter((v) => v !== '')
      if (values.length === 0) return fail('missing')
      if (values.length > question.options.length) return fail('tooMany')
      if (!values.every((v) => question.options.includes(v))) return fail('unknownOption')
      const chosen = new Set(values)
      if (chosen.size !== values.length) return fail('tooMany')
      return ok(question.options.filter((o) => chosen.has(o)))
    }
    case 'boolean': {
      const one = oneValue(fields, 'answer')
      if (!one.ok) return fail(one.code)
      if (one.value === 'true') return ok(true)
      if (one.value === 'false') return ok(false)
      return fail('unknownOption')
    }
    case 'order': {
      const values = fields.order ?? []
      if (values.length === 0 || values.every((v) => v === '')) return fail('missing')
      if (values.some((v) => v !== '' && !question.answer.includes(v))) return fail('unknownOption')
      if (values.length !== question.answer.length || new Set(values).size !== values.length || values.includes('')) {
        return fail('notAPermutation')
      }
      return ok([...values])
    }
    case 'number': {
      const one = oneValue(fields, 'answer')
      if (!one.ok) return fail(one.code)
      if (one.value.length > 40) return fail('notANumber')
      const value = parseLocaleNumber(one.value)
      if (value === undefined) return fail('notANumber')
      if (Math.abs(value) > MAX_NUMBER) return fail('outOfRange')
      return ok(value)
    }
    case 'text': {
      const one = oneValue(fields, 'answer')
      if (!one.ok) return fail(one.code)
      const value = one.value.trim()
      if ([...value].length > MAX_TEXT_LENGTH) return fail('tooLong')
      return ok(value)
    }
    case 'map':
      return parseMapAnswer(question, fields)
  }
}
