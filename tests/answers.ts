/**
 * What a test player knows: the right (and a wrong) answer to every catalog question,
 * read from the catalog itself, as form fields; and a cookie-keeping player that
 * sends requests through any `send` function (the Workers pool or real HTTP).
 */
import type { AnswerFields } from '../src/game/answers.js'
import { findQuestion, type Mode, type Question } from '../src/game/catalog.js'
import { judgeMapAnswer, solutionFields } from '../src/game/scoring.js'
import { frameById, MAP_WIDTH } from '../src/maps/frames.js'
import { countrySpellings } from '../src/i18n/cities.js'
import { textsFor } from '../src/i18n/question-texts.js'
import type { Locale } from '../src/i18n/translations.js'

export type Fields = Record<string, string | string[]>

export const formBody = (fields: Fields): URLSearchParams => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
  return body
}

export type Send = (path: string, init: RequestInit) => Promise<Response>

export class CookiePlayer {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly send: Send,
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...(init.headers as Record<string, string>) })
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await this.send(path, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq)
      const value = pair!.slice(eq + 1)
      if (/max-age=0\b/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, { headers })
  }

  /** A same-origin form post, as a browser sends it (with Origin). */
  post(path: string, fields: Fields, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      body: formBody(fields),
      headers: { origin: this.origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
  }

  postJson(path: string, fields: Fields): Promise<Response> {
    return this.post(path, fields, { accept: 'application/json' })
  }

  /** Starts a game and returns the first question's path. */
  async start(locale: Locale, mode?: Mode): Promise<string> {
    const response = await this.post(`/${locale}`, mode ? { mode } : {})
    if (response.status !== 303) throw new Error(`start gave ${response.status}`)
    return new URL(response.headers.get('location')!, this.origin).pathname
  }
}

export const questionOf = (path: string): Question => findQuestion(path.split('/').at(-1)!)!

const toFields = (fields: AnswerFields): Fields => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [...v]]))

/** The fields that score a full point, as the catalog defines them. */
export const rightAnswer = (question: Question, locale: Locale): Fields =>
  toFields(solutionFields(question, typedAnswer(question, locale)))

/**
 * What a player types for a text question. For a country, a world-countries spelling in
 * the locale: accepted everywhere, while the CLDR name shown may differ between Node
 * (where this test code runs) and workerd.
 */
export const typedAnswer = (question: Question, locale: Locale): string | undefined => {
  // Curated answers and capitals: the answer shown (a capital's name comes from the build, the same everywhere).
  if (!question.about || question.about.template === 'capitalTyped') return textsFor(locale, question).answer?.()
  return countrySpellings(locale, question.about.country)[0] ?? textsFor(locale, question).answer?.()
}

/** Fields that are valid but score no point. */
export const wrongAnswer = (question: Question): Fields => {
  switch (question.type) {
    case 'single':
    case 'image':
      return { answer: question.options.find((o) => o !== question.answer)! }
    case 'multiple':
      return { answer: question.options.filter((o) => !question.answer.includes(o)) }
    case 'boolean':
      return { answer: String(!question.answer) }
    case 'order':
      return { order: [...question.answer].reverse() }
    case 'number':
      return { answer: String(question.answer + question.tolerance * 2) }
    case 'text':
      return { answer: 'Atlantis' }
    case 'map': {
      // The point of the map farthest from the country (or city): 1,000 km or more away scores nothing.
      const frame = frameById(question.frame)!
      let far = { x: 1, y: 1, km: -1 }
      for (let x = 8; x < frame.width; x += 24) {
        for (let y = 8; y < frame.height; y += 24) {
          const { km } = judgeMapAnswer(question, `${x},${y}@${MAP_WIDTH}`)
          if (km > far.km) far = { x, y, km }
        }
      }
      return { [`m${MAP_WIDTH}.x`]: String(far.x), [`m${MAP_WIDTH}.y`]: String(far.y) }
    }
  }
}

