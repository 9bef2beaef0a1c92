/**
 * @module errors
 * The localized error screens: not found (404) and the other refusals (403, 405,
 * 413, 415, 503), as a page, or as `{ error: { code, message } }` for the JSON client.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../env.js'
import { requestLocale } from '../i18n/negotiate.js'
import { translator } from '../i18n/translations.js'
import { sendRenderedOnce } from '../http/render.js'
import { entryUrl, jsonError, wantsJson } from '../http/respond.js'

function Problem({ title, body, home, homeLabel }: { title: string; body: string; home: string; homeLabel: string }) {
  return (
    <section className="panel problem">
      <h1>{title}</h1>
      <p>{body}</p>
      <a className="button button-primary" href={home}>
        {homeLabel}
      </a>
    </section>
  )
}

export const notFoundPage = (c: Context<AppEnv>) => {
  const locale = requestLocale(c)
  const LL = translator(locale)
  if (wantsJson(c)) return jsonError(c, 404, 'notFound', LL.ui.notFoundTitle())
  c.status(404)
  // The same for every request of a locale: rendered once per locale.
  return sendRenderedOnce(c, `notFound/${locale}`, () => ({
    content: <Problem title={LL.ui.notFoundTitle()} body={LL.ui.notFoundBody()} home={entryUrl(locale)} homeLabel={LL.ui.backHome()} />,
    page: { title: LL.ui.notFoundTitle() },
  }))
}

export type ProblemCode = 'forbidden' | 'tooLarge' | 'unsupportedType' | 'malformed' | 'methodNotAllowed' | 'misconfigured' | 'unknownMode'

/** A refusal the player can understand, with its status, as a page or as JSON. */
export const problemPage = (c: Context<AppEnv>, status: ContentfulStatusCode, code: ProblemCode) => {
  const locale = requestLocale(c)
  const LL = translator(locale)
  const message = LL.errors[code]()
  if (wantsJson(c)) return jsonError(c, status, code, message)
  c.status(status)
  return c.render(
    <Problem title={LL.errors.errorTitle()} body={message} home={entryUrl(locale)} homeLabel={LL.ui.backHome()} />,
    { title: LL.errors.errorTitle() },
  )
}
