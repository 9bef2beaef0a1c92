/**
 * @module render
 * Streams every page with React 19 (`@hono/react-renderer`, `renderToReadableStream`)
 * inside the shared Layout. Pages call `c.render(<Page />, { title, hydrate })`; the
 * asset URLs are the content-hashed ones the client build wrote.
 */
import { reactRenderer } from '@hono/react-renderer'
import { ASSETS } from '../generated/assets.js'
import { requestLocale } from '../i18n/negotiate.js'
import { translator } from '../i18n/translations.js'
import { browserMonitoring } from '../monitoring/dsn.js'
import { reportServerError } from '../monitoring/report.js'
import { Layout } from '../ui/Layout.js'

declare module '@hono/react-renderer' {
  interface Props {
    title: string
    /** Load the client bundle, which hydrates the page's islands. */
    hydrate?: boolean
  }
}

export const renderer = reactRenderer(
  ({ children, c, title, hydrate }) => {
    const url = new URL(c.req.url)
    const locale = requestLocale(c)
    const underLocale = url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`)
    const rest = underLocale ? url.pathname.slice(1 + locale.length) : ''
    const LL = translator(locale)
    return (
      <Layout
        locale={locale}
        rest={rest}
        origin={url.origin}
        title={title}
        siteName={LL.ui.siteName()}
        tagline={LL.ui.tagline()}
        skipToContent={LL.ui.skipToContent()}
        languageLabel={LL.ui.language()}
        homeLabel={LL.ui.home()}
        creditsText={LL.credits.footer()}
        creditsLabel={LL.credits.link()}
        stylesheet={ASSETS.stylesheet}
        script={hydrate ? ASSETS.script : undefined}
        nonce={c.get('secureHeadersNonce')}
        clientConfig={
          hydrate
            ? { clientError: LL.errors.clientError({ host: url.host }), monitoring: browserMonitoring(c.env), environment: c.env.WORLDWISE_ENV }
            : undefined
        }
      >
        {children}
      </Layout>
    )
  },
  {
    stream: { 'Content-Type': 'text/html; charset=UTF-8' },
    // Errors while rendering are reported here (once, with a digest); a failed shell
    // also rejects, and onError then shows the 500 page with the same digest.
    readableStreamOptions: { onError: (error: unknown) => reportServerError(error) },
  },
)
