/**
 * @module negotiate
 * Which locale a request is for. Pages live under `/{locale}`; anything else is
 * redirected there. Detection itself is Hono's `languageDetector` (cookie, then
 * Accept-Language with q-values and base-language fallback, then `en`).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import { detectFromPath, languageDetector } from 'hono/language'
import { baseLocale, isLocale, locales, type Locale } from './translations.js'

/** The cookie that keeps the player's chosen language. */
export const LANGUAGE_COOKIE = 'ww_lang'
/** The query parameter the language switcher adds to save the choice. */
export const SWITCH_PARAM = 'lang'

/**
 * The locale a language tag means, where the language alone would pick the wrong one:
 * Chinese by script or region (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant…` → `zh-Hant`; `zh-CN`,
 * `zh-SG`, `zh-Hans…` → `zh`) and Indonesian's old code `in`. Everything else is left to
 * the detector's base-language fallback (`pt-BR` → `pt`, `fa-IR` → `fa`).
 */
export const canonicalTag = (tag: string): string => {
  const lower = tag.toLowerCase()
  if (lower === 'in' || lower.startsWith('in-')) return 'id'
  if (lower !== 'zh' && !lower.startsWith('zh-')) return tag
  return /^zh-(hant|tw|hk|mo)(-|$)/.test(lower) ? 'zh-Hant' : 'zh'
}

const detectorOptions = {
  supportedLanguages: locales,
  convertDetectedLanguage: canonicalTag,
  fallbackLanguage: baseLocale,
  lookupCookie: LANGUAGE_COOKIE,
  lookupFromPathIndex: 0,
  ignoreCase: true,
  caches: false as const,
}

/**
 * Sets `c.var.language` from the saved choice or Accept-Language. Only a request outside
 * every locale needs it (to be sent to one), so the gate runs it for those alone.
 */
const detectLanguage = languageDetector({ ...detectorOptions, order: ['cookie', 'header'] })
const nothingNext = async () => {}

const ONE_YEAR = 365 * 24 * 60 * 60

export const saveLanguageChoice = (c: Context, locale: Locale): void =>
  setCookie(c, LANGUAGE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, httpOnly: true, secure: true, sameSite: 'Lax' })

/** The locale of any request, even one that never passed the locale gate (errors, 404s). */
export const requestLocale = (c: { get(key: 'locale' | 'language'): string | undefined }): Locale => {
  const candidate = c.get('locale') ?? c.get('language')
  return candidate && isLocale(candidate) ? candidate : baseLocale
}

/** The first path segment, as it appears in the URL. */
const firstSegment = (pathname: string): string => pathname.split('/')[1] ?? ''

export type LocaleVariables = { locale: Locale; language: string }

/**
 * Gate for every page: sets `c.var.locale`, or redirects.
 * - `/{locale}/…?lang={locale}` (the switcher): saves the choice, 303 to the clean URL.
 * - `/fr-CA/…`, `/DE/…`, `/zh-TW/…`, `/ZH-hant/…`: 308 to the canonical locale, same rest
 *   of path and query. Traditional Chinese is spelled `zh-Hant` in the path, as BCP 47
 *   writes a script subtag (and as CLDR names the locale).
 * - `/`, `/anything/…`: 307 to the negotiated locale; varies on Cookie and Accept-Language.
 */
export const localeGate = (): MiddlewareHandler<{ Variables: LocaleVariables }> =>
  async function localeGate(c, next) {
    const segment = firstSegment(c.req.path)
    if (isLocale(segment)) {
      c.set('locale', segment)
      if (c.req.query(SWITCH_PARAM) === segment && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
        const url = new URL(c.req.url)
        saveLanguageChoice(c, segment)
        url.searchParams.delete(SWITCH_PARAM)
        c.header('Cache-Control', 'private, no-store')
        return c.redirect(url.pathname + url.search, 303)
      }
      return next()
    }
    const url = new URL(c.req.url)
    const canonical = detectFromPath(c, { ...detectorOptions, order: ['path'] } as never) as Locale | undefined
    if (canonical) {
      const rest = url.pathname.slice(1 + segment.length)
      return c.redirect(`/${canonical}${rest}${url.search}`, 308)
    }
    await detectLanguage(c as Context, nothingNext)
    c.header('Vary', 'Cookie, Accept-Language')
    c.header('Cache-Control', 'private, no-store')
    const negotiated = c.get('language') as Locale
    const rest = url.pathname === '/' ? '' : url.pathname
    return c.redirect(`/${negotiated}${rest}${url.search}`, 307)
  }
