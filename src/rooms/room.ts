/**
 * @module room
 * One live room: a Durable Object with SQLite storage that holds the room's whole state
 * (settings, players, the question open now, every answer), so an eviction or a deploy
 * loses nothing. Players and the host hold WebSockets through the Hibernation API: the
 * object sleeps between events, each socket's identity is in its attachment, and pings
 * are answered without waking it. Every change is pushed as one small message
 * (`{"v":…}` when the screen changes, `{"a":…,"p":…}` counts to the host); a client
 * then fetches its own screen, in its own language, from the worker.
 *
 * An answer is scored here, once: (player, question) is the primary key of `answers`,
 * so a double submit, a retried form post or a resent message is a no-op that returns
 * the first result. One alarm does two jobs: it closes a timed question at its deadline
 * and deletes the room 2 hours after its last activity; it is idempotent.
 *
 * A room assigned as homework (`settings.deadline`) has no live phases: pupils join and
 * answer their own next question at their own pace until the deadline, nothing is
 * broadcast, the teacher reads the results table, and the alarm deletes the room 30 days
 * after the deadline.
 */
import { DurableObject } from 'cloudflare:workers'
import { parseAnswer, type AnswerErrorCode, type AnswerFields } from '../game/answers.js'
import { findQuestion, type Question, type QuestionType } from '../game/catalog.js'
import { scoreAnswer } from '../game/scoring.js'
import { loadLocaleFiles } from '../i18n/load.js'
import { acceptedAnswers } from '../i18n/question-texts.js'
import { isLocale, type Locale } from '../i18n/translations.js'
import { roomView } from '../routes/room/view.js'
import { reportServerError } from '../monitoring/report.js'
import { countAnswer } from '../stats/store.js'
import { learnerAnswerOf, recordAnswers } from '../learners/store.js'

export const MAX_PLAYERS = 200
/** How finely a room's last activity is kept: its idle deletion (IDLE_MS) may come this much early. */
const ACTIVE_GRAIN_MS = 60_000
/** How long a live answer may wait to be written with the answers that follow it (one write for a burst). */
export const ANSWER_WRITE_MS = 100
export const IDLE_MS = 2 * 60 * 60 * 1000
/** How long a homework room (and its results) is kept after its deadline. */
export const HOMEWORK_KEPT_MS = 30 * 24 * 60 * 60 * 1000
export const QUESTION_POINTS = 1000
export const SPEED_BONUS = 500
/** WebSocket messages: at most this long, and this many in a window, else the socket is closed. */
export const MAX_MESSAGE_BYTES = 1024
export const MAX_MESSAGES = 30
export const MESSAGE_WINDOW_MS = 10_000
export const LEADERBOARD_SIZE = 10
/** The host's screen hears of joins and answers at most this often (ms). */
export const HOST_COUNTS_MS = 200
/** Question types whose answers are options a player picks: the host's reveal counts each option. */
const OPTION_TYPES: ReadonlySet<QuestionType> = new Set(['single', 'multiple', 'boolean', 'image'])

export type Phase = 'lobby' | 'question' | 'reveal' | 'podium'

export interface RoomSettings {
  mode: string
  /** The room's questions, drawn when it was created. */
  ids: string[]
  /** Seconds per question; 0 is no limit. */
  limit: number
  /** The region of the world the questions were drawn from (a continent or subregion key). */
  region?: string
  /** With a time limit: a right answer earns up to SPEED_BONUS more for the time left. */
  bonus?: boolean
  /** A room assigned as homework: pupils play at their own pace until this time (ms since the epoch). */
  deadline?: number
}

export interface Standing {
  id: number
  name: string
  score: number
  rank: number
  /** Places moved up (down if negative) with the revealed question: the host's reveal, from the second question on. */
  moved?: number
}

export interface MyAnswer {
  points: number
  /** The question's own 0..1. */
  share: number
  answer: string
}

/** The room as one viewer may see it: the worker turns it into a screen in the viewer's language. */
export interface RoomSnapshot {
  code: string
  phase: Phase
  settings: RoomSettings
  /** The question open or just revealed (-1 in the lobby). */
  index: number
  deadline?: number
  now: number
  version: number
  players: number
  answered: number
  /** Of the revealed question: how many got the full point. */
  right?: number
  /** The host's reveal: how many chose each option (by option id; a true/false question's are 'true' and 'false'). */
  chosen?: Record<string, number>
  /** The host's reveal: how many answers got the full point, part of it, or nothing. */
  outcomes?: { right: number; partial: number; wrong: number }
  leaderboard: Standing[]
  host: boolean
  /** The host's lobby: everyone in the room, in order of arrival. */
  roster?: Array<{ id: number; name: string }>
  me?: { id: number; name: string; score: number; rank: number; removed: boolean; answer?: MyAnswer; rightCount: number; answers: number }
}

export type JoinResult = { ok: true; id: number } | { ok: false; code: 'nameTaken' | 'roomFull' | 'roomClosed' | 'removed' }
export type AnswerResult = { ok: true; first: boolean; answer: MyAnswer } | { ok: false; code: AnswerErrorCode | 'questionClosed' | 'notSeated' | 'removed' }
export type HostAction = 'start' | 'close' | 'next' | 'remove'
/** What the host did, with the room as the host now sees it (but not for a stranger). */
export type HostResult = { ok: true; snapshot: RoomSnapshot } | { ok: false; code: 'forbidden' } | { ok: false; code: 'wrongPhase' | 'noPlayers' | 'unknownPlayer'; snapshot: RoomSnapshot }

/** A pupil's homework as they see it: their answers so far, in the order of the questions. */
export interface PupilState {
  code: string
  settings: RoomSettings
  now: number
  name: string
  removed: boolean
  score: number
  answers: MyAnswer[]
}
export type PupilAnswerResult = { ok: true; first: boolean; answer: MyAnswer } | { ok: false; code: AnswerErrorCode | 'notSeated' | 'removed' | 'notCurrent' | 'deadlinePassed' }
/** One row of the teacher's table: a pupil and each question's result (null: not answered). */
export interface PupilRow {
  id: number
  name: string
  score: number
  answers: Array<{ share: number; points: number } | null>
}
export type HomeworkResults = { ok: true; code: string; settings: RoomSettings; now: number; pupils: PupilRow[] } | { ok: false; code: 'forbidden' }

interface Meta {
  code: string
  mode: string
  ids: string
  limit_s: number
  host: string
  phase: Phase
  current: number
  opened_at: number
  deadline: number
  version: number
  active_at: number
  /** JSON of the settings beyond mode, ids and limit; absent in rooms created before it. */
  options?: string
}

interface AnswerRow {
  player: number
  q: number
  /** The answer as JSON. */
  answer: string
  share: number
  points: number
}

interface Seat {
  id: number
  token: string
  name: string
  score: number
  /** 1 once the host removed the player. */
  removed: number
  joined_at: number
}

interface Standings {
  /** Seated players (not removed). */
  players: number
  /** Best first; ties in order of arrival. */
  standings: Array<{ id: number; name: string; score: number }>
  /** Ties share a rank. */
  rankOf: Map<number, number>
}

interface Attachment {
  /** A player's id, or 0 for the host. */
  id: number
  /** The seat's token, the language the socket's page is in and its origin: what its screen is made from. */
  token: string
  locale: Locale
  origin: string
  /** Messages in the current window, and when it began. */
  n: number
  since: number
}

/** Created with the room, not before: looking up a code that was never a room writes nothing. */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (
    one INTEGER PRIMARY KEY CHECK (one = 1), code TEXT NOT NULL, mode TEXT NOT NULL, ids TEXT NOT NULL, limit_s INTEGER NOT NULL,
    host TEXT NOT NULL, phase TEXT NOT NULL, current INTEGER NOT NULL, opened_at INTEGER NOT NULL, deadline INTEGER NOT NULL,
    version INTEGER NOT NULL, active_at INTEGER NOT NULL, options TEXT NOT NULL DEFAULT '{}');
  CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY, token TEXT NOT NULL UNIQUE, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE,
    joined_at INTEGER NOT NULL, removed INTEGER NOT NULL DEFAULT 0, score INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS answers (
    player INTEGER NOT NULL, q INTEGER NOT NULL, answer TEXT NOT NULL, share REAL NOT NULL, points INTEGER NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (player, q)) WITHOUT ROWID;
`

/**
 * A player's score: the sum of their answers' points. (The players table's score column is
 * no longer written; rooms made before kept both in step, so this reads them right too.)
 */
const SCORE = '(SELECT COALESCE(SUM(a.points), 0) FROM answers a WHERE a.player = players.id)'

const HOST = 'host'
const PLAYER = 'player'

/** A nickname compared case-insensitively (NFKC, then lower case). */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase()

/** Whether a live room seats newcomers: until its last question opens (a late player starts at 0). */
export const takesPlayers = (phase: Phase, current: number, total: number): boolean => phase === 'lobby' || (phase !== 'podium' && current < total - 1)

export class Room extends DurableObject<Env> {
  private readonly sql: SqlStorage

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    // Pings are answered by the platform, without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /**
   * The meta row and the seats as last read: the object is the only writer of its storage,
   * so each is read once per wake-up and kept in step with every write, instead of read
   * again by every answer and every screen.
   */
  private metaRow?: Meta
  private seatRows?: Map<string, Seat>
  private answerRows?: Map<number, Map<number, AnswerRow>>

  /** The room's settings and state; undefined when there is no room here (never created, or deleted). */
  private meta(): Meta | undefined {
    if (this.metaRow) return this.metaRow
    try {
      return (this.metaRow = this.sql.exec<Meta & Record<string, SqlStorageValue>>('SELECT * FROM meta').toArray()[0])
    } catch {
      return undefined
    }
  }

  private touch(changes: string, ...values: SqlStorageValue[]): void {
    this.sql.exec(`UPDATE meta SET ${changes}, version = version + 1, active_at = ?`, ...values, Date.now())
    this.metaRow = undefined
  }

  /**
   * The room's activity, for its idle deletion two hours later: written at most once a
   * minute (40 answers in a second are one write, not 40).
   */
  private active(now: number): void {
    const known = this.meta()?.active_at
    if (known !== undefined && now - known < ACTIVE_GRAIN_MS && now >= known) return
    this.sql.exec('UPDATE meta SET active_at = ?', now)
    if (this.metaRow) this.metaRow = { ...this.metaRow, active_at: now }
  }

  /** Every seat (removed ones too) by its token; at most MAX_PLAYERS rows. */
  private seats(): Map<string, Seat> {
    this.seatRows ??= new Map(
      this.sql.exec<Seat & Record<string, SqlStorageValue>>(`SELECT id, token, name, ${SCORE} AS score, removed, joined_at FROM players`).toArray().map((row) => [row.token, { ...row }]),
    )
    return this.seatRows
  }

  /** Every answer given, by player and question: at most MAX_PLAYERS × the room's questions. */
  private answers(): Map<number, Map<number, AnswerRow>> {
    if (!this.answerRows) {
      this.answerRows = new Map()
      for (const row of this.sql.exec<AnswerRow & Record<string, SqlStorageValue>>('SELECT player, q, answer, share, points FROM answers ORDER BY player, q')) this.keep({ ...row })
    }
    return this.answerRows
  }

  private keep(row: AnswerRow): void {
    const rows = this.answerRows!
    ;(rows.get(row.player) ?? rows.set(row.player, new Map()).get(row.player)!).set(row.q, row)
  }

  /** How many seated players (not removed) gave an answer to question `index` that passes `test`. */
  private countAnswers(index: number, test: (row: AnswerRow) => boolean = () => true): number {
    const answers = this.answers()
    let n = 0
    for (const seat of this.seats().values()) {
      const row = seat.removed ? undefined : answers.get(seat.id)?.get(index)
      if (row && test(row)) n++
    }
    return n
  }

  /** Storage is gone (the room deleted): nothing read from it stays. */
  private forget(): Promise<void> {
    if (this.written) {
      clearTimeout(this.written.timer)
      this.written.reject(new Error('the room was deleted'))
      this.written = undefined
      this.unwritten = []
    }
    this.metaRow = undefined
    this.seatRows = undefined
    this.answerRows = undefined
    this.learners = undefined
    return this.ctx.storage.deleteAll()
  }

  /** Creates the room; false when this code is already taken (the caller draws another). */
  async create(code: string, settings: RoomSettings, hostToken: string): Promise<boolean> {
    if (this.meta()) return false
    const now = Date.now()
    this.metaRow = undefined
    this.seatRows = undefined
    this.learners = undefined
    this.sql.exec(SCHEMA)
    const { mode, ids, limit, ...options } = settings
    this.sql.exec('INSERT INTO meta VALUES (1, ?, ?, ?, ?, ?, ?, -1, 0, 0, 1, ?, ?)', code, mode, JSON.stringify(ids), limit, hostToken, 'lobby', now, JSON.stringify(options))
    // A homework room is kept until 30 days after its deadline, however quiet it is.
    await this.ctx.storage.setAlarm(settings.deadline ? settings.deadline + HOMEWORK_KEPT_MS : now + IDLE_MS)
    return true
  }

  private playerByToken(token: string | undefined): Seat | undefined {
    return token ? this.seats().get(token) : undefined
  }

  private activePlayers(): number {
    let n = 0
    for (const seat of this.seats().values()) if (!seat.removed) n++
    return n
  }

  /**
   * Takes a seat: a new player, or the same one again for a token already seated.
   * `learner` is the browser's learner (src/learners): the seat's answers join its results.
   */
  async join(token: string, name: string, learner?: string): Promise<JoinResult> {
    const meta = this.meta()
    if (!meta) return { ok: false, code: 'roomClosed' }
    const seated = this.playerByToken(token)
    if (seated) {
      if (!seated.removed && learner) this.seatLearner(seated.id, learner)
      return seated.removed ? { ok: false, code: 'removed' } : { ok: true, id: seated.id }
    }
    if (homeworkOver(meta, Date.now())) return { ok: false, code: 'roomClosed' }
    const total = JSON.parse(meta.ids).length as number
    if (!takesPlayers(meta.phase, meta.current, total)) return { ok: false, code: 'roomClosed' }
    if (this.activePlayers() >= MAX_PLAYERS) return { ok: false, code: 'roomFull' }
    const key = nameKey(name)
    if (this.sql.exec('SELECT 1 FROM players WHERE name_key = ?', key).toArray().length) return { ok: false, code: 'nameTaken' }
    const now = Date.now()
    const id = this.sql.exec<{ id: number }>('INSERT INTO players (token, name, name_key, joined_at) VALUES (?, ?, ?, ?) RETURNING id', token, name, key, now).one().id
    this.seats().set(token, { id, token, name, score: 0, removed: 0, joined_at: now })
    if (learner) this.seatLearner(id, learner)
    this.active(now)
    this.tellHostSoon()
    return { ok: true, id }
  }

  /** Scores and records an answer to the open question, once per player and question. */
  async answer(token: string, index: number, fields: AnswerFields, locale: string): Promise<AnswerResult> {
    // A typed capital is read in the player's language: its city names first.
    await this.localeFiles([locale])
    const meta = this.meta()
    const player = meta && this.playerByToken(token)
    if (!meta || !player) return { ok: false, code: 'notSeated' }
    if (player.removed) return { ok: false, code: 'removed' }
    const earlier = this.earlierAnswer(player.id, index)
    if (earlier) {
      // A retry of an answer not written yet is told so only once it is.
      if (this.unwritten.some((row) => row.player === player.id && row.q === index)) await this.written?.promise
      return { ok: true, first: false, answer: earlier }
    }
    const now = Date.now()
    if (meta.phase !== 'question' || meta.current !== index || (meta.deadline && now > meta.deadline)) return { ok: false, code: 'questionClosed' }
    const left = meta.deadline ? Math.max(0, meta.deadline - now) / (meta.limit_s * 1000) : 0
    // The speed bonus is the host's separate choice, and only a time limit gives it a meaning.
    const bonus = meta.limit_s > 0 && settingsOf(meta).bonus === true ? SPEED_BONUS * left : 0
    const recorded = this.record(meta, player.id, index, (JSON.parse(meta.ids) as string[])[index]!, fields, locale, bonus, now)
    if (!recorded.ok) return recorded
    if (this.answeredCount(index) >= this.activePlayers()) {
      // Everyone has answered: the question closes by itself.
      this.writeAnswers()
      this.sql.exec("UPDATE meta SET phase = 'reveal', deadline = 0, version = version + 1")
      this.metaRow = undefined
      await this.broadcast()
    } else this.tellHostSoon()
    await recorded.written
    return { ok: true, first: true, answer: recorded.answer }
  }

  /** A player's answer to question `index` already recorded, if any: what a retry gets back. */
  private earlierAnswer(player: number, index: number): MyAnswer | undefined {
    const row = this.answers().get(player)?.get(index)
    return row && { answer: row.answer, share: row.share, points: row.points }
  }

  /**
   * Scores an answer (the same parseAnswer and scoreAnswer as a game, typed answers read in
   * the player's locale) and keeps it, to be written with the answers around it (`written`
   * settles once it is; a player's score is the sum of their answers' points). `bonus` is
   * what a full point earns on top (the live speed bonus, 0 for homework).
   */
  private record(meta: Meta, player: number, index: number, id: string, fields: AnswerFields, locale: string, bonus: number, now: number): { ok: true; answer: MyAnswer; written: Promise<void> } | { ok: false; code: AnswerErrorCode } {
    const question = findQuestion(id)!
    const parsed = parseAnswer(question, fields)
    if (!parsed.ok) return { ok: false, code: parsed.code }
    const readLocale = isLocale(locale) ? locale : 'en'
    const share = scoreAnswer(question, parsed.answer, { locale: readLocale, accepted: acceptedAnswers(readLocale, question) })
    const points = Math.round(share * QUESTION_POINTS + (share > 0 ? share * bonus : 0))
    const answer = JSON.stringify(parsed.answer)
    // Both read before the answer is kept, then kept in step with it.
    const seats = this.seats()
    this.answers()
    const row = { player, q: index, answer, share, points }
    this.keep(row)
    for (const seat of seats.values()) if (seat.id === player) seat.score += points
    const written = this.writeLater({ ...row, at: now })
    // How everyone did: counted once per seat and question (the shard dedupes retries too);
    // and the player's own learner, once per seat and question too (src/learners).
    const game = `room-${meta.code}-${player}`
    const learner = this.learnerOf(player)
    this.ctx.waitUntil(written.then(
      () => Promise.all([
        countAnswer({ env: this.env }, { game, question: question.id, right: share >= 1 }),
        learner && recordAnswers({ env: this.env }, learner, [learnerAnswerOf(game, question, now, share)]),
      ]),
      () => undefined,
    ))
    return { ok: true, answer: { answer, share, points }, written }
  }

  /**
   * Each seat's learner, kept beside the seats (rooms made before learners have no such
   * table until a seat names one): the browser's current one, so a seat taken again after
   * "Forget me" feeds the new learner, not the deleted one.
   */
  private seatLearner(player: number, learner: string): void {
    if (this.learnerOf(player) === learner) return
    this.sql.exec('CREATE TABLE IF NOT EXISTS seat_learners (player INTEGER PRIMARY KEY, learner TEXT NOT NULL)')
    this.sql.exec('INSERT OR REPLACE INTO seat_learners (player, learner) VALUES (?, ?)', player, learner)
    this.learners!.set(player, learner)
  }
  private learners?: Map<number, string>
  private learnerOf(player: number): string | undefined {
    if (!this.learners) {
      const table = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'seat_learners'").toArray().length > 0
      this.learners = new Map(table ? this.sql.exec<{ player: number; learner: string }>('SELECT player, learner FROM seat_learners').toArray().map((r) => [r.player, r.learner]) : [])
    }
    return this.learners.get(player)
  }

  /**
   * Answers kept (and counted on every screen) but not written yet: a burst of answers is
   * one write, made ANSWER_WRITE_MS after the first of them, or at once when the question
   * closes. Nobody hears that an answer counts before it is written: the reply waits for
   * `written`, and a write that fails reaches the sender as an error (its page then posts
   * the answer again).
   */
  private unwritten: Array<AnswerRow & { at: number }> = []
  private written?: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void; timer: ReturnType<typeof setTimeout> }

  private writeLater(row: AnswerRow & { at: number }): Promise<void> {
    this.unwritten.push(row)
    if (!this.written) {
      let resolve!: () => void
      let reject!: (error: unknown) => void
      const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)))
      this.written = { promise, resolve, reject, timer: setTimeout(() => this.writeAnswers(), ANSWER_WRITE_MS) }
    }
    return this.written.promise
  }

  /** Writes the kept answers now, in one transaction. */
  private writeAnswers(): void {
    const batch = this.written
    if (!batch) return
    this.written = undefined
    clearTimeout(batch.timer)
    const rows = this.unwritten
    this.unwritten = []
    try {
      this.ctx.storage.transactionSync(() => {
        for (const r of rows) this.sql.exec('INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?)', r.player, r.q, r.answer, r.share, r.points, r.at)
        this.active(Math.max(...rows.map((r) => r.at)))
      })
      batch.resolve()
    } catch (error) {
      // Not written: what is kept in memory is read from storage again.
      this.metaRow = undefined
      this.seatRows = undefined
      this.answerRows = undefined
      batch.reject(error)
    }
  }

  private answeredCount(index: number): number {
    return this.countAnswers(index)
  }

  // --- Homework ------------------------------------------------------------------------

  /** A seated pupil's homework; undefined when there is no homework room here or no seat in it. */
  async pupil(token: string): Promise<PupilState | undefined> {
    const meta = this.meta()
    const player = meta && this.playerByToken(token)
    if (!meta || !player || deadlineOf(meta) === undefined) return undefined
    const answers = this.answersOf(player.id).map(({ answer, share, points }) => ({ answer, share, points }))
    return { code: meta.code, settings: settingsOf(meta), now: Date.now(), name: player.name, removed: player.removed === 1, score: player.score, answers }
  }

  /**
   * Scores and records a pupil's answer, once per pupil and question, as `answer` does but
   * without a speed bonus: only their next unanswered question, and only before the deadline.
   */
  async pupilAnswer(token: string, index: number, fields: AnswerFields, locale: string): Promise<PupilAnswerResult> {
    await this.localeFiles([locale])
    const meta = this.meta()
    const player = meta && this.playerByToken(token)
    const deadline = meta && deadlineOf(meta)
    if (!meta || !player || deadline === undefined) return { ok: false, code: 'notSeated' }
    if (player.removed) return { ok: false, code: 'removed' }
    const earlier = this.earlierAnswer(player.id, index)
    if (earlier) return { ok: true, first: false, answer: earlier }
    const now = Date.now()
    if (now >= deadline) return { ok: false, code: 'deadlinePassed' }
    const ids = JSON.parse(meta.ids) as string[]
    const next = this.answers().get(player.id)?.size ?? 0
    if (index !== next || index >= ids.length) return { ok: false, code: 'notCurrent' }
    const recorded = this.record(meta, player.id, index, ids[index]!, fields, locale, 0, now)
    if (!recorded.ok) return recorded
    // A pupil's answer is written at once: nobody else's answers come with it.
    this.writeAnswers()
    await recorded.written
    return { ok: true, first: true, answer: recorded.answer }
  }

  /** The teacher's table: every pupil, in order of arrival, with each question's result; only for the host's token. */
  async results(hostToken: string): Promise<HomeworkResults | undefined> {
    const meta = this.meta()
    if (!meta || deadlineOf(meta) === undefined) return undefined
    if (meta.host !== hostToken) return { ok: false, code: 'forbidden' }
    const total = (JSON.parse(meta.ids) as string[]).length
    const answers = this.answers()
    const pupils = [...this.seats().values()]
      .filter((seat) => !seat.removed)
      .sort((a, b) => a.joined_at - b.joined_at || a.id - b.id)
      .map(({ id, name, score }) => ({
        id,
        name,
        score,
        answers: Array.from({ length: total }, (_, q) => {
          const row = answers.get(id)?.get(q)
          return row ? { share: row.share, points: row.points } : null
        }),
      }))
    return { ok: true, code: meta.code, settings: settingsOf(meta), now: Date.now(), pupils }
  }

  /** What only the host may do: start, close the open question, go on, remove a player. */
  async host(token: string, action: HostAction, playerId?: number): Promise<HostResult> {
    const meta = this.meta()
    if (!meta || meta.host !== token) return { ok: false, code: 'forbidden' }
    const refused = async (code: 'wrongPhase' | 'noPlayers' | 'unknownPlayer'): Promise<HostResult> => ({ ok: false, code, snapshot: (await this.snapshot(token))! })
    // Homework has no live phases: nothing to start, close or go on to.
    if (deadlineOf(meta) !== undefined) return refused('wrongPhase')
    const total = (JSON.parse(meta.ids) as string[]).length
    switch (action) {
      case 'start':
        if (meta.phase !== 'lobby') return refused('wrongPhase')
        if (this.activePlayers() === 0) return refused('noPlayers')
        await this.open(meta, 0)
        break
      case 'close':
        if (meta.phase !== 'question') return refused('wrongPhase')
        this.touch("phase = 'reveal', deadline = 0")
        break
      case 'next':
        if (meta.phase !== 'reveal') return refused('wrongPhase')
        if (meta.current + 1 >= total) this.touch("phase = 'podium'")
        else await this.open(meta, meta.current + 1)
        break
      case 'remove': {
        const removed = this.sql.exec('UPDATE players SET removed = 1 WHERE id = ? AND removed = 0', playerId ?? -1).rowsWritten
        this.seatRows = undefined
        if (!removed) return refused('unknownPlayer')
        this.touch('current = current')
        for (const ws of this.ctx.getWebSockets(`${PLAYER}-${playerId}`)) ws.close(4003, 'removed')
        break
      }
    }
    await this.broadcast()
    return { ok: true, snapshot: (await this.snapshot(token))! }
  }

  private async open(meta: Meta, index: number): Promise<void> {
    const now = Date.now()
    const deadline = meta.limit_s ? now + meta.limit_s * 1000 : 0
    this.touch("phase = 'question', current = ?, opened_at = ?, deadline = ?", index, now, deadline)
    // The server's clock closes a timed question (one alarm: the earlier of the deadline and the idle deletion).
    if (deadline) await this.ctx.storage.setAlarm(deadline)
  }

  /**
   * Set while one round of screens is made (`tell`): what every viewer's snapshot shares
   * (the standings, the counts of the open question) is read once, not once per socket.
   */
  private round?: Map<string, unknown>

  private shared<T>(key: string, read: () => T): T {
    if (!this.round) return read()
    if (!this.round.has(key)) this.round.set(key, read())
    return this.round.get(key) as T
  }


  /** A player's answers, in question order. */
  private answersOf(id: number): AnswerRow[] {
    return [...(this.answers().get(id)?.values() ?? [])].sort((a, b) => a.q - b.q)
  }

  private standingsNow(): Standings {
    return this.shared('standings', () => this.readStandings())
  }

  private readStandings(): Standings {
    const standings = [...this.seats().values()]
      .filter((seat) => !seat.removed)
      .sort((a, b) => b.score - a.score || a.joined_at - b.joined_at || a.id - b.id)
      .map(({ id, name, score }) => ({ id, name, score }))
    const rankOf = new Map<number, number>()
    standings.forEach((s, i) => rankOf.set(s.id, i > 0 && standings[i - 1]!.score === s.score ? rankOf.get(standings[i - 1]!.id)! : i + 1))
    return { players: standings.length, standings, rankOf }
  }

  /** The room as `token`'s holder sees it; undefined when there is no such room. */
  async snapshot(token?: string): Promise<RoomSnapshot | undefined> {
    const meta = this.shared('meta', () => this.meta())
    if (!meta) return undefined
    const settings = settingsOf(meta)
    const host = token !== undefined && token === meta.host
    const index = meta.current
    const { players, standings, rankOf } = this.standingsNow()
    const revealed = meta.phase === 'reveal' || meta.phase === 'podium'
    const snapshot: RoomSnapshot = {
      code: meta.code,
      phase: meta.phase,
      settings,
      index,
      ...(meta.phase === 'question' && meta.deadline ? { deadline: meta.deadline } : {}),
      now: Date.now(),
      version: meta.version,
      players,
      answered: index >= 0 ? this.shared('answered', () => this.answeredCount(index)) : 0,
      leaderboard: standings.slice(0, LEADERBOARD_SIZE).map((s) => ({ ...s, rank: rankOf.get(s.id)! })),
      host,
    }
    if (revealed && index >= 0) {
      snapshot.right = this.shared('right', () => this.countAnswers(index, (row) => row.share >= 1))
    }
    if (host && meta.phase === 'reveal' && index >= 0) {
      Object.assign(snapshot, this.answerCounts(index, findQuestion(settings.ids[index]!)))
      // From the second question on: before the first, everyone shared first place.
      if (index > 0) {
        const rankBefore = this.ranksBefore(index, standings)
        snapshot.leaderboard = snapshot.leaderboard.map((s) => ({ ...s, moved: rankBefore(s) - s.rank }))
      }
    }
    if (host) snapshot.roster = standings.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id)
    const me = host ? undefined : this.playerByToken(token)
    if (me) {
      const mine = this.answersOf(me.id)
      const current = mine.find((a) => a.q === index)
      snapshot.me = {
        id: me.id,
        name: me.name,
        score: me.score,
        rank: rankOf.get(me.id) ?? standings.length + 1,
        removed: me.removed === 1,
        ...(current ? { answer: { answer: current.answer, share: current.share, points: current.points } } : {}),
        rightCount: mine.filter((a) => a.share >= 1).length,
        answers: mine.length,
      }
    }
    return snapshot
  }

  /**
   * The revealed question at a glance, for the host: how many answers were right, partly
   * right or wrong, and (questions with options) how many chose each option; counted from
   * the question's answers, at most one per seat (MAX_PLAYERS).
   */
  private answerCounts(index: number, question: Question | undefined): Pick<RoomSnapshot, 'chosen' | 'outcomes'> {
    const outcomes = { right: 0, partial: 0, wrong: 0 }
    const chosen: Record<string, number> = {}
    const options = question !== undefined && OPTION_TYPES.has(question.type)
    const answers = this.answers()
    for (const seat of this.seats().values()) {
      const row = seat.removed ? undefined : answers.get(seat.id)?.get(index)
      if (!row) continue
      outcomes[row.share >= 1 ? 'right' : row.share > 0 ? 'partial' : 'wrong']++
      if (!options) continue
      // An answer is a JSON string, boolean or (select all that apply) array of option ids.
      const given = JSON.parse(row.answer) as unknown
      for (const option of Array.isArray(given) ? given : [given]) chosen[String(option)] = (chosen[String(option)] ?? 0) + 1
    }
    return options ? { outcomes, chosen } : { outcomes }
  }

  /** Each player's rank before the revealed question's points (ties share a rank, as on the leaderboard). */
  private ranksBefore(index: number, standings: Array<{ id: number; score: number }>): (player: { id: number }) => number {
    const answers = this.answers()
    const before = new Map(standings.map((s) => [s.id, s.score - (answers.get(s.id)?.get(index)?.points ?? 0)]))
    const scores = [...before.values()].sort((a, b) => b - a)
    // Sorted from the top: the first equal score's position is how many were strictly ahead.
    return (player) => scores.indexOf(before.get(player.id)!) + 1
  }

  /** A WebSocket for a seated player or the host (the worker checked the signed cookie and passes its token). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 })
    const meta = this.meta()
    const token = request.headers.get('x-room-token') ?? ''
    const player = meta && this.playerByToken(token)
    const isHost = meta !== undefined && token === meta.host
    if (!meta || (!isHost && (!player || player.removed))) return new Response('Not in this room', { status: 403 })
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    const id = isHost ? 0 : player!.id
    this.ctx.acceptWebSocket(server, isHost ? [HOST] : [PLAYER, `${PLAYER}-${id}`])
    const locale = request.headers.get('x-room-locale') ?? ''
    const attachment: Attachment = { id, token, locale: isLocale(locale) ? locale : 'en', origin: request.headers.get('x-room-origin') ?? new URL(request.url).origin, n: 0, since: Date.now() }
    server.serializeAttachment(attachment)
    await this.localeFiles([attachment.locale])
    // A connecting (or reconnecting) client gets its whole screen at once: it never needs to fetch it.
    server.send(await this.screenFor(attachment))
    return new Response(null, { status: 101, webSocket: client })
  }

  /** Clients send `hello` (answered with the state's version) and answers (`{"t":"answer","q":…,"fields":…,"locale":…}`). */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const size = typeof message === 'string' ? message.length : message.byteLength
    if (size > MAX_MESSAGE_BYTES) return ws.close(1009, 'message too big')
    const seen = ws.deserializeAttachment() as Attachment
    const now = Date.now()
    const attachment = now - seen.since > MESSAGE_WINDOW_MS ? { ...seen, n: 1, since: now } : { ...seen, n: seen.n + 1 }
    if (attachment.n > MAX_MESSAGES) return ws.close(1008, 'too many messages')
    ws.serializeAttachment(attachment)
    const meta = this.meta()
    if (!meta) return ws.close(4004, 'room closed')
    let parsed: unknown
    try {
      parsed = typeof message === 'string' ? JSON.parse(message) : undefined
    } catch {
      parsed = undefined
    }
    const body = parsed as { t?: unknown; q?: unknown; fields?: unknown; locale?: unknown } | undefined
    if (body?.t === 'hello') {
      await this.localeFiles([attachment.locale])
      return ws.send(await this.screenFor(attachment))
    }
    if (body?.t === 'answer' && attachment.id > 0 && Number.isInteger(body.q) && isFields(body.fields)) {
      const result = await this.answer(attachment.token, body.q as number, body.fields, typeof body.locale === 'string' ? body.locale : 'en')
      return ws.send(JSON.stringify(result.ok ? { t: 'answered', q: body.q, points: result.answer.points } : { t: 'error', q: body.q, code: result.code }))
    }
    ws.send(JSON.stringify({ t: 'error', code: 'badMessage' }))
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // The other side closed: finish the close handshake (codes 1005/1006 cannot be sent).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'closed')
    } catch {
      // Already closed.
    }
  }

  /** The deadline of a timed question, or the room's idle deletion: both safe to run twice. */
  override async alarm(): Promise<void> {
    const meta = this.meta()
    if (!meta) return
    const now = Date.now()
    const homework = deadlineOf(meta)
    if (homework !== undefined) {
      // Homework is kept for the teacher 30 days after its deadline, however quiet it was.
      if (now < homework + HOMEWORK_KEPT_MS) return this.ctx.storage.setAlarm(homework + HOMEWORK_KEPT_MS)
      for (const ws of this.ctx.getWebSockets()) ws.close(4004, 'room closed')
      return this.forget()
    }
    if (now - meta.active_at >= IDLE_MS) {
      for (const ws of this.ctx.getWebSockets()) ws.close(4004, 'room closed')
      await this.forget()
      return
    }
    if (meta.phase === 'question' && meta.deadline && now >= meta.deadline) {
      this.touch("phase = 'reveal', deadline = 0")
      await this.broadcast()
    }
    const pending = this.meta()!
    await this.ctx.storage.setAlarm(pending.phase === 'question' && pending.deadline ? pending.deadline : pending.active_at + IDLE_MS)
  }

  /**
   * Reads the city names and page strings of these locales (once per isolate,
   * src/i18n/load.ts) before a screen names a capital or an answer is read; a failed read
   * is reported, and only a screen that needs it then fails.
   */
  private async localeFiles(locales: Iterable<string>): Promise<void> {
    const wanted = new Set([...locales].map((locale) => (isLocale(locale) ? locale : 'en')))
    await Promise.all([...wanted].map((locale) => loadLocaleFiles(this.env.ASSETS, locale).catch((error: unknown) => reportServerError(error))))
  }

  /**
   * A socket's screen as one message: the room's version, the counts for the host, and the
   * whole view in the socket's language, so a phone changes screen on the message alone.
   */
  private async screenFor(attachment: Attachment): Promise<string> {
    const snapshot = await this.snapshot(attachment.token)
    if (!snapshot) return JSON.stringify({ v: 0 })
    const view = roomView(attachment.locale, attachment.origin, snapshot)
    return JSON.stringify(snapshot.host ? { v: snapshot.version, a: snapshot.answered, p: snapshot.players, view } : { v: snapshot.version, view })
  }

  /** Each socket in `sockets` gets its screen; sockets of one viewer share it. */
  private async tell(sockets: WebSocket[]): Promise<void> {
    if (!sockets.length) return
    await this.localeFiles(sockets.map((ws) => (ws.deserializeAttachment() as Attachment).locale))
    const screens = new Map<string, string>()
    // Nothing here waits on storage, so no other event runs while the round is made.
    this.round = new Map()
    try {
      for (const ws of sockets) {
        const attachment = ws.deserializeAttachment() as Attachment
        const key = `${attachment.token}\u0000${attachment.locale}\u0000${attachment.origin}`
        let text = screens.get(key)
        if (text === undefined) screens.set(key, (text = await this.screenFor(attachment)))
        send(ws, text)
      }
    } finally {
      this.round = undefined
    }
  }

  /** The screen changed: every socket gets its new screen. */
  private async broadcast(): Promise<void> {
    await this.tell(this.ctx.getWebSockets())
  }

  /** Counts changed (someone joined, left or answered): the host's screen only. */
  private async tellHost(): Promise<void> {
    await this.tell(this.ctx.getWebSockets(HOST))
  }

  /** A pending count update for the host's screen (`tellHostSoon`). */
  private hostSoon?: ReturnType<typeof setTimeout>

  /**
   * Counts changed: the host's screen gets them within HOST_COUNTS_MS, once for a burst of
   * joins or answers (40 answers in a second are a few host screens, not 40). The open
   * timer keeps the object awake that long, no longer.
   */
  private tellHostSoon(): void {
    this.hostSoon ??= setTimeout(() => {
      this.hostSoon = undefined
      void this.tellHost()
    }, HOST_COUNTS_MS)
  }
}

/** The room's settings as stored. */
const settingsOf = (meta: Meta): RoomSettings => ({ ...(JSON.parse(meta.options ?? '{}') as Partial<RoomSettings>), mode: meta.mode, ids: JSON.parse(meta.ids) as string[], limit: meta.limit_s })

/** A homework room's deadline; undefined for a live room. */
const deadlineOf = (meta: Meta): number | undefined => settingsOf(meta).deadline

/** A homework room past its deadline (a live room never is). */
const homeworkOver = (meta: Meta, now: number): boolean => {
  const deadline = deadlineOf(meta)
  return deadline !== undefined && now >= deadline
}

const send = (ws: WebSocket, text: string) => {
  try {
    ws.send(text)
  } catch {
    // A socket closing as we speak: its client reconnects and gets a snapshot.
  }
}

const isFields = (value: unknown): value is AnswerFields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length <= 20 &&
  Object.values(value).every((v) => Array.isArray(v) && v.length <= 20 && v.every((s) => typeof s === 'string' && s.length <= 200))
