/**
 * @module respond
 * Small shared answers: whether the client asked for JSON, the JSON error shape,
 * and the URLs of the screens.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Question } from '../game/catalog.js'
import type { Locale } from '../i18n/translations.js'

/** The hydrated client posts with `Accept: application/json`; browsers without JS never do. */
export const wantsJson = (c: Context): boolean => /\bapplication\/json\b/i.test(c.req.header('accept') ?? '')

export const jsonError = (c: Context, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ error: { code, message } }, status)

export const entryUrl = (locale: Locale): string => `/${locale}`
export const questionUrl = (locale: Locale, question: Pick<Question, 'id' | 'type'>): string =>
  `/${locale}/game/${question.type}/${question.id}`
export const resultUrl = (locale: Locale): string => `/${locale}/result`
export const successUrl = (locale: Locale): string => `/${locale}/result/success`
