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
import { collatorOf, formatNumber, formatPercent } from '../../i18n/intl.js'
import { countryName } from '../../i18n/question-texts.js'
import { translator, type Locale, type Translator } from '../../i18n/translations.js'
import { escapeHtml } from '../../http/shell.js'
import { remember } from '../../bounded.js'
import { readLearner } from '../../learners/cookie.js'
import { MASTERY_LEVELS, masteryLevel, masteryMapMarkup, swatchMarkup, type MasteryLevel } from '../../learners/mastery.js'
import { readProgress, type Progress } from '../../learners/store.js'
import { LearnPanel, StartForm } from '../entry.js'
import { FORGET_FIELD, FORGET_VALUE } from './forget.js'

type Ctx = Context<AppEnv>

const levelName = (LL: Translator, level: MasteryLevel): string => LL.progress[`level${level}`]()

const h = escapeHtml

/** The learner's figures: games, answers, the share of points, the streaks, the reviews due. */
const figuresMarkup = (locale: Locale, LL: Translator, progress: Progress): string => {
  const items = [
    LL.progress.games({ count: progress.games }),
    LL.progress.answered({ count: progress.answered }),
    LL.progress.accuracy({ percent: formatPercent(locale, progress.answered ? progress.points / progress.answered : 0) }),
    LL.progress.streak({ days: progress.streak }),
    LL.progress.longest({ days: progress.longestStreak }),
    LL.progress.due({ count: progress.due }),
  ]
  return `<ul class="progress-figures">${items.map((item) => `<li>${h(item)}</li>`).join('')}</ul>`
}

/** A table's head: its column names. */
const headMarkup = (names: string[]): string => `<thead><tr>${names.map((name) => `<th scope="col">${h(name)}</th>`).join('')}</tr></thead>`

/**
 * The page's words that take no argument, escaped, and the fixed markup made of them:
 * the same for every player of a locale, so made once per isolate and locale.
 */
const fixedByLocale = new Map<Locale, ReturnType<typeof makeFixed>>()
const makeFixed = (locale: Locale) => {
  const LL = translator(locale)
  return {
    head: `<section class="panel progress"><h1>${h(LL.progress.title())}</h1><p class="lead">${h(LL.progress.intro())}</p>`,
    practice: `<section class="progress-practice" aria-labelledby="progress-practice"><h2 id="progress-practice">${h(LL.progress.practice())}</h2>`,
    practiceHint: `<p>${h(LL.progress.practiceHint())}</p>`,
    noMistakes: `<p>${h(LL.progress.noMistakes())}</p>`,
    empty: `<p>${h(LL.progress.empty())} <a href="${entryUrl(locale)}">${h(LL.progress.play())}</a></p>`,
    topics:
      `<section aria-labelledby="progress-topics"><h2 id="progress-topics">${h(LL.progress.topicsHeading())}</h2><table class="progress-table">` +
      `${headMarkup([LL.progress.topicColumn(), LL.progress.answeredColumn(), LL.progress.pointsColumn()])}<tbody>`,
    topicNames: new Map(TOPICS.map((topic) => [topic, h(LL.topics[topic]())])),
    map: `<section aria-labelledby="progress-map"><h2 id="progress-map">${h(LL.progress.mapHeading())}</h2>`,
    table:
      `<table class="progress-table mastery-table"><caption>${h(LL.progress.tableCaption())}</caption>` +
      `${headMarkup([LL.progress.countryColumn(), LL.progress.answeredColumn(), LL.progress.pointsColumn(), LL.progress.levelColumn()])}<tbody>`,
    levelNames: ([0, ...MASTERY_LEVELS] as MasteryLevel[]).map((level) => h(levelName(LL, level))),
  }
}
const fixed = (locale: Locale) => remember(fixedByLocale, 64, locale, () => makeFixed(locale))

/** Points by topic, for the topics played. */
const topicsMarkup = (locale: Locale, progress: Progress): string => {
  const byTopic = new Map(progress.topics.map((t) => [t.topic, t]))
  const played = TOPICS.filter((topic) => byTopic.has(topic))
  if (!played.length) return ''
  const words = fixed(locale)
  const rows = played.map((topic) => {
    const { answered, points } = byTopic.get(topic)!
    return `<tr><th scope="row">${words.topicNames.get(topic)}</th><td>${h(formatNumber(locale, answered))}</td><td>${h(formatPercent(locale, points / answered))}</td></tr>`
  })
  return `${words.topics}${rows.join('')}</tbody></table></section>`
}

/** The mastery map, its key and the table of the same figures. */
const masteryMarkup = (locale: Locale, LL: Translator, progress: Progress): string => {
  const words = fixed(locale)
  const played = progress.countries.filter((c) => c.answered > 0)
  const levels = new Map(played.map((c) => [c.country, masteryLevel(c)]))
  const mastered = [...levels.values()].filter((l) => l === 4).length
  const label = LL.progress.mapLabel({ played: played.length, total: COUNTRIES.length, mastered })
  const collator = collatorOf(locale)
  const rows = played
    .map((c) => ({ ...c, name: countryName(locale, c.country), level: levels.get(c.country)! }))
    .sort((a, b) => b.level - a.level || collator.compare(a.name, b.name))
    .map(
      (r) =>
        `<tr data-c="${r.country}" data-level="${r.level}"><th scope="row">${h(r.name)}</th><td>${h(formatNumber(locale, r.answered))}</td>` +
        `<td>${h(formatPercent(locale, r.points / r.answered))}</td><td>${words.levelNames[r.level]}</td></tr>`,
    )
  const table = rows.length ? `${words.table}${rows.join('')}</tbody></table>` : ''
  return `${words.map}<div class="mastery">${masteryMapMarkup(levels, label)}</div>${shared(locale, 'key')}${table}</section>`
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
 * What every player of a locale sees alike on this page (Learn, the map's key, Practice my
 * mistakes' form, moving and forgetting, the privacy note) is rendered by React once per
 * isolate and locale, as decision 008 does for the shell; the player's own parts are
 * written as strings (like the map), so a page costs no React render.
 */
const SHARED_PARTS = {
  learn: (locale: Locale) => <LearnPanel locale={locale} practice={false} className="learn progress-learn" />,
  key: (locale: Locale) => <MasteryKey locale={locale} />,
  practice: (locale: Locale) => <StartForm action={entryUrl(locale)} label={translator(locale).progress.practice()} primary={true} mode="mistakes" />,
  forms: (locale: Locale) => <MoveAndForget locale={locale} />,
  privacy: (locale: Locale) => <p className="progress-privacy">{translator(locale).progress.privacy()}</p>,
}
type SharedPart = keyof typeof SHARED_PARTS
const sharedMarkup = new Map<string, string>()
const shared = (locale: Locale, part: SharedPart): string =>
  remember(sharedMarkup, 256, `${locale}/${part}`, () => renderToString(SHARED_PARTS[part](locale)))

export const showProgress = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const learner = await readLearner(c)
  // No learner yet: nothing to read, no object reached.
  const progress = learner ? await readProgress(statsContext(c), learner, utcDay(nowSeconds())) : undefined
  const started = progress && progress.answered > 0
  const notice = (text: string) => `<p class="notice" role="status">${h(text)}</p>`
  const words = fixed(locale)
  let content = words.head
  if (c.req.query('moved') === '1' && learner) content += notice(LL.progress.moved())
  if (c.req.query('forgotten') === '1' && !learner) content += notice(LL.progress.forgotten())
  if (learner && !progress) content += notice(LL.progress.unavailable())
  if (started) {
    content +=
      figuresMarkup(locale, LL, progress) +
      words.practice +
      (progress.mistakes ? words.practiceHint + shared(locale, 'practice') : words.noMistakes) +
      '</section>' +
      shared(locale, 'learn') +
      topicsMarkup(locale, progress) +
      masteryMarkup(locale, LL, progress)
  } else if (!learner || progress) content += words.empty
  if (learner) content += shared(locale, 'forms')
  content += `${shared(locale, 'privacy')}</section>`
  return sendRendered(c, content, { title: LL.progress.title() })
}
