/**
 * @module server-error
 * The page for a true bug: status 500, the localized "Application error" text with
 * the host, and a digest that is also in the log line and the Sentry event, so an
 * operator can find it. Plain HTML, not React: it must work when rendering is broken.
 */
import type { Context } from 'hono'
import { html } from 'hono/html'
import { ASSETS } from '../generated/assets.js'
import type { AppEnv } from '../env.js'
import { jsonError, wantsJson } from '../http/respond.js'
import { reportServerError } from '../monitoring/report.js'
import { LOCALE_INFO, translator } from '../i18n/translations.js'
import { requestLocale } from '../i18n/negotiate.js'

export const serverErrorPage = (c: Context<AppEnv>, error: unknown) => {
  // A page that failed while rendering gets no shell: this page is complete on its own.
  c.set('renderedPage', undefined)
  const digest = reportServerError(error)
  const locale = requestLocale(c)
  const LL = translator(locale)
  const host = new URL(c.req.url).host
  const message = LL.errors.serverError({ host })
  if (wantsJson(c)) return jsonError(c, 500, 'serverError', `${message} ${LL.errors.digest({ digest })}`)
  c.header('Cache-Control', 'no-store')
  c.status(500)
  // hono/html escapes every interpolated value.
  return c.html(html`<!DOCTYPE html>
<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${LL.errors.errorTitle()} · ${LL.ui.siteName()}</title>
    <link rel="stylesheet" href="${ASSETS.stylesheet}" />
  </head>
  <body>
    <main id="main">
      <section class="panel problem">
        <h1>${message}</h1>
        <p>${LL.errors.digest({ digest })}</p>
        <a class="button button-primary" href="/${locale}">${LL.ui.backHome()}</a>
      </section>
    </main>
    <footer class="site-footer">
      <p class="credits-line">${LL.credits.footer()} <a href="/${locale}/credits">${LL.credits.link()}</a></p>
    </footer>
  </body>
</html>`)
}
