/**
 * @module render
 * Every page: its content rendered to a stream by React 19 (`@hono/react-renderer`,
 * `renderToReadableStream`), inside the document shell that is rendered once per
 * isolate and locale (http/shell.ts) and only filled in per response (title, path,
 * nonce). Pages call `c.render(<Page />, { title, hydrate })`; a page that suspends
 * adds `streamed: true` and goes out as React streams it. A page whose whole
 * content is the same for every player at that point can instead be sent from a cache
 * with `sendRendered` (decision 008).
 */
import { reactRenderer } from '@hono/react-renderer'
import type { Context, MiddlewareHandler } from 'hono'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { remember } from '../bounded.js'
import type { AppEnv } from '../env.js'
import { requestLocale } from '../i18n/negotiate.js'
import { translator } from '../i18n/translations.js'
import { browserMonitoring } from '../monitoring/dsn.js'
import { reportServerError } from '../monitoring/report.js'
import { renderShell } from './shell.js'

export interface PageProps {
  title: string
  /** Load the client bundle, which hydrates the page's islands. */
  hydrate?: boolean
  /** A waiting screen: refresh every this many seconds (without JavaScript; the hydrated page listens instead). */
  refresh?: number
  /** The link preview (Open Graph) of a page worth sharing. */
  preview?: { title: string; description: string; image: string }
  /** The page has Suspense boundaries that resolve after its shell: stream it as it renders. */
  streamed?: boolean
}

declare module '@hono/react-renderer' {
  interface Props extends PageProps {}
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set when React rendered this response's content: the shell still goes around it. */
    renderedPage?: PageProps
  }
}

const encoder = new TextEncoder()

/** The shell's head and tail for this response. */
const shellOf = (c: Context<AppEnv>, { title, hydrate, refresh, preview }: PageProps) => {
  // The request's URL is absolute and normalized by the runtime: its origin and path are
  // read off the string, as `new URL` would give them.
  const url = c.req.url
  const pathStart = url.indexOf('/', url.indexOf(':') + 3)
  const origin = pathStart === -1 ? url : url.slice(0, pathStart)
  const pathEnd = url.search(/[?#]/)
  const pathname = pathStart === -1 ? '/' : url.slice(pathStart, pathEnd === -1 ? undefined : pathEnd)
  const locale = requestLocale(c)
  const underLocale = pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)
  return renderShell(locale, hydrate === true, {
    title,
    rest: underLocale ? pathname.slice(1 + locale.length) : '',
    origin,
    nonce: c.get('secureHeadersNonce'),
    ...(refresh ? { refresh } : {}),
    ...(preview ? { preview } : {}),
    clientConfig: hydrate
      ? { clientError: translator(locale).errors.clientError({ host: origin.slice(origin.indexOf('//') + 2) }), monitoring: browserMonitoring(c.env), environment: c.env.WORLDWISE_ENV }
      : undefined,
  })
}

/** React renders the page's content only; `pageShell` puts the document around it. */
export const renderer = reactRenderer(
  ({ children, c, title, hydrate, refresh, preview, streamed }) => {
    c.set('renderedPage', { title, hydrate, ...(refresh ? { refresh } : {}), ...(preview ? { preview } : {}), ...(streamed ? { streamed } : {}) })
    return <>{children}</>
  },
  {
    stream: { 'Content-Type': 'text/html; charset=UTF-8' },
    // Errors while rendering are reported here (once, with a digest); a failed shell
    // also rejects, and onError then shows the 500 page with the same digest.
    readableStreamOptions: { onError: (error: unknown) => reportServerError(error) },
  },
)

/**
 * Puts the shell around React's content. React renders every page to a stream; a page
 * without Suspense boundaries is complete as soon as its shell is, so its stream is read
 * at once and the page sent in one piece (head, content, tail): passing it on chunk by
 * chunk through two more streams only cost CPU (decision 011: a feedback page 0.54 →
 * 0.43 ms). A page that declares `streamed` (it suspends) goes out as it comes: the head
 * at once, then React's content, then the tail.
 */
export const pageShell: MiddlewareHandler<AppEnv> = async function pageShell(c, next) {
  await next()
  const page = c.get('renderedPage')
  const rendered = c.res
  const content = rendered.body
  if (!page || !content) return
  const { head, tail } = shellOf(c, page)
  if (!page.streamed) {
    const html = await new Response(content).text()
    c.res = undefined
    c.res = new Response(head + html + tail, rendered)
    return
  }
  const reader = content.getReader()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head))
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        controller.enqueue(encoder.encode(tail))
        controller.close()
      } else controller.enqueue(value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
  // The new response takes the rendered one's status and headers; unset first, so Hono
  // does not copy them over once more into yet another response.
  c.res = undefined
  c.res = new Response(body, rendered)
}

/** Sends content rendered earlier (by React, once) inside this response's shell. */
export const sendRendered = (c: Context<AppEnv>, content: string, page: PageProps) => {
  const { head, tail } = shellOf(c, page)
  return c.html(head + content + tail)
}

/**
 * A page of a game's every step (a question's feedback, the result), rendered by React in
 * one piece (`renderToString`) and sent inside this response's shell. The page is the
 * player's own, so it is rendered for each response; React's streaming renderer and
 * the streams around it cost more than the rendering itself on such a page, which never
 * suspends (decision 011: a feedback page 0.43 → 0.28 ms).
 */
export const sendWhole = (c: Context<AppEnv>, content: ReactNode, page: PageProps) => sendRendered(c, renderToString(content), page)

/**
 * Pages that are the same for every player who gets them (a locale's credits, its
 * not-found page, the entry screen of a visitor without a game or a daily attempt on a
 * given day): rendered by React once per isolate and key, and sent inside each
 * response's own shell (its nonce, path, title). The key must hold everything the page
 * depends on; nothing of a player may be in such a page.
 */
const renderedOnce = new Map<string, { html: string; page: PageProps }>()
const MAX_RENDERED_ONCE = 256
export const sendRenderedOnce = (c: Context<AppEnv>, key: string, make: () => { content: ReactNode; page: PageProps }) => {
  const entry = remember(renderedOnce, MAX_RENDERED_ONCE, key, () => {
    const { content, page } = make()
    return { html: renderToString(content), page }
  })
  return sendRendered(c, entry.html, entry.page)
}
