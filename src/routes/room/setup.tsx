/**
 * @module room/setup
 * What a teacher sets up before a room opens: a topic, a region of the world, how many
 * questions, and for a live room a time limit and the speed bonus. The form fields that
 * ask for it, the check of what comes back, and the draw of the room's questions; live
 * rooms and homework rooms share them.
 */
import type { JSX } from 'react'
import { TOPICS } from '../../game/catalog.js'
import { COUNTRIES } from '../../game/countries.js'
import { CONTINENTS, drawScoped, type Continent } from '../../game/regions.js'
import { subregionKey } from '../../i18n/question-texts.js'
import { formatNumber, translator, type Locale, type Translator } from '../../i18n/translations.js'
import { modeName } from '../entry.js'
import { ROOM_COUNTS, ROOM_LIMITS } from './shared.js'

export interface RoomSetup {
  mode: string
  region?: string
  count: number
  limit: number
  bonus: boolean
}

const MODES = ['mixed', ...TOPICS] as const
/** The select's value for no region. */
const WORLD = 'world'

/**
 * Each continent's subregions (keys of `LL.regionNames`), in the data's order. A subregion
 * with fewer countries than the smallest room has questions cannot fill any room (no
 * country comes up twice), so it is not offered: Australasia, Eastern Europe, Melanesia,
 * North America and Polynesia are asked about through their continent.
 */
const SUBREGIONS: ReadonlyMap<Continent, readonly string[]> = (() => {
  const counts = new Map<string, { continent: Continent; countries: number }>()
  for (const c of COUNTRIES) {
    const key = subregionKey(c.subregion)
    const entry = counts.get(key) ?? { continent: c.region.toLowerCase() as Continent, countries: 0 }
    entry.countries++
    counts.set(key, entry)
  }
  const byContinent = new Map<Continent, string[]>(CONTINENTS.map((continent) => [continent, []]))
  for (const [key, { continent, countries }] of counts) if (countries >= ROOM_COUNTS[0]) byContinent.get(continent)?.push(key)
  return byContinent
})()

const isRegion = (value: string): boolean => (CONTINENTS as readonly string[]).includes(value) || [...SUBREGIONS.values()].some((keys) => keys.includes(value))


const ALL: Record<Continent, (LL: Translator) => string> = {
  africa: (LL) => LL.roomSetup.allAfrica(),
  americas: (LL) => LL.roomSetup.allAmericas(),
  asia: (LL) => LL.roomSetup.allAsia(),
  europe: (LL) => LL.roomSetup.allEurope(),
  oceania: (LL) => LL.roomSetup.allOceania(),
}

/** The host form's fields: topic, region, question count, and (live rooms only) time limit and speed bonus. */
export function SetupFields({ locale, idPrefix, live, given = {} }: { locale: Locale; idPrefix: string; live: boolean; given?: Record<string, readonly string[]> }): JSX.Element {
  const LL = translator(locale)
  // An option is a name on its own: `LL.subregions` holds the forms written for inside sentences.
  const regionNames = LL.regionNames as unknown as Record<string, () => string>
  // A form shown again after a refusal keeps the teacher's choices.
  const was = (name: string, fallback: string) => given[name]?.[0] ?? fallback
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <>
      <label htmlFor={id('mode')}>{LL.room.modeLabel()}</label>
      <select id={id('mode')} name="mode" defaultValue={was('mode', 'mixed')}>
        {MODES.map((mode) => (
          <option key={mode} value={mode}>
            {mode === 'mixed' ? LL.room.modeMixed() : modeName(LL, mode)}
          </option>
        ))}
      </select>
      <label htmlFor={id('region')}>{LL.roomSetup.regionLabel()}</label>
      <p className="hint" id={id('region-hint')}>
        {LL.roomSetup.regionHint()}
      </p>
      <select id={id('region')} name="region" defaultValue={was('region', WORLD)} aria-describedby={id('region-hint')}>
        <option value={WORLD}>{LL.roomSetup.world()}</option>
        {CONTINENTS.map((continent) => (
          <optgroup key={continent} label={LL.roomSetup[continent]()}>
            <option value={continent}>{ALL[continent](LL)}</option>
            {SUBREGIONS.get(continent)!.map((key) => (
              <option key={key} value={key}>
                {regionNames[key]?.() ?? key}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <fieldset>
        <legend>{LL.room.countLabel()}</legend>
        {ROOM_COUNTS.map((count) => (
          <label key={count} className="inline-choice">
            <input type="radio" name="count" value={count} defaultChecked={String(count) === was('count', '10')} /> {formatNumber(locale, count)}
          </label>
        ))}
      </fieldset>
      {live && (
        <>
          <label htmlFor={id('limit')}>{LL.room.limitLabel()}</label>
          <select id={id('limit')} name="limit" defaultValue={was('limit', '0')}>
            {ROOM_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit === 0 ? LL.room.limitOff() : LL.roomSetup.limitSeconds({ seconds: limit })}
              </option>
            ))}
          </select>
          <label className="inline-choice">
            <input type="checkbox" name="bonus" value="1" defaultChecked={given.bonus?.[0] === '1'} aria-describedby={id('bonus-hint')} /> {LL.roomSetup.bonusLabel()}
          </label>
          <p className="hint" id={id('bonus-hint')}>
            {LL.roomSetup.bonusHint()}
          </p>
          <p>{LL.roomSetup.lateJoin()}</p>
        </>
      )}
    </>
  )
}

type SetupProblem = { ok: false; code: string; message: string }

/** Reads and validates those fields; a bad value is a localized message. */
export const readSetup = (locale: Locale, fields: Record<string, readonly string[]>, live: boolean): { ok: true; setup: RoomSetup } | SetupProblem => {
  const LL = translator(locale)
  const problem = (code: 'unknownMode' | 'badRegion' | 'badCount' | 'badLimit' | 'badBonus'): SetupProblem => ({
    ok: false,
    code,
    message: code === 'unknownMode' ? LL.errors.unknownMode() : LL.roomSetup[code](),
  })
  // A field sent twice is as bad as a value that is not offered.
  const field = (name: string, fallback: string): string | undefined => {
    const values = fields[name] ?? []
    return values.length === 0 ? fallback : values.length === 1 ? values[0] : undefined
  }
  const mode = field('mode', 'mixed')
  if (mode === undefined || !(MODES as readonly string[]).includes(mode)) return problem('unknownMode')
  const region = field('region', WORLD)
  if (region === undefined || (region !== WORLD && !isRegion(region))) return problem('badRegion')
  const count = field('count', '10')
  if (count === undefined || !(ROOM_COUNTS as readonly number[]).map(String).includes(count)) return problem('badCount')
  const limit = live ? field('limit', '0') : '0'
  if (limit === undefined || !(ROOM_LIMITS as readonly number[]).map(String).includes(limit)) return problem('badLimit')
  const bonus = live ? field('bonus', '') : ''
  if (bonus !== '' && bonus !== '1') return problem('badBonus')
  return {
    ok: true,
    // The bonus is for time left: without a time limit there is none to reward.
    setup: { mode, ...(region === WORLD ? {} : { region }), count: Number(count), limit: Number(limit), bonus: bonus === '1' && limit !== '0' },
  }
}

/**
 * Draws the room's question ids for a setup (no question or country twice; src/game/regions.ts).
 * Fewer than `setup.count` come back when the topic and region have no more: the host is
 * told so rather than given a short room.
 */
export const drawSetup = (setup: RoomSetup): string[] => drawScoped(setup)
