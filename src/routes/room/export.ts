/**
 * @module room/export
 * A homework room's results, as the teacher's table and as the CSV file at
 * `/{locale}/room/{code}/results.csv` (the host only). The file is RFC 4180 (CRLF line
 * ends; a field holding a comma, a quote or a line break quoted, its quotes doubled),
 * UTF-8 with a byte-order mark so that a spreadsheet reads every script, and any cell a
 * spreadsheet would take for a formula (a leading `=`, `+`, `-`, `@`, tab or carriage
 * return) starts with an apostrophe instead. Cells: the nickname, each question's points
 * (0–1000, empty when not answered), the total and the number right; a last row holds
 * each question's share right (0..1) among the pupils who answered it.
 */
import { findQuestion, type Question } from '../../game/catalog.js'
import { textsFor } from '../../i18n/question-texts.js'
import { translator, type Locale } from '../../i18n/translations.js'
import type { HomeworkResults } from '../../rooms/room.js'
import { pathCode, readSeat, refuse, roomNotFound, roomStub, roomUrl, unknownRoom, type Ctx } from './shared.js'

export const resultsCsvUrl = (locale: Locale, code: string) => `${roomUrl(locale, code)}/results.csv`

export interface ResultRow {
  name: string
  /** Each question's result; null where the pupil has not answered. */
  cells: Array<{ share: number; points: number } | null>
  score: number
  right: number
}

export interface ResultsTable {
  questions: Question[]
  /** Pupils in the order of their nicknames, as the locale sorts them. */
  rows: ResultRow[]
  /** Per question: how many answered it, and how many of them got the full point. */
  counts: Array<{ right: number; answered: number }>
}

/** What the teacher's table and file both show. */
export const resultsTable = (locale: Locale, results: Extract<HomeworkResults, { ok: true }>): ResultsTable => {
  const questions = results.settings.ids.map((id) => findQuestion(id)!)
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const rows = results.pupils
    .map((p) => ({ name: p.name, cells: p.answers, score: p.score, right: p.answers.filter((a) => a !== null && a.share >= 1).length }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const counts = questions.map((_, q) => {
    const given = results.pupils.map((p) => p.answers[q]).filter((a) => a !== null && a !== undefined)
    return { right: given.filter((a) => a.share >= 1).length, answered: given.length }
  })
  return { questions, rows, counts }
}

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/**
 * One field: neutralised when a spreadsheet would run it as a formula, quoted when it
 * must be. Written here rather than with a CSV library: these few lines are all the
 * worker needs, and the tests read the file back with an independent parser.
 */
export const csvField = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The rows as a file: a byte-order mark, then each record ended by CRLF. */
export const toCsv = (rows: readonly (readonly string[])[]): string => `\uFEFF${rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')}`

/** The share right as a plain decimal (0..1, up to three places), which every spreadsheet reads as a number. */
const shareCell = ({ right, answered }: { right: number; answered: number }) => (answered ? String(Math.round((right / answered) * 1000) / 1000) : '')

export const resultsCsv = (locale: Locale, table: ResultsTable): string => {
  const LL = translator(locale)
  const header = [
    LL.room.nickname(),
    ...table.questions.map((question, i) => LL.homework.questionHeader({ number: i + 1, prompt: textsFor(locale, question).prompt() })),
    LL.homework.total(),
    LL.homework.rightCount(),
  ]
  const rows = table.rows.map((row) => [row.name, ...row.cells.map((cell) => (cell ? String(cell.points) : '')), String(row.score), String(row.right)])
  return toCsv([header, ...rows, [LL.homework.shareRight(), ...table.counts.map(shareCell), '', '']])
}

export const downloadResults = async (c: Ctx) => {
  const locale = c.get('locale')
  const code = pathCode(c)
  if (!code) return roomNotFound(c)
  const seat = await readSeat(c, code)
  const stub = roomStub(c, code)
  const results = await stub.results(seat?.h ? seat.t : '')
  // A live room has no file; a code with no room behind it counts as a guess.
  if (!results) return (await stub.snapshot()) ? roomNotFound(c) : unknownRoom(c)
  if (!results.ok) return refuse(c, 403, 'forbidden', translator(locale).homework.forbidden())
  return c.body(resultsCsv(locale, resultsTable(locale, results)), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="worldwise-${code}.csv"`,
    'Cache-Control': 'private, no-store',
  })
}
