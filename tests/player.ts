/**
 * The cookie-keeping test player, talking to the worker inside the Workers pool.
 */
import { exports } from 'cloudflare:workers'
import { CookiePlayer } from './answers.js'

export { formBody, questionOf, rightAnswer, wrongAnswer, type Fields } from './answers.js'

export const ORIGIN = 'https://worldwise.example'

export const send = (path: string, init: RequestInit = {}): Promise<Response> =>
  exports.default.fetch(new Request(new URL(path, ORIGIN), { redirect: 'manual', ...init }))

export class Player extends CookiePlayer {
  constructor(headers: Record<string, string> = {}) {
    super(send, ORIGIN, headers)
  }
}
