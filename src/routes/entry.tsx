/**
 * @module entry
 * `/{locale}`: what the game is, Start (a form post that draws a new game) and
 * Resume when a game is in progress.
 */
import type { Context } from 'hono'
import { findQuestion, PASS_RATIO, QUESTIONS_PER_GAME } from '../game/catalog.js'
import { drawQuestions } from '../game/draw.js'
import { currentIndex, isFinished, newGame } from '../game/state.js'
import type { AppEnv } from '../env.js'
import { nowSeconds, readGameCookie, writeGameCookie } from '../http/game-cookie.js'
import { entryUrl, questionUrl, resultUrl } from '../http/respond.js'
import { formatPercent, translator } from '../i18n/translations.js'

type Ctx = Context<AppEnv, '/:locale'>

export function StartForm({ action, label, primary }: { action: string; label: string; primary: boolean }) {
  return (
    <form method="post" action={action} className="start-form">
      <button type="submit" className={`button ${primary ? 'button-primary' : 'button-secondary'}`}>
        {label}
      </button>
    </form>
  )
}

export const showEntry = async (c: Ctx) => {
  const locale = c.var.locale
  const LL = translator(locale)
  const game = await readGameCookie(c)
  const inProgress = game && !isFinished(game) ? game : undefined
  const finished = game && isFinished(game)
  return c.render(
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
    </section>,
    { title: LL.ui.entryTitle() },
  )
}

/** Starts a new game (Start, Start a new game, Play again); avoids the previous game's questions. */
export const startGame = async (c: Ctx) => {
  const locale = c.var.locale
  const previous = await readGameCookie(c)
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
  const game = newGame(drawQuestions(seed, previous?.ids), nowSeconds())
  await writeGameCookie(c, game)
  return c.redirect(questionUrl(locale, findQuestion(game.ids[0]!)!), 303)
}
