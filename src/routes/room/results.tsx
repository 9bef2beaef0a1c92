/**
 * @module room/results
 * The teacher's page of a homework room (`/{locale}/room/{code}` with the host's seat):
 * until when pupils can answer, the code, link and QR code to hand out while they can,
 * when the room will be deleted (30 days after the deadline), the results table (one row
 * per pupil, one column per question, totals, each question's share right), the CSV
 * download (export.ts) and the questions with their answers.
 */
import { describeSolution, verdictOf } from '../../i18n/describe.js'
import { textsFor } from '../../i18n/question-texts.js'
import { formatNumber, formatPercent, translator, type Translator } from '../../i18n/translations.js'
import { HOMEWORK_KEPT_MS } from '../../rooms/room.js'
import { resultsCsvUrl, resultsTable } from './export.js'
import { qrDataUrl } from './host.js'
import { roomNotFound, roomStub, roomUrl, type Ctx } from './shared.js'
import { moment } from './when.js'

/** An empty cell: a dash to the eye, words to a screen reader. */
const NotAnswered = ({ LL }: { LL: Translator }) => (
  <>
    <span aria-hidden="true">–</span>
    <span className="visually-hidden">{LL.homework.notAnswered()}</span>
  </>
)

export const resultsPage = async (c: Ctx, code: string, hostToken: string) => {
  const locale = c.get('locale')
  const LL = translator(locale)
  const results = await roomStub(c, code).results(hostToken)
  if (!results?.ok) return roomNotFound(c)
  const deadline = results.settings.deadline!
  const open = results.now < deadline
  const table = resultsTable(locale, results)
  const link = `${new URL(c.req.url).origin}${roomUrl(locale, code)}`
  const heading = LL.homework.title({ code })
  const total = table.questions.length
  return c.render(
    <section className="panel homework-results">
      <h1>{heading}</h1>
      <p className="lead">{open ? LL.homework.openUntil({ when: moment(c, deadline) }) : LL.homework.closedSince({ when: moment(c, deadline) })}</p>
      {open && (
        <section className="room-code" aria-label={LL.room.codeHeading()}>
          <p className="room-code-value">{code}</p>
          <p className="room-link">
            <a href={link}>{LL.room.joinAt({ link })}</a>
          </p>
          <img className="room-qr" src={qrDataUrl(link)} alt={LL.room.qrAlt({ link })} width={200} height={200} />
        </section>
      )}
      <p>{LL.homework.keepBrowser()}</p>
      <p>{LL.homework.deletion({ when: moment(c, deadline + HOMEWORK_KEPT_MS) })}</p>
      <h2 id="results-heading">{LL.homework.resultsHeading()}</h2>
      <p>{table.rows.length ? LL.homework.pupilCount({ count: table.rows.length }) : LL.homework.noPupils()}</p>
      {table.rows.length > 0 && (
        <div className="table-scroll" role="region" aria-labelledby="results-heading" tabIndex={0}>
          <table className="board homework-table">
            <thead>
              <tr>
                <th scope="col">{LL.room.nickname()}</th>
                {table.questions.map((_, i) => (
                  <th scope="col" key={i}>
                    <span aria-hidden="true">{formatNumber(locale, i + 1)}</span>
                    <span className="visually-hidden">{LL.homework.questionColumn({ number: i + 1 })}</span>
                  </th>
                ))}
                <th scope="col">{LL.homework.total()}</th>
                <th scope="col">{LL.homework.rightCount()}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row">
                    <bdi>{row.name}</bdi>
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={i} className={cell ? `verdict-${verdictOf(cell.share)}` : undefined}>
                      {cell ? formatNumber(locale, cell.points) : <NotAnswered LL={LL} />}
                    </td>
                  ))}
                  <td>{formatNumber(locale, row.score)}</td>
                  <td>{LL.homework.outOf({ count: row.right, total })}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{LL.homework.shareRight()}</th>
                {table.counts.map((count, i) => (
                  <td key={i}>{count.answered ? LL.homework.shareCell({ percent: formatPercent(locale, count.right / count.answered), right: count.right, answered: count.answered }) : <NotAnswered LL={LL} />}</td>
                ))}
                <td />
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p>
        <a className="button button-primary" href={resultsCsvUrl(locale, code)} download={`worldwise-${code}.csv`}>
          {LL.homework.download()}
        </a>
      </p>
      <h2>{LL.homework.questionsHeading()}</h2>
      <ol className="homework-questions">
        {table.questions.map((question) => (
          <li key={question.id}>
            {textsFor(locale, question).prompt()} <span className="hint">{LL.homework.answerIs({ answer: describeSolution(locale, question) })}</span>
          </li>
        ))}
      </ol>
    </section>,
    { title: heading },
  )
}
