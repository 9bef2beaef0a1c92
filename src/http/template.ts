/**
 * @module template
 * Content rendered by React once, with stand-ins for the few parts that differ from one
 * response to the next, split at those stand-ins and filled in per response (decisions
 * 008 and 011). A stand-in may sit in the markup (filled in escaped for HTML) or in the
 * props of the page's island, its last element (filled in escaped as a JSON string's
 * content). Stand-ins are drawn at random per isolate, so no player can type one into
 * an answer that the page then shows.
 */
import { serializeProps } from '../ui/Island.js'
import { escapeHtml } from './shell.js'

export type Template<S extends string> = ReadonlyArray<string | { slot: S; json: boolean }>

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

/** What splits `html` at the stand-ins' places; `standIns` maps each slot to its stand-in. */
export const splitterFor = <S extends string>(standIns: Readonly<Record<S, string | number>>): ((html: string) => Template<S>) => {
  const slots = new Map<string, S>()
  for (const [slot, standIn] of Object.entries(standIns) as Array<[S, string | number]>) slots.set(String(standIn), slot)
  // Stand-ins are letters and digits only: safe in a pattern as they are.
  const pattern = new RegExp([...slots.keys()].join('|'), 'g')
  return (html) => {
    const json = html.lastIndexOf('<script type="application/json"')
    const parts: Array<string | { slot: S; json: boolean }> = []
    let last = 0
    for (const match of html.matchAll(pattern)) {
      parts.push(html.slice(last, match.index), { slot: slots.get(match[0])!, json: json !== -1 && match.index > json })
      last = match.index + match[0].length
    }
    parts.push(html.slice(last))
    return parts
  }
}

/** The template filled in with this response's values (plain text, escaped here). */
export const fill = <S extends string>(template: Template<S>, values: Readonly<Record<S, string>>): string => {
  const inHtml: Partial<Record<S, string>> = {}
  const inJson: Partial<Record<S, string>> = {}
  let html = ''
  for (const part of template) {
    if (typeof part === 'string') html += part
    else if (part.json) html += inJson[part.slot] ??= serializeProps(values[part.slot]).slice(1, -1)
    else html += inHtml[part.slot] ??= escapeHtml(values[part.slot])
  }
  return html
}

/**
 * Stand-ins with their splitter, drawn on first use: the runtime makes no random values
 * at global scope.
 */
export const standInsFor = <T extends Record<string, string | number>>(draw: () => T): (() => T & { split: (html: string) => Template<keyof T & string> }) => {
  let drawn: (T & { split: (html: string) => Template<keyof T & string> }) | undefined
  return () => {
    if (!drawn) {
      const standIns = draw()
      drawn = { ...standIns, split: splitterFor<keyof T & string>(standIns) }
    }
    return drawn
  }
}
