/**
 * @module template
 * Content rendered by React once, with stand-ins for the few parts that differ from one
 * response to the next, split at those stand-ins and filled in per response (decisions
 * 008 and 011). A stand-in may sit in the markup (filled in escaped for HTML) or in the
 * props of the page's island, its last element (filled in escaped as a JSON string's
 * content). Stand-ins are drawn at random per isolate, so no player can type one into
 * an answer that the page then shows.
 *
 * A screen's shape (decision 011): its props with every text replaced by a numbered
 * stand-in, the same text by the same one. Screens of one shape differ only in their
 * texts, so React renders a shape once and each screen of it fills its own texts in.
 */
import { serializeProps } from '../ui/Island.js'
import { escapeHtml } from './shell.js'

export type Template<S extends string> = ReadonlyArray<string | { slot: S; json: boolean }>

/** The slot of a shape's text: its number among the screen's distinct texts. */
export type TextSlot = `#${number}`

const randomDigits = (count: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(count))
  let digits = String(1 + (bytes[0]! % 9))
  for (let i = 1; i < count; i++) digits += String(bytes[i]! % 10)
  return digits
}

/** A stand-in for a text (letters, rendered as it is in markup and JSON alike). */
export const textStandIn = (name: string): string => `WW${randomDigits(12)}${name.toUpperCase()}`

/** A stand-in for a whole number (rendered as digits, also where React renders a number). */
export const numberStandIn = (): number => Number(randomDigits(15))

let textPrefix: string | undefined
/** The stand-in of a shape's text number `index` (letters and digits, like the others). */
const numberedStandIn = (index: number): string => `${(textPrefix ??= `WW${randomDigits(12)}T`)}${index}X`

/**
 * What splits `html` at the stand-ins' places; `standIns` maps each slot to its stand-in.
 * A shape's numbered texts are found too, as slots `#0`, `#1`…
 */
export const splitterFor = <S extends string>(standIns: Readonly<Record<S, string | number>>): ((html: string) => Template<S | TextSlot>) => {
  const slots = new Map<string, S>()
  for (const [slot, standIn] of Object.entries(standIns) as Array<[S, string | number]>) slots.set(String(standIn), slot)
  // Stand-ins are letters and digits only: safe in a pattern as they are.
  const numbered = numberedStandIn(0).slice(0, -2)
  const pattern = new RegExp([...slots.keys(), `${numbered}(\\d+)X`].join('|'), 'g')
  return (html) => {
    const json = html.lastIndexOf('<script type="application/json"')
    const parts: Array<string | { slot: S | TextSlot; json: boolean }> = []
    let last = 0
    for (const match of html.matchAll(pattern)) {
      const slot = match[1] === undefined ? slots.get(match[0])! : (`#${match[1]}` as TextSlot)
      parts.push(html.slice(last, match.index), { slot, json: json !== -1 && match.index > json })
      last = match.index + match[0].length
    }
    parts.push(html.slice(last))
    return parts
  }
}

/** A text as it goes in its place: escaped for the markup, or as a JSON string's content in the props. */
const escapedFor = (text: string, json: boolean): string => (json ? serializeProps(text).slice(1, -1) : escapeHtml(text))

/** The template filled in with this response's values (plain text, escaped here). */
export const fill = <S extends string>(template: Template<S>, values: Readonly<Record<S, string>>): string => {
  const inHtml: Partial<Record<S, string>> = {}
  const inJson: Partial<Record<S, string>> = {}
  let html = ''
  for (const part of template) {
    if (typeof part === 'string') html += part
    else if (part.json) html += inJson[part.slot] ??= escapedFor(values[part.slot], true)
    else html += inHtml[part.slot] ??= escapedFor(values[part.slot], false)
  }
  return html
}

/**
 * Stand-ins with their splitter, drawn on first use: the runtime makes no random values
 * at global scope.
 */
export const standInsFor = <T extends Record<string, string | number>>(
  draw: () => T,
): (() => T & { split: (html: string) => Template<keyof T & string>; splitShape: (html: string) => Template<(keyof T & string) | TextSlot> }) => {
  type S = keyof T & string
  let drawn: (T & { split: (html: string) => Template<S>; splitShape: (html: string) => Template<S | TextSlot> }) | undefined
  return () => {
    if (!drawn) {
      const standIns = draw()
      // Only a shape's render holds numbered texts; any other markup splits at its named stand-ins alone.
      const splitShape = splitterFor<S>(standIns)
      drawn = { ...standIns, split: splitShape as (html: string) => Template<S>, splitShape }
    }
    return drawn
  }
}

/**
 * Property names whose texts decide the markup itself, not only what it says (a
 * question's type picks its controls, a verdict its class, a flag id its drawing): a
 * shape keeps them as they are, so they are part of its key.
 */
const STRUCTURAL = new Set(['type', 'verdict', 'flag'])

export interface Shape<P> {
  /** All the props are but their texts: numbers, flags, which fields there are, which texts are empty or equal. */
  key: string
  /** The distinct texts, numbered in order of first appearance. */
  texts: string[]
  /** The props with each text replaced by its numbered stand-in (only when asked for). */
  props?: P
}

/**
 * The shape of `props`. Texts in `keep` (stand-ins already in place) and empty texts
 * (which React may render as nothing) stay as they are. Equal texts share a number, so
 * a screen that compares two texts (is this choice the one given?) renders alike.
 */
export const shapeOf = <P>(props: P, keep: ReadonlySet<string>, withProps = false): Shape<P> => {
  const texts: string[] = []
  const numbers = new Map<string, number>()
  let key = ''
  // Walked once per screen made, so without copies unless the stand-in props are asked for.
  const walk = (value: unknown, structural: boolean): unknown => {
    if (typeof value === 'string') {
      if (structural) key += JSON.stringify(value)
      // Letters and digits only (stand-ins) or nothing: no quoting needed.
      else if (value === '' || keep.has(value)) key += `'${value}'`
      else {
        let n = numbers.get(value)
        if (n === undefined) numbers.set(value, (n = texts.push(value) - 1))
        key += `#${n}`
        return withProps ? numberedStandIn(n) : undefined
      }
      return value
    }
    if (Array.isArray(value)) {
      key += '['
      const copy: unknown[] | undefined = withProps ? [] : undefined
      for (const item of value) {
        const c = walk(item, structural)
        copy?.push(c)
        key += ','
      }
      key += ']'
      return copy
    }
    if (value !== null && typeof value === 'object') {
      key += '{'
      const copy: Record<string, unknown> | undefined = withProps ? {} : undefined
      const record = value as Record<string, unknown>
      for (const name in record) {
        key += `${name}:`
        const c = walk(record[name], STRUCTURAL.has(name))
        if (copy) copy[name] = c
        key += ','
      }
      key += '}'
      return copy
    }
    key += String(value)
    return value
  }
  const copy = walk(props, false) as P
  return withProps ? { key, texts, props: copy } : { key, texts }
}

/** A shape's template with one screen's texts filled in (escaped), its other slots left open. */
export const withTexts = <S extends string>(template: Template<S | TextSlot>, texts: readonly string[]): Template<S> => {
  const parts: Array<string | { slot: S; json: boolean }> = []
  let run = ''
  for (const part of template) {
    if (typeof part === 'string') run += part
    else if (part.slot.startsWith('#')) run += escapedFor(texts[Number(part.slot.slice(1))]!, part.json)
    else {
      parts.push(run, part as { slot: S; json: boolean })
      run = ''
    }
  }
  parts.push(run)
  return parts
}
