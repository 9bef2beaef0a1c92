/**
 * @module result
 * `/{locale}/result`: the finished game, question by question, how everyone did on
 * each, and Play again; for today's challenge also the share text, the player's
 * standing and today's scores.
 * `/{locale}/result/success`: the celebration, only for a game that passed.
 */
import type { Context } from 'hono'
import { renderToString } from 'react-dom/server'
import { findQuestion, PASS_RATIO, type Question } from '../game/catalog.js'
import { nextDailyAt, scoreSquares, utcDay } from '../game/daily.js'
import { maxScore } from '../game/scoring.js'
import { gameMode, gamePassed, gameScore, isFinished, type GameState, type RecordedAnswer } from '../game/state.js'
import type { AppEnv } from '../env.js'
import { nowSeconds, readGameCookie } from '../http/game-cookie.js'
import { sendWhole } from '../http/render.js'
import { remember } from '../bounded.js'
import { fill, standInsFor, textStandIn, type Template } from '../http/template.js'
import { entryUrl, resultUrl, statsContext, successUrl } from '../http/respond.js'
import { answeringLearner } from '../learners/cookie.js'
import { gameAnswers, keepAnswers } from '../learners/store.js'
import { describeAnswer, describeSolution, verdictOf } from '../i18n/describe.js'
import { textsFor } from '../i18n/question-texts.js'
import { formatDay, formatList, formatNumber, formatPercent, formatTimeUntil, translator, type Locale } from '../i18n/translations.js'
import { MIN_ANSWERS, readAnswerCounts, readDailyScores, shareRight, type AnswerCount } from '../stats/store.js'
import { Island } from '../ui/Island.js'
import { ScoreHistogram } from '../ui/ScoreHistogram.js'
import { ShareBox, type ShareBoxProps } from '../ui/ShareBox.js'
import { modeName, scopeName, StartForm } from './entry.js'
import { answerKey, playersRightText } from './question.js'

type Ctx = Context<AppEnv>

const finishedGame = async (c: Ctx): Promise<GameState | undefined> => {
  const game = await readGameCookie(c)
  return game && isFinished(game) ? game : undefined
}

function ResultRow({ locale, question, recorded, playersRight }: { locale: Locale; question: Question; recorded: RecordedAnswer; playersRight?: string }) {
  const LL = translator(locale)
  const texts = textsFor(locale, question)
  return (
    <li className={`result-row result-${verdictOf(recorded.p)}`}>
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
      {playersRight !== undefined && <p className="players-right">{playersRight}</p>}
    </li>
  )
}

/**
 * A row is the same for every player who gave that answer to that question (decision
 * 011): rendered by React once per locale, question, answer and score, and whether the
 * share of players right is known, with a stand-in for that share, filled in per response.
 */
const rowTemplates = new Map<string, Template<'playersRight'>>()
const MAX_ROW_TEMPLATES = 8192
const rowStandIns = standInsFor(() => ({ playersRight: textStandIn('playersright') }))

const resultRows = (locale: Locale, game: GameState, counts?: Map<string, AnswerCount>): string => {
  let html = ''
  game.ids.forEach((id, i) => {
    const question = findQuestion(id)!
    const recorded = game.answers[i]!
    const known = shareRight(counts?.get(id))
    const key = `${known ? 'known' : 'unknown'}/${answerKey(locale, question, recorded)}`
    const template = remember(rowTemplates, MAX_ROW_TEMPLATES, key, () =>
      rowStandIns().split(
        renderToString(<ResultRow locale={locale} question={question} recorded={recorded} {...(known ? { playersRight: rowStandIns().playersRight } : {})} />),
      ),
    )
    html += fill(template, { playersRight: known ? playersRightText(locale, known) : '' })
  })
  return html
}

/** What a daily's share box says: `Worldwise 2026-11-23 7/10 🟩🟩🟥🟨…` and a link home. */
const dailyShare = (c: Ctx, locale: Locale, game: GameState): ShareBoxProps => {
  const LL = translator(locale)
  const text = `Worldwise ${game.d} ${formatNumber(locale, gameScore(game))}/${maxScore} ${scoreSquares(game.answers.map((a) => a.p))}`
  return { ...shareLabels(c, locale), heading: LL.daily.shareHeading(), text }
}

const shareLabels = (c: Ctx, locale: Locale) => {
  const LL = translator(locale)
  return { url: `${new URL(c.req.url).origin}/`, shareLabel: LL.ui.share(), copyLabel: LL.ui.copy(), copiedLabel: LL.ui.copied() }
}

/** Play again: the same mode again, or a quick game after today's challenge (a daily has no new set). */
function PlayAgain({ locale, game }: { locale: Locale; game: GameState }) {
  const LL = translator(locale)
  const daily = gameMode(game) === 'daily'
  return <StartForm action={entryUrl(locale)} label={daily ? LL.daily.playQuick() : LL.ui.playAgain()} primary={true} mode={daily ? 'mixed' : gameMode(game)} {...(game.s ? { scope: game.s } : {})} />
}

/** Players per whole point, from scores in hundredths: 0, 1, … 10. */
const histogramBars = (scores: Map<number, number>): number[] => {
  const bars = Array<number>(maxScore + 1).fill(0)
  for (const [hundredths, players] of scores) bars[Math.min(maxScore, Math.floor(hundredths / 100))]! += players
  return bars
}

/** A finished daily: share text, when the next one opens, the standing among today's players and their scores. */
function DailySummary({ locale, game, share, scores, now }: { locale: Locale; game: GameState; share: ShareBoxProps; scores?: Map<number, number>; now: number }) {
  const LL = translator(locale)
  const counted = game.c === 1
  const mine = Math.round(gameScore(game) * 100)
  const players = scores ? [...scores.values()].reduce((a, b) => a + b, 0) : 0
  const below = scores ? [...scores].reduce((sum, [score, n]) => sum + (score < mine ? n : 0), 0) : 0
  const bars = scores && players > 0 ? histogramBars(scores) : undefined
  const labels = Array.from({ length: maxScore + 1 }, (_, i) => formatNumber(locale, i))
  return (
    <div className="daily-summary">
      {!counted && <p className="daily-replay">{LL.daily.notCounted()}</p>}
      {counted && players >= MIN_ANSWERS && <p className="standing">{LL.daily.better({ percent: formatPercent(locale, below / players) })}</p>}
      {bars && (
        <ScoreHistogram
          bars={bars}
          mine={counted ? Math.min(maxScore, Math.floor(mine / 100)) : undefined}
          labels={labels}
          counts={bars.map((n) => formatNumber(locale, n))}
          title={LL.daily.histogramTitle()}
          description={LL.daily.histogramSummary({
            players,
            // Spoken, only the scores someone reached: "2 players scored 0 and 5 players scored 7".
            bars: formatList(locale, bars.flatMap((n, i) => (n > 0 ? [LL.daily.histogramBar({ score: labels[i]!, players: n })] : []))),
          })}
          caption={counted ? LL.daily.yourBar() : undefined}
        />
      )}
      <Island name="share" props={share}>
        <ShareBox {...share} />
      </Island>
      <p className="daily-next">{LL.daily.nextOpens({ when: formatTimeUntil(locale, nextDailyAt(utcDay(now)) - now) })}</p>
    </div>
  )
}

/**
 * Records the whole game for the player's learner, after the response: an answer that
 * did not reach the store (a short outage) is healed here; those that did are kept once.
 */
const healLearner = async (c: Ctx, game: GameState) => {
  const answers = gameAnswers(game)
  if (!answers.length) return
  keepAnswers(statsContext(c), await answeringLearner(c), answers)
}

export const showResult = async (c: Ctx) => {
  const locale = c.get('locale')
  const game = await finishedGame(c)
  if (!game) return c.redirect(entryUrl(locale), 302)
  await healLearner(c, game)
  const LL = translator(locale)
  const score = gameScore(game)
  const passed = gamePassed(game)
  const daily = gameMode(game) === 'daily'
  const stats = statsContext(c)
  const [counts, scores] = await Promise.all([readAnswerCounts(stats, game.ids), daily ? readDailyScores(stats, game.d!) : undefined])
  return sendWhole(
    c,
    <section className="panel result">
      <h1>{LL.ui.resultTitle()}</h1>
      <p className="mode">
        {daily
          ? LL.daily.resultMode({ date: formatDay(locale, game.d!) })
          : game.s
            ? LL.learn.resultMode({ scope: scopeName(LL, game.s) })
            : LL.topics.playing({ topic: modeName(LL, gameMode(game)) })}
      </p>
      <p className={`score ${passed ? 'score-pass' : 'score-fail'}`}>
        {LL.ui.resultScore({ score: formatNumber(locale, score), total: game.ids.length })}{' '}
        <strong>{passed ? LL.ui.resultPassed() : LL.ui.resultFailed({ passMark: formatPercent(locale, PASS_RATIO) })}</strong>
      </p>
      <div className="actions">
        {passed && (
          <a className="button button-secondary" href={successUrl(locale)}>
            {LL.ui.celebrate()}
          </a>
        )}
        <PlayAgain locale={locale} game={game} />
      </div>
      {daily && <DailySummary locale={locale} game={game} share={dailyShare(c, locale, game)} scores={scores} now={nowSeconds()} />}
      <ol className="result-rows" dangerouslySetInnerHTML={{ __html: resultRows(locale, game, counts) }} />
    </section>,
    { title: LL.ui.resultTitle(), hydrate: daily },
  )
}

export const showSuccess = async (c: Ctx) => {
  const locale = c.get('locale')
  const game = await finishedGame(c)
  if (!game || !gamePassed(game)) return c.redirect(resultUrl(locale), 302)
  await healLearner(c, game)
  const LL = translator(locale)
  const score = formatNumber(locale, gameScore(game))
  const share: ShareBoxProps =
    gameMode(game) === 'daily'
      ? dailyShare(c, locale, game)
      : { ...shareLabels(c, locale), heading: LL.ui.shareHeading(), text: LL.ui.shareText({ score, total: game.ids.length }) }
  return sendWhole(
    c,
    <section className="panel success">
      <p className="celebration" aria-hidden="true">
        🌍
      </p>
      <h1>{LL.ui.celebrate()}</h1>
      <p className="score score-pass">
        {LL.ui.successScore({ score, total: game.ids.length, percent: formatPercent(locale, gameScore(game) / game.ids.length) })}
      </p>
      <Island name="share" props={share}>
        <ShareBox {...share} />
      </Island>
      <div className="actions">
        <a className="button button-secondary" href={resultUrl(locale)}>
          {LL.ui.resultTitle()}
        </a>
        <PlayAgain locale={locale} game={game} />
      </div>
    </section>,
    { title: LL.ui.successTitle(), hydrate: true },
  )
}
