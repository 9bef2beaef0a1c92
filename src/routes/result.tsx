/**
 * @module result
 * `/{locale}/result`: the finished game, question by question, and Play again.
 * `/{locale}/result/success`: the celebration, only for a game that passed.
 */
import type { Context } from 'hono'
import { findQuestion, PASS_RATIO } from '../game/catalog.js'
import { maxScore } from '../game/scoring.js'
import { gameMode, gamePassed, gameScore, isFinished, type GameState } from '../game/state.js'
import type { AppEnv } from '../env.js'
import { readGameCookie } from '../http/game-cookie.js'
import { entryUrl, resultUrl, successUrl } from '../http/respond.js'
import { describeAnswer, describeSolution, verdictOf } from '../i18n/describe.js'
import { textsFor } from '../i18n/question-texts.js'
import { formatNumber, formatPercent, translator, type Locale } from '../i18n/translations.js'
import { Island } from '../ui/Island.js'
import { ShareBox, type ShareBoxProps } from '../ui/ShareBox.js'
import { modeName, StartForm } from './entry.js'

type Ctx = Context<AppEnv>

const finishedGame = async (c: Ctx): Promise<GameState | undefined> => {
  const game = await readGameCookie(c)
  return game && isFinished(game) ? game : undefined
}

function ResultRows({ locale, game }: { locale: Locale; game: GameState }) {
  const LL = translator(locale)
  return (
    <ol className="result-rows">
      {game.ids.map((id, i) => {
        const question = findQuestion(id)!
        const recorded = game.answers[i]!
        const texts = textsFor(locale, question)
        return (
          <li key={id} className={`result-row result-${verdictOf(recorded.p)}`}>
            <h2 className="result-prompt">{texts.prompt()}</h2>
            <dl>
              <div>
                <dt>{LL.ui.yourAnswer()}</dt>
                <dd>{describeAnswer(locale, question, recorded.a)}</dd>
              </div>
              <div>
                <dt>{LL.ui.correctAnswer()}</dt>
                <dd>{describeSolution(locale, question)}</dd>
              </div>
              <div>
                <dt>{LL.ui.resultPoints()}</dt>
                <dd>{formatNumber(locale, recorded.p)}</dd>
              </div>
            </dl>
            <p className="explanation">{texts.explanation()}</p>
          </li>
        )
      })}
    </ol>
  )
}

export const showResult = async (c: Ctx) => {
  const locale = c.var.locale
  const game = await finishedGame(c)
  if (!game) return c.redirect(entryUrl(locale), 302)
  const LL = translator(locale)
  const score = gameScore(game)
  const passed = gamePassed(game)
  return c.render(
    <section className="panel result">
      <h1>{LL.ui.resultTitle()}</h1>
      <p className="mode">{LL.topics.playing({ topic: modeName(LL, gameMode(game)) })}</p>
      <p className={`score ${passed ? 'score-pass' : 'score-fail'}`}>
        {LL.ui.resultScore({ score: formatNumber(locale, score), total: maxScore })}{' '}
        <strong>{passed ? LL.ui.resultPassed() : LL.ui.resultFailed({ passMark: formatPercent(locale, PASS_RATIO) })}</strong>
      </p>
      <div className="actions">
        {passed && (
          <a className="button button-secondary" href={successUrl(locale)}>
            {LL.ui.celebrate()}
          </a>
        )}
        <StartForm action={entryUrl(locale)} label={LL.ui.playAgain()} primary={true} mode={gameMode(game)} />
      </div>
      <ResultRows locale={locale} game={game} />
    </section>,
    { title: LL.ui.resultTitle() },
  )
}

export const showSuccess = async (c: Ctx) => {
  const locale = c.var.locale
  const game = await finishedGame(c)
  if (!game || !gamePassed(game)) return c.redirect(resultUrl(locale), 302)
  const LL = translator(locale)
  const score = formatNumber(locale, gameScore(game))
  const share: ShareBoxProps = {
    heading: LL.ui.shareHeading(),
    text: LL.ui.shareText({ score, total: maxScore }),
    url: `${new URL(c.req.url).origin}/`,
    shareLabel: LL.ui.share(),
    copyLabel: LL.ui.copy(),
    copiedLabel: LL.ui.copied(),
  }
  return c.render(
    <section className="panel success">
      <p className="celebration" aria-hidden="true">
        🌍
      </p>
      <h1>{LL.ui.celebrate()}</h1>
      <p className="score score-pass">
        {LL.ui.successScore({ score, total: maxScore, percent: formatPercent(locale, gameScore(game) / maxScore) })}
      </p>
      <Island name="share" props={share}>
        <ShareBox {...share} />
      </Island>
      <div className="actions">
        <a className="button button-secondary" href={resultUrl(locale)}>
          {LL.ui.resultTitle()}
        </a>
        <StartForm action={entryUrl(locale)} label={LL.ui.playAgain()} primary={true} mode={gameMode(game)} />
      </div>
    </section>,
    { title: LL.ui.successTitle(), hydrate: true },
  )
}
