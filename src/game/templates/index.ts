/**
 * @module templates
 * Every template behind one lookup: an id names its template and its countries
 * (`area-order-fr`, `borders-fr-de`), so a generated question is rebuilt from its id
 * alone, the same on every request and in every locale.
 */
import type { Question } from '../catalog.js'
import { country } from '../countries.js'
import { borderedBy, borderPick, borders, landlocked, neighbourCount, neighbours } from './borders.js'
import { capitalCity, capitalClaim, capitalFlag, capitalNorth, capitalOf, capitalOrder, capitalTyped, capitalWhere } from './capitals.js'
import { flag, flagName, flagText } from './flags.js'
import { currency, currencyUsers, language, languageSpeakers, speaks, usesCurrency } from './money.js'
import { mapClick, shape } from './maps.js'
import { isNamed, namedCountries, type Draft, type Template } from './pick.js'
import { area, areaOrder, largest, larger, northOrder } from './sizes.js'

export const TEMPLATES: readonly Template[] = [
  flag, flagName, flagText,
  borderPick, neighbours, borders, neighbourCount, borderedBy, landlocked,
  larger, areaOrder, northOrder, area, largest,
  currency, language, usesCurrency, speaks, currencyUsers, languageSpeakers,
  mapClick, shape,
  capitalOf, capitalTyped, capitalCity, capitalFlag, capitalClaim, capitalNorth, capitalOrder, capitalWhere,
]

const CODES = /^([a-z]{2})(?:-([a-z]{2}))?$/

const file = (template: Template, draft: Draft): Question => ({
  ...draft.body,
  topic: template.topic,
  difficulty: draft.difficulty,
  countries: draft.countries,
  about: draft.about,
  ...(draft.picture ? { picture: draft.picture } : {}),
  ...(draft.outline ? { outline: draft.outline } : {}),
})

/** The generated question with this id, or undefined when no template makes it. */
export const buildFromId = (id: string): Question | undefined => {
  for (const template of TEMPLATES) {
    if (!id.startsWith(`${template.prefix}-`)) continue
    const match = CODES.exec(id.slice(template.prefix.length + 1))
    if (!match) continue
    const anchor = country(match[1]!)
    if (!anchor || !isNamed(anchor)) return undefined
    const partnerCode = match[2]
    if (Boolean(partnerCode) !== Boolean(template.partners)) return undefined
    if (partnerCode && !template.partners!(anchor).includes(partnerCode)) return undefined
    const draft = template.build(id, anchor, partnerCode ? country(partnerCode) : undefined)
    return draft && file(template, draft)
  }
  return undefined
}

/** Every generated question, in template order. */
export const allGenerated = (): Question[] => {
  const questions: Question[] = []
  for (const template of TEMPLATES) {
    for (const anchor of namedCountries()) {
      const partners = template.partners ? template.partners(anchor) : [undefined]
      for (const partner of partners) {
        const id = `${template.prefix}-${anchor.code}${partner ? `-${partner}` : ''}`
        const draft = template.build(id, anchor, partner ? country(partner) : undefined)
        if (draft) questions.push(file(template, draft))
      }
    }
  }
  return questions
}
