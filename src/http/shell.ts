/**
 * @module shell
 * The document around every page (doctype, head, header with the language switcher,
 * footer): the same for every player of a locale, so it is rendered through React once
 * per isolate and locale (ui/Layout.tsx, the one source of its markup) with placeholder
 * tokens, and then only filled in per response with what differs: the page's title and
 * path, the origin, the CSP nonce and the client config. Nothing about a player or a
 * game is ever in it (docs/decisions/008).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { escapeToBuffer } from 'hono/utils/html'
import type { ClientConfig } from '../client/config.js'
import { ASSETS } from '../generated/assets.js'
import { translator, type Locale } from '../i18n/translations.js'
import { serializeProps } from '../ui/Island.js'
import { Layout } from '../ui/Layout.js'

/** Placeholders for what differs per response, each named by its slot. */
const TOKENS = {
  title: 'WWSHELLTITLE',
  rest: 'WWSHELLREST',
  defaultPath: 'WWSHELLDEFAULTPATH',
  origin: 'WWSHELLORIGIN',
  nonce: 'WWSHELLNONCE',
  config: 'WWSHELLCONFIG',
  head: 'WWSHELLHEAD',
} as const
type Slot = keyof typeof TOKENS
const CHILDREN = 'WWSHELLCHILDREN'
const TOKEN_PATTERN = new RegExp(Object.values(TOKENS).join('|'), 'g')
const SLOT_OF = Object.fromEntries(Object.entries(TOKENS).map(([slot, token]) => [token, slot])) as Record<string, Slot>

/** A rendered document split at its tokens: text, slot, text, slot, … */
type Template = Array<string | { slot: Slot }>

const split = (markup: string): Template => {
  const parts: Template = []
  let last = 0
  for (const match of markup.matchAll(TOKEN_PATTERN)) {
    parts.push(markup.slice(last, match.index), { slot: SLOT_OF[match[0]]! })
    last = match.index + match[0].length
  }
  parts.push(markup.slice(last))
  return parts
}

interface Shell {
  head: Template
  tail: Template
}

const shells = new Map<string, Shell>()

/** The shell of a locale, with or without the client bundle, rendered once per isolate. */
const shellFor = (locale: Locale, hydrate: boolean): Shell => {
  const key = `${locale}:${hydrate}`
  let shell = shells.get(key)
  if (!shell) {
    const LL = translator(locale)
    const markup = renderToStaticMarkup(
      Layout({
        locale,
        rest: TOKENS.rest,
        defaultPath: TOKENS.defaultPath,
        origin: TOKENS.origin,
        title: TOKENS.title,
        siteName: LL.ui.siteName(),
        tagline: LL.ui.tagline(),
        skipToContent: LL.ui.skipToContent(),
        languageLabel: LL.ui.language(),
        homeLabel: LL.ui.home(),
        progressLabel: LL.progress.navLink(),
        creditsText: LL.credits.footer(),
        creditsLabel: LL.credits.link(),
        stylesheet: ASSETS.stylesheet,
        script: hydrate ? ASSETS.script : undefined,
        nonce: TOKENS.nonce,
        clientConfigJson: hydrate ? TOKENS.config : undefined,
        headExtra: TOKENS.head,
        children: CHILDREN,
      }),
    )
    const at = markup.indexOf(CHILDREN)
    shell = { head: split(`<!DOCTYPE html>${markup.slice(0, at)}`), tail: split(markup.slice(at + CHILDREN.length)) }
    shells.set(key, shell)
  }
  return shell
}

/** Text escaped for HTML, as React and Hono escape it. */
export const escapeHtml = (value: string): string => {
  const buffer: [string] = ['']
  escapeToBuffer(value, buffer)
  return buffer[0]
}

export interface ShellValues {
  title: string
  /** The page's path after the locale segment ("" for the entry screen). */
  rest: string
  origin: string
  nonce?: string
  clientConfig?: ClientConfig
  /** A waiting screen refreshes itself every this many seconds (without JavaScript). */
  refresh?: number
  /** How a shared link to this page looks in a chat app. */
  preview?: { title: string; description: string; image: string }
}

/** The per-response head: a refresh for a waiting screen, Open Graph and Twitter card tags for a shared link. */
const headExtra = ({ refresh, preview, origin, rest }: ShellValues, locale: Locale): string => {
  // In <noscript>: a hydrated page listens to its room instead, and must not reload.
  let head = refresh ? `<noscript><meta http-equiv="refresh" content="${Math.round(refresh)}"/></noscript>` : ''
  if (preview) {
    const meta = (attribute: string, name: string, content: string) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}"/>`
    head +=
      meta('property', 'og:type', 'website') +
      meta('property', 'og:site_name', 'Worldwise') +
      meta('property', 'og:title', preview.title) +
      meta('property', 'og:description', preview.description) +
      meta('property', 'og:url', `${origin}/${locale}${rest}`) +
      meta('property', 'og:image', `${origin}${preview.image}`) +
      meta('property', 'og:locale', locale) +
      meta('name', 'twitter:card', 'summary_large_image') +
      meta('name', 'twitter:title', preview.title) +
      meta('name', 'twitter:description', preview.description)
  }
  return head
}

const fill = (template: Template, values: Record<Slot, string>): string => {
  let out = ''
  for (const part of template) out += typeof part === 'string' ? part : values[part.slot]
  return out
}

/** The document's head (up to the page content) and tail, for this response. */
export const renderShell = (locale: Locale, hydrate: boolean, values: ShellValues): { head: string; tail: string } => {
  const shell = shellFor(locale, hydrate)
  const filled: Record<Slot, string> = {
    title: escapeHtml(values.title),
    rest: escapeHtml(values.rest),
    defaultPath: escapeHtml(values.rest || '/'),
    origin: escapeHtml(values.origin),
    nonce: escapeHtml(values.nonce ?? ''),
    config: values.clientConfig ? serializeProps(values.clientConfig) : '',
    head: headExtra(values, locale),
  }
  return { head: fill(shell.head, filled), tail: fill(shell.tail, filled) }
}
