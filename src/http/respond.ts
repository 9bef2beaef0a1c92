/**
 * @module respond
 * Small shared answers: whether the client asked for JSON, the JSON error shape,
 * and the URLs of the screens.
 */
import type { LearnerContext } from '../learners/store.js'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env.js'
import type { AnswerFields } from '../game/answers.js'
import type { Question } from '../game/catalog.js'
import type { Locale } from '../i18n/translations.js'
import type { StatsContext } from '../stats/store.js'

/** The hydrated client posts with `Accept: application/json`; browsers without JS never do. */
export const wantsJson = (c: Context): boolean => /\bapplication\/json\b/i.test(c.req.header('accept') ?? '')

export const jsonError = (c: Context, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ error: { code, message } }, status)

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i
/** Whether the body is a form (urlencoded or multipart), as the answer and start forms post. */
export const isFormPost = (c: Context): boolean => FORM_TYPES.test(c.req.header('content-type') ?? '')

const utf8 = new TextDecoder()

/** Reads the posted fields (files are left out), or undefined for a body that is not a readable form. */
export const readFormFields = async (c: Context): Promise<AnswerFields | undefined> => {
  // A urlencoded form (every form without a file) is read by the platform's own
  // URLSearchParams: Hono's parseBody would wrap it in a new Response to get a FormData.
  // Its bytes are decoded here: the runtime's text() warns that a form is not text.
  if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) {
    let text: string
    try {
      text = utf8.decode(await c.req.arrayBuffer())
    } catch {
      return undefined
    }
    const fields: Record<string, string[]> = {}
    for (const [name, value] of new URLSearchParams(text)) (fields[name] ??= []).push(value)
    return fields
  }
  let body: Awaited<ReturnType<typeof c.req.parseBody>>
  try {
    body = await c.req.parseBody({ all: true })
  } catch {
    return undefined
  }
  const fields: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value]
    fields[name] = values.filter((v): v is string => typeof v === 'string')
  }
  return fields
}

export const entryUrl = (locale: Locale): string => `/${locale}`
export const questionUrl = (locale: Locale, question: Pick<Question, 'id' | 'type'>): string =>
  `/${locale}/game/${question.type}/${question.id}`
export const resultUrl = (locale: Locale): string => `/${locale}/result`
export const successUrl = (locale: Locale): string => `/${locale}/result/success`

/** What the stores (statistics, learners) need from a request: the bindings, and waitUntil for writes that outlive their bound. */
export const statsContext = (c: Context<AppEnv>): StatsContext & LearnerContext & { waitUntil: (promise: Promise<unknown>) => void } => ({
  env: c.env,
  waitUntil: (promise) => {
    try {
      c.executionCtx.waitUntil(promise)
    } catch {
      // No execution context (a bare app.request in a test): the promise simply runs on.
    }
  },
})
