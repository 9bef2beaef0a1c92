/**
 * @module render
 * Streams every page with React 19 (`@hono/react-renderer`, `renderToReadableStream`)
 * inside the shared Layout. Pages call `c.render(<Page />, { title })`.
 */
import { reactRenderer } from '@hono/react-renderer'
import { baseLocale, isLocale, translator, type Locale } from '../i18n/translations.js'
import { Layout } from '../ui/Layout.js'

declare module '@hono/react-renderer' {
  interface Props {
    title: string
  }
}

/** The stylesheet's URL; the client build (scripts/) replaces it with a content-hashed one. */
export const STYLESHEET = '/styles.css'

export const renderer = reactRenderer(
  ({ children, c, title }) => {
    const url = new URL(c.req.url)
    const fromPath = url.pathname.split('/')[1] ?? ''
    const locale: Locale = isLocale(fromPath) ? fromPath : isLocale(c.var.language ?? '') ? c.var.language : baseLocale
    const rest = isLocale(fromPath) ? url.pathname.slice(1 + locale.length) : ''
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
        stylesheet={STYLESHEET}
      >
        {children}
      </Layout>
    )
  },
  { stream: { 'Content-Type': 'text/html; charset=UTF-8' } },
)
