/**
 * Run by scripts/build/build-data.mjs inside workerd (Miniflare): which of the given country,
 * currency and language codes CLDR names in every supported locale, in the runtime
 * that serves the game, and the country names it shows.
 */
import { locales } from '../../locales/i18n-util.js'
import { cldrName, type NameKind } from '../../src/game/cldr.js'

export default {
  async fetch(request: Request): Promise<Response> {
    const codes = (await request.json()) as Record<NameKind, string[]>
    const named = Object.fromEntries(
      Object.entries(codes).map(([kind, list]) => [
        kind,
        list.filter((code) => locales.every((locale) => cldrName(locale, kind as NameKind, code) !== undefined)),
      ]),
    )
    // And each country's name as this runtime shows it, for the data build to leave out
    // typed spellings the game accepts anyway (scripts/build/build-data.mjs).
    const regionNames = Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(codes.region.map((code) => [code, cldrName(locale, 'region', code) ?? '']))]))
    return Response.json({ named, regionNames })
  },
}
