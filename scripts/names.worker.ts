/**
 * Run by scripts/build-data.mjs inside workerd (Miniflare): which of the given country,
 * currency and language codes CLDR names in every supported locale, in the runtime
 * that serves the game.
 */
import { locales } from '../locales/i18n-util.js'
import { cldrName, type NameKind } from '../src/game/cldr.js'

export default {
  async fetch(request: Request): Promise<Response> {
    const codes = (await request.json()) as Record<NameKind, string[]>
    const named = Object.fromEntries(
      Object.entries(codes).map(([kind, list]) => [
        kind,
        list.filter((code) => locales.every((locale) => cldrName(locale, kind as NameKind, code) !== undefined)),
      ]),
    )
    return Response.json(named)
  },
}
