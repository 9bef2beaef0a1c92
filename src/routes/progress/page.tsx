/**
 * @module routes/progress/page
 * `/{locale}/progress`: the player's own progress, read from their learner (docs/
 * decisions/015): games and questions, the share of points, the daily streak and the
 * longest, reviews due today, points by topic, and the mastery map with its key and a
 * table of the same figures. A browser without a learner sees how to start, and reaches
 * no object; a store that is slow or down gives a short apology, never an error page.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../env.js'
import { TOPICS } from '../../game/catalog.js'
import { COUNTRIES } from '../../game/countries.js'
import { utcDay } from '../../game/daily.js'
import { nowSeconds } from '../../http/game-cookie.js'
import { renderToString } from 'react-dom/server'
import { sendRendered } from '../../http/render.js'
import { entryUrl, statsContext } from '../../http/respond.js'
import { formatNumber, formatPercent } from '../../i18n/intl.js'
import { countryName } from '../../i18n/question-texts.js'
import { translator, type Locale } from '../../i18n/translations.js'
import { readLearner } from '../../learners/cookie.js'
import { MASTERY_LEVELS, masteryLevel, masteryMapMarkup, swatchMarkup, type MasteryLevel } from '../../learners/mastery.js'
import { readProgress, type Progress } from '../../learners/store.js'
import { LearnPanel, StartForm } from '../entry.js'
import { FORGET_FIELD, FORGET_VALUE } from './forget.js'

type Ctx = Context<AppEnv>

const levelName = (LL: ReturnType<typeof translator>, level: MasteryLevel): string => LL.progress[`level${level}`]()

function Figures({ locale, progress }: { locale: Locale; progress: Progress }) {
  const LL = translator(locale)
  return (
    <ul className="progress-figures">
      <li>{LL.progress.games({ count: progress.games })}</li>
      <li>{LL.progress.answered({ count: progress.answered })}</li>
      <li>{LL.progress.accuracy({ percent: formatPercent(locale, progress.answered ? progress.points / progress.answered : 0) })}</li>
      <li>{LL.progress.streak({ days: progress.streak })}</li>
      <li>{LL.progress.longest({ days: progress.longestStreak })}</li>
      <li>{LL.progress.due({ count: progress.due })}</li>
    </ul>
  )
}

function Topics({ locale, progress }: { locale: Locale; progress: Progress }) {
  const LL = translator(locale)
  const byTopic = new Map(progress.topics.map((t) => [t.topic, t]))
  const played = TOPICS.filter((topic) => byTopic.has(topic))
  if (!played.length) return null
  return (
    <section aria-labelledby="progress-topics">
      <h2 id="progress-topics">{LL.progress.topicsHeading()}</h2>
      <table className="progress-table">
        <thead>
          <tr>
            <th scope="col">{LL.progress.topicColumn()}</th>
            <th scope="col">{LL.progress.answeredColumn()}</th>
            <th scope="col">{LL.progress.pointsColumn()}</th>
          </tr>
        </thead>
        <tbody>
          {played.map((topic) => {
            const { answered, points } = byTopic.get(topic)!
            return (
              <tr key={topic}>
                <th scope="row">{LL.topics[topic]()}</th>
                <td>{formatNumber(locale, answered)}</td>
                <td>{formatPercent(locale, points / answered)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

/** The map's key: every step's swatch and name, the same for every player of a locale. */
function MasteryKey({ locale }: { locale: Locale }) {
  const LL = translator(locale)
  return (
    <ul className="mastery-key" aria-label={LL.progress.legendLabel()}>
      {([0, ...MASTERY_LEVELS] as MasteryLevel[]).map((level) => (
        <li key={level}>
          <span dangerouslySetInnerHTML={{ __html: swatchMarkup(level) }} /> {levelName(LL, level)}
        </li>
      ))}
    </ul>
  )
}

/** Moving to another device and forgetting: forms that are the same for every learner of a locale. */
function MoveAndForget({ locale }: { locale: Locale }) {
  const LL = translator(locale)
  return (
    <>
      <section aria-labelledby="progress-move-heading">
        <h2 id="progress-move-heading">{LL.progress.moveHeading()}</h2>
        <p>{LL.progress.moveHint()}</p>
        <form method="post" action={`/${locale}/progress/move`}>
          <button type="submit" className="button button-secondary">
            {LL.progress.moveButton()}
          </button>
        </form>
      </section>
      <section aria-labelledby="progress-forget-heading">
        <h2 id="progress-forget-heading">{LL.progress.forgetHeading()}</h2>
        <p>{LL.progress.forgetHint()}</p>
        <form method="post" action={`/${locale}/progress/forget`} className="forget-form">
          <label>
            <input type="checkbox" name={FORGET_FIELD} value={FORGET_VALUE} required /> {LL.progress.forgetConfirm()}
          </label>
          <button type="submit" className="button button-secondary">
            {LL.progress.forgetButton()}
          </button>
        </form>
      </section>
    </>
  )
}

/**
 * What every player of a locale sees alike on this page (Learn, the map's key, moving and
 * forgetting, the privacy note) is rendered once per isolate and locale, as decision 008
 * does for the shell: the page renders a marker for each, replaced by its markup.
 */
const SHARED_PARTS = {
  learn: (locale: Locale) => <LearnPanel locale={locale} practice={false} className="learn progress-learn" />,
  key: (locale: Locale) => <MasteryKey locale={locale} />,
  forms: (locale: Locale) => <MoveAndForget locale={locale} />,
  privacy: (locale: Locale) => <p className="progress-privacy">{translator(locale).progress.privacy()}</p>,
}
type SharedPart = keyof typeof SHARED_PARTS
const Shared = ({ part }: { part: SharedPart }) => <template data-shared={part} />
const sharedMarkup = new Map<string, string>()
const fillShared = (html: string, locale: Locale): string =>
  html.replace(/<template data-shared="(\w+)"><\/template>/g, (_, part: SharedPart) => {
    const key = `${locale}/${part}`
    let markup = sharedMarkup.get(key)
    if (markup === undefined) {
      markup = renderToString(SHARED_PARTS[part](locale))
      sharedMarkup.set(key, markup)
    }
    return markup
  })

function MasteryMap({ locale, progress }: { locale: Locale; progress: Progress }) {
  const LL = translator(locale)
  const played = progress.countries.filter((c) => c.answered > 0)
  const levels = new Map(played.map((c) => [c.country, masteryLevel(c)]))
  const mastered = [...levels.values()].filter((l) => l === 4).length
  const label = LL.progress.mapLabel({ played: played.length, total: COUNTRIES.length, mastered })
  const rows = played
    .map((c) => ({ ...c, name: countryName(locale, c.country), level: levels.get(c.country)! }))
    .sort((a, b) => b.level - a.level || a.name.localeCompare(b.name, locale))
  return (
    <section aria-labelledby="progress-map">
      <h2 id="progress-map">{LL.progress.mapHeading()}</h2>
      <div className="mastery" dangerouslySetInnerHTML={{ __html: masteryMapMarkup(levels, label) }} />
      <Shared part="key" />
      {rows.length > 0 && (
        <table className="progress-table mastery-table">
          <caption>{LL.progress.tableCaption()}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.progress.countryColumn()}</th>
              <th scope="col">{LL.progress.answeredColumn()}</th>
              <th scope="col">{LL.progress.pointsColumn()}</th>
              <th scope="col">{LL.progress.levelColumn()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.country} data-c={row.country} data-level={row.level}>
                <th scope="row">{row.name}</th>
                <td>{formatNumber(locale, row.answered)}</td>
                <td>{formatPercent(locale, row.points / row.answered)}</td>
                <td>{levelName(LL, row.level)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export const showProgress = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const learner = await readLearner(c)
  // No learner yet: nothing to read, no object reached.
  const progress = learner ? await readProgress(statsContext(c), learner, utcDay(nowSeconds())) : undefined
  const started = progress && progress.answered > 0
  const content = renderToString(
    <section className="panel progress">
      <h1>{LL.progress.title()}</h1>
      <p className="lead">{LL.progress.intro()}</p>
      {c.req.query('moved') === '1' && learner && (
        <p className="notice" role="status">
          {LL.progress.moved()}
        </p>
      )}
      {c.req.query('forgotten') === '1' && !learner && (
        <p className="notice" role="status">
          {LL.progress.forgotten()}
        </p>
      )}
      {learner && !progress && (
        <p className="notice" role="status">
          {LL.progress.unavailable()}
        </p>
      )}
      {started ? (
        <>
          <Figures locale={locale} progress={progress} />
          <section className="progress-practice" aria-labelledby="progress-practice">
            <h2 id="progress-practice">{LL.progress.practice()}</h2>
            <p>{progress.mistakes ? LL.progress.practiceHint() : LL.progress.noMistakes()}</p>
            {progress.mistakes > 0 && <StartForm action={entryUrl(locale)} label={LL.progress.practice()} primary={true} mode="mistakes" />}
          </section>
          <Shared part="learn" />
          <Topics locale={locale} progress={progress} />
          <MasteryMap locale={locale} progress={progress} />
        </>
      ) : (
        (!learner || progress) && (
          <p>
            {LL.progress.empty()}{' '}
            <a href={entryUrl(locale)}>{LL.progress.play()}</a>
          </p>
        )
      )}
      {learner && <Shared part="forms" />}
      <Shared part="privacy" />
    </section>,
  )
  return sendRendered(c, fillShared(content, locale), { title: LL.progress.title() })
}
