/**
 * @module entry
 * `/{locale}`: what the game is, Start (a form post that draws a new quick game),
 * today's challenge, the topics (one plain form each, so they work without JavaScript)
 * and Resume when a game is in progress.
 */
import type { Context } from 'hono'
import { findQuestion, isMode, PASS_RATIO, QUESTIONS_PER_GAME, TOPICS, type Mode } from '../game/catalog.js'
import { dailyQuestions, utcDay, type Day } from '../game/daily.js'
import { drawQuestions } from '../game/draw.js'
import { CONTINENTS, drawScoped, isContinent, isLearnScope, type LearnScope } from '../game/regions.js'
import { currentIndex, gameMode, isFinished, newGame, type GameState } from '../game/state.js'
import type { AppEnv } from '../env.js'
import { nowSeconds, readDailyCookie, readGameCookie, writeDailyCookie, writeGameCookie, type DailyAttempt } from '../http/game-cookie.js'
import { entryUrl, isFormPost, questionUrl, readFormFields, resultUrl, statsContext } from '../http/respond.js'
import { readLearner } from '../learners/cookie.js'
import { readLearnPlan, readMistakes, readSummary } from '../learners/store.js'
import { sendRenderedOnce } from '../http/render.js'
import { formatDay, formatNumber, formatPercent, translator, type Locale, type Translator } from '../i18n/translations.js'
import { measuredDifficulties } from '../stats/store.js'
import { problemPage } from './errors.js'

type Ctx = Context<AppEnv, '/:locale'>

/** The form field that chooses what a new game draws from (absent: a quick game). */
const MODE_FIELD = 'mode'
/** A Learn game's topic or continent. */
const SCOPE_FIELD = 'scope'

export function StartForm({ action, label, primary, mode, scope }: { action: string; label: string; primary: boolean; mode?: Mode; scope?: LearnScope }) {
  return (
    <form method="post" action={action} className="start-form">
      {mode && mode !== 'mixed' && <input type="hidden" name={MODE_FIELD} value={mode} />}
      {mode === 'learn' && scope && <input type="hidden" name={SCOPE_FIELD} value={scope} />}
      <button type="submit" className={`button ${primary ? 'button-primary' : 'button-secondary'}`}>
        {label}
      </button>
    </form>
  )
}

/** A mode's name, for the result page and the topic list. */
export const modeName = (LL: Translator, mode: Mode): string => LL.topics[mode]()

/** A Learn scope's name: a topic's, or a continent's. */
export const scopeName = (LL: Translator, scope: LearnScope): string =>
  isContinent(scope) ? LL.roomSetup[scope]() : LL.topics[scope]()

/**
 * Learn: one select of the topics and the continents (a plain form, so it works without
 * JavaScript), and, for a player whose learner has any, Practice my mistakes.
 */
export function LearnPanel({ locale, practice, className = 'panel learn' }: { locale: Locale; practice: boolean; className?: string }) {
  const LL = translator(locale)
  return (
    <section className={className} aria-labelledby="learn-heading">
      <h2 id="learn-heading">{LL.learn.heading()}</h2>
      <p id="learn-intro">{LL.learn.intro()}</p>
      <form method="post" action={entryUrl(locale)} className="learn-form">
        <input type="hidden" name={MODE_FIELD} value="learn" />
        <label htmlFor="learn-scope">{LL.learn.label()}</label>
        <select id="learn-scope" name={SCOPE_FIELD} aria-describedby="learn-intro">
          {[
            { label: LL.learn.topicsGroup(), scopes: TOPICS },
            { label: LL.learn.regionsGroup(), scopes: CONTINENTS },
          ].map(({ label, scopes }) => (
            <optgroup key={label} label={label}>
              {scopes.map((scope) => (
                <option key={scope} value={scope}>
                  {scopeName(LL, scope)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="button button-primary">
          {LL.learn.button()}
        </button>
      </form>
      {practice && <StartForm action={entryUrl(locale)} label={LL.progress.practice()} primary={false} mode="mistakes" />}
    </section>
  )
}

function Topics({ action, LL }: { action: string; LL: Translator }) {
  return (
    <section className="panel topics" aria-labelledby="topics-heading">
      <h2 id="topics-heading">{LL.topics.heading()}</h2>
      <ul className="topic-list">
        {TOPICS.map((topic) => (
          <li key={topic}>
            <form method="post" action={action} className="topic-form">
              <input type="hidden" name={MODE_FIELD} value={topic} />
              <button type="submit" className="topic-button" aria-describedby={`topic-${topic}`}>
                {modeName(LL, topic)}
              </button>
              <p className="topic-hint" id={`topic-${topic}`}>
                {LL.topics[`${topic}Hint`]()}
              </p>
            </form>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Today's challenge: the date in the player's words, and Play (or, once played today, the score and a replay). */
function DailyPanel({ locale, action, today, attempt }: { locale: Locale; action: string; today: Day; attempt?: DailyAttempt }) {
  const LL = translator(locale)
  const played = attempt?.d === today
  return (
    <section className="panel daily" aria-labelledby="daily-heading">
      <h2 id="daily-heading">{LL.daily.heading()}</h2>
      <p className="daily-date">
        <time dateTime={today}>{formatDay(locale, today)}</time>
      </p>
      <p>{LL.daily.intro()}</p>
      {played && (
        <p className="daily-played">
          {attempt.s === undefined ? LL.daily.played() : LL.daily.playedScore({ score: formatNumber(locale, attempt.s), total: QUESTIONS_PER_GAME })}
        </p>
      )}
      <form method="post" action={action} className="start-form">
        <input type="hidden" name={MODE_FIELD} value="daily" />
        <button type="submit" className={`button ${played ? 'button-secondary' : 'button-primary'}`}>
          {played ? LL.daily.replay() : LL.daily.play()}
        </button>
      </form>
    </section>
  )
}

export const showEntry = async (c: Ctx) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const [game, attempt, learner] = await Promise.all([readGameCookie(c), readDailyCookie(c), readLearner(c)])
  const inProgress = game && !isFinished(game) ? game : undefined
  const finished = game && isFinished(game)
  const today = utcDay(nowSeconds())
  // A learner's streak and reviews due (bounded: nothing shown when the store is slow).
  const summary = learner ? await readSummary(statsContext(c), learner, today) : undefined
  const content = (
    <>
    <section className="panel entry">
      <p className="eyebrow">{LL.ui.tagline()}</p>
      <h1>{LL.ui.entryTitle()}</h1>
      <p className="lead">{LL.ui.entryIntro()}</p>
      <p className="facts">{LL.ui.entryFacts({ count: QUESTIONS_PER_GAME, passMark: formatPercent(locale, PASS_RATIO) })}</p>
      <div className="actions">
        {inProgress && (
          <a className="button button-primary" href={questionUrl(locale, findQuestion(inProgress.ids[currentIndex(inProgress)]!)!)}>
            {LL.ui.resume({ current: currentIndex(inProgress) + 1, total: inProgress.ids.length })}
          </a>
        )}
        {finished && (
          <a className="button button-secondary" href={resultUrl(locale)}>
            {LL.ui.lastResult()}
          </a>
        )}
        <StartForm action={entryUrl(locale)} label={game ? LL.ui.startNew() : LL.ui.start()} primary={!inProgress} />
      </div>
      <p className="hint">{LL.topics.mixedHint()}</p>
      {summary && (
        <p className="learner-summary">
          {`${LL.progress.streak({ days: summary.streak })} · ${LL.progress.due({ count: summary.due })} · `}
          <a href={`/${locale}/progress`}>{LL.progress.navLink()}</a>
        </p>
      )}
    </section>
    <DailyPanel locale={locale} action={entryUrl(locale)} today={today} attempt={attempt} />
    <Topics action={entryUrl(locale)} LL={LL} />
    <LearnPanel locale={locale} practice={summary !== undefined} />
    <section className="panel entry-room" aria-labelledby="room-heading">
      <h2 id="room-heading">{LL.room.title()}</h2>
      <p>{LL.room.linkHint()}</p>
      <a className="button button-secondary" href={`/${locale}/room`}>
        {LL.room.link()}
      </a>
    </section>
    </>
  )
  // The shared result links here (`/` → `/{locale}`): its preview names today's challenge.
  const page = { title: LL.ui.entryTitle(), preview: { title: LL.share.previewTitle(), description: LL.share.previewText(), image: '/og.png' } }
  // A visitor with no game and no attempt today sees what every such visitor of the locale sees that day: rendered once.
  if (!game && !attempt && !summary) return sendRenderedOnce(c, `entry/${locale}/${today}`, () => ({ content, page }))
  return c.render(content, page)
}

/**
 * The mode a start form asked for (with a Learn game's scope): a quick game when the form
 * names none; undefined when it names no mode we have, or Learn without a scope we have.
 */
const requestedMode = async (c: Ctx): Promise<{ mode: Mode; scope?: LearnScope } | undefined | 'malformed'> => {
  if (!isFormPost(c)) return { mode: 'mixed' }
  const fields = await readFormFields(c)
  if (!fields) return 'malformed'
  const values = fields[MODE_FIELD]
  if (values === undefined) return { mode: 'mixed' }
  if (values.length !== 1 || !isMode(values[0]!)) return undefined
  if (values[0] !== 'learn') return { mode: values[0] }
  const scope = fields[SCOPE_FIELD]
  return scope?.length === 1 && isLearnScope(scope[0]) ? { mode: 'learn', scope: scope[0] } : undefined
}

/**
 * Today's challenge: the browser's scored attempt if it has none today, else a replay
 * that is not counted. A scored attempt in progress is resumed, never replaced.
 */
const startDaily = async (c: Ctx, previous: GameState | undefined): Promise<GameState | string> => {
  const now = nowSeconds()
  const today = utcDay(now)
  if (previous && gameMode(previous) === 'daily' && previous.d === today && previous.c === 1 && !isFinished(previous)) {
    return questionUrl(c.get('locale'), findQuestion(previous.ids[currentIndex(previous)]!)!)
  }
  const attempt = await readDailyCookie(c)
  const counted = attempt?.d !== today
  if (counted) await writeDailyCookie(c, { d: today })
  return newGame(dailyQuestions(today), now, 'daily', { day: today, counted })
}

/**
 * "Practice my mistakes": up to ten questions the player's learner last got wrong, the
 * most overdue first, in that order. None (or no learner yet): a page that says so and
 * offers a quick game; a store that is slow or down: the same, saying to try again.
 */
const startPractice = async (c: Ctx): Promise<GameState | Response> => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const learner = await readLearner(c)
  const ids = learner ? await readMistakes(statsContext(c), learner, QUESTIONS_PER_GAME) : []
  const known = ids?.filter((id) => findQuestion(id)) ?? []
  if (known.length) return newGame(known, nowSeconds(), 'mistakes')
  c.status(ids ? 200 : 503)
  return await c.render(
    <section className="panel practice-none">
      <h1>{LL.progress.practice()}</h1>
      <p role="status">{ids ? LL.progress.noMistakes() : LL.progress.unavailable()}</p>
      <StartForm action={entryUrl(locale)} label={LL.progress.play()} primary={true} mode="mixed" />
    </section>,
    { title: LL.progress.practice() },
  )
}

/**
 * Learn a topic or continent: the questions in it due for the player's review, the most
 * overdue first, then questions the player has not met, up to a game's ten. Without a
 * learner (or with its store slow or down) every question is new to the game; with none
 * left, a page that says so and offers the form again.
 */
const startLearn = async (c: Ctx, scope: LearnScope): Promise<GameState | Response> => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const learner = await readLearner(c)
  const plan = learner ? await readLearnPlan(statsContext(c), learner, scope, QUESTIONS_PER_GAME) : undefined
  const due = plan?.due.filter((id) => findQuestion(id)) ?? []
  const topic = !isContinent(scope)
  const fresh =
    due.length < QUESTIONS_PER_GAME
      ? drawScoped({ mode: topic ? scope : 'mixed', ...(topic ? {} : { region: scope }), count: QUESTIONS_PER_GAME - due.length }, new Set([...(plan?.known ?? []), ...due]))
      : []
  const ids = [...due, ...fresh]
  if (ids.length) return newGame(ids, nowSeconds(), 'learn', undefined, scope)
  return await c.render(
    <>
      <section className="panel practice-none">
        <h1>{LL.learn.resultMode({ scope: scopeName(LL, scope) })}</h1>
        <p role="status">{LL.learn.nothing()}</p>
      </section>
      <LearnPanel locale={locale} practice={false} />
    </>,
    { title: LL.learn.resultMode({ scope: scopeName(LL, scope) }) },
  )
}

/** Starts a new game (Start, Start a new game, Play again, a topic, today's challenge, Learn); avoids the previous game's questions. */
export const startGame = async (c: Ctx) => {
  const locale = c.get('locale')
  const requested = await requestedMode(c)
  if (requested === 'malformed') return problemPage(c, 400, 'malformed')
  if (!requested) return problemPage(c, 400, 'unknownMode')
  const { mode, scope } = requested
  const previous = await readGameCookie(c)
  let game: GameState
  if (mode === 'daily') {
    const started = await startDaily(c, previous)
    if (typeof started === 'string') return c.redirect(started, 303)
    game = started
  } else if (mode === 'mistakes') {
    const started = await startPractice(c)
    if (started instanceof Response) return started
    game = started
  } else if (mode === 'learn') {
    const started = await startLearn(c, scope!)
    if (started instanceof Response) return started
    game = started
  } else {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
    const avoid = previous && gameMode(previous) === mode ? previous.ids : []
    // Measured difficulty where players have answered enough, the prior elsewhere (bounded; priors when the store is down).
    const measured = await measuredDifficulties(statsContext(c))
    game = newGame(drawQuestions(seed, mode, avoid, (q) => measured?.get(q.id) ?? q.difficulty), nowSeconds(), mode)
  }
  await writeGameCookie(c, game)
  return c.redirect(questionUrl(locale, findQuestion(game.ids[0]!)!), 303)
}
