/**
 * @module Layout
 * The document every page is rendered into: `<html lang dir>`, canonical and
 * hreflang links, the header with the language switcher, and the main landmark.
 * Rendered once per isolate and locale with placeholders (http/shell.ts).
 */
import type { ReactNode } from 'react'
import { LOCALE_INFO, SWITCHER_LOCALES, type Locale } from '../i18n/translations.js'
import { SWITCH_PARAM } from '../i18n/negotiate.js'
import { CLIENT_CONFIG_ID } from '../client/config.js'

export interface LayoutProps {
  locale: Locale
  /** The page's path after the locale segment ("" for the entry screen). */
  rest: string
  /** The same path without a locale, for `x-default` (`/` for the entry screen). */
  defaultPath: string
  origin: string
  title: string
  siteName: string
  tagline: string
  skipToContent: string
  languageLabel: string
  homeLabel: string
  /** The header's link to the player's progress page. */
  progressLabel: string
  /** The footer's data and flag credits, and the credits page link. */
  creditsText: string
  creditsLabel: string
  stylesheet: string
  /** The client bundle, on pages with islands to hydrate. */
  script?: string
  /** The CSP nonce of this response. */
  nonce?: string
  /** What the client bundle needs to know (client/config.ts), serialized, on pages that load it. */
  clientConfigJson?: string
  /** Per-response head markup (a waiting screen's refresh, link previews): a token the shell fills in. */
  headExtra?: string
  children: ReactNode
}

/**
 * Twenty-one languages do not fit a header as a row of links: the switcher is a native
 * disclosure (`<details>`), so it opens without JavaScript, and shows the current
 * language by its own name until opened.
 */
export function LanguageSwitcher({ locale, rest, label }: { locale: Locale; rest: string; label: string }) {
  return (
    <nav className="switcher" aria-label={label}>
      <details>
        <summary>
          <svg className="switcher-globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9.5" />
            <path d="M2.5 12h19M12 2.5c2.6 2.6 3.9 5.8 3.9 9.5s-1.3 6.9-3.9 9.5c-2.6-2.6-3.9-5.8-3.9-9.5s1.3-6.9 3.9-9.5z" />
          </svg>
          <span className="visually-hidden">{label}: </span>
          <span lang={locale}>{LOCALE_INFO[locale].name}</span>
        </summary>
        <ul>
          {SWITCHER_LOCALES.map((l) => (
            <li key={l}>
              <a
                href={`/${l}${rest}?${SWITCH_PARAM}=${l}`}
                hrefLang={l}
                lang={l}
                dir={LOCALE_INFO[l].dir}
                aria-current={l === locale ? 'page' : undefined}
              >
                {LOCALE_INFO[l].name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}

/** A hyphenated package name with its licence: "flag-icons (MIT)", "world-countries（ODbL）". */
const CREDIT_NAME = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+\s*[(（][^)）]*[)）])/u

/** The footer's credits, each package name kept whole: a narrow screen would break it at its hyphen. */
function CreditsText({ text }: { text: string }) {
  return text.split(CREDIT_NAME).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="credit-name">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

export function Layout(props: LayoutProps) {
  const { locale, rest, origin } = props
  return (
    <html lang={locale} dir={LOCALE_INFO[locale].dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · ${props.siteName}`}</title>
        <meta name="description" content={props.tagline} />
        <meta name="color-scheme" content="light dark" />
        {props.headExtra}
        <link rel="canonical" href={`${origin}/${locale}${rest}`} />
        {SWITCHER_LOCALES.map((l) => (
          <link key={l} rel="alternate" hrefLang={l} href={`${origin}/${l}${rest}`} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={`${origin}${props.defaultPath}`} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={props.stylesheet} />
        {props.script && <script type="module" src={props.script} nonce={props.nonce} async />}
        {props.clientConfigJson && <script type="application/json" id={CLIENT_CONFIG_ID} dangerouslySetInnerHTML={{ __html: props.clientConfigJson }} />}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {props.skipToContent}
        </a>
        <header className="site-header">
          <a className="brand" href={`/${locale}`} aria-label={props.homeLabel}>
            <span className="brand-mark" aria-hidden="true">
              ◍
            </span>
            <span className="brand-name">{props.siteName}</span>
          </a>
          <div className="header-end">
            <a className="header-link" href={`/${locale}/progress`}>
              {props.progressLabel}
            </a>
            <LanguageSwitcher locale={locale} rest={rest} label={props.languageLabel} />
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {props.children}
        </main>
        <footer className="site-footer">
          <p>{props.tagline}</p>
          <p className="credits-line">
            <CreditsText text={props.creditsText} /> <a href={`/${locale}/credits`}>{props.creditsLabel}</a>
          </p>
        </footer>
      </body>
    </html>
  )
}
