/**
 * @module learners/learner
 * One player's learning, without an account: the `Learner` Durable Object (SQLite), one
 * per learner id (src/learners/cookie.ts). It keeps every result once per game and
 * question (whatever is retried), a review card per question scheduled by FSRS
 * (`ts-fsrs`), the days of scored daily challenges (the streak), and when it was last
 * used; an alarm deletes it after 13 months without an answer. Nothing personal: ids of
 * games and questions, points and times. Reached only through src/learners/store.ts.
 *
 * A result's grade (docs/decisions/015): no point → Again; some → Hard; a full point →
 * Good, or Easy when it came within FAST_SECONDS of the game's previous answer.
 */
import { DurableObject } from 'cloudflare:workers'
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs'
import { findQuestion } from '../game/catalog.js'
import { aboutRegion, isContinent } from '../game/regions.js'

/** An answer as the game recorded it. */
export interface LearnerAnswer {
  /** The game's id (GameState.g): with the question, what makes a result once. */
  game: string
  question: string
  /** Milliseconds since the epoch. */
  at: number
  /** 0..1 */
  points: number
  /** Seconds since the game's previous answer (or its start), when known. */
  seconds?: number
  topic: string
  /** The countries the question is about (the mastery map), lower-case codes. */
  countries: readonly string[]
  /** The UTC day of a scored daily challenge this answer belongs to. */
  daily?: string
}

/** What the learner now knows of an answered question: when it is next due (ms). */
export interface Scheduled {
  question: string
  due: number
}

export interface TopicFigures {
  topic: string
  answered: number
  /** Sum of points. */
  points: number
}

export interface CountryFigures {
  country: string
  answered: number
  points: number
}

export interface Progress {
  games: number
  answered: number
  points: number
  topics: TopicFigures[]
  countries: CountryFigures[]
  /** Consecutive UTC days with a scored daily, up to today (or yesterday, today not played yet). */
  streak: number
  longestStreak: number
  /** Questions due for review now. */
  due: number
  /** Questions whose last answer was not right. */
  mistakes: number
}

/** A right answer this soon after the previous one is Easy (the game's clock: whole seconds). */
export const FAST_SECONDS = 12
/** A learner without an answer this long is deleted (its alarm). */
export const IDLE_MS = 396 * 24 * 60 * 60 * 1000
/** The last answer's time (and the idle alarm) is written at most this often. */
export const ACTIVE_GRAIN_MS = 24 * 60 * 60 * 1000
/** The most answers one call records: a game's ten, with room for a room's. */
export const MAX_ANSWERS_PER_CALL = 50

/** The kinds of rows in `totals`. */
const ALL = 'all'
const GAMES = 'games'
const TOPIC = 'topic'
const COUNTRY = 'country'

/** The rule of decision 015: a result's points (and speed) as an FSRS grade. */
export const gradeOf = (points: number, seconds?: number): Grade =>
  points <= 0 ? Rating.Again : points < 1 ? Rating.Hard : seconds !== undefined && seconds <= FAST_SECONDS ? Rating.Easy : Rating.Good

const DAY_MS = 24 * 60 * 60 * 1000
const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

/** The longest run of consecutive days, and the run that ends on `today` or the day before. */
export const streaks = (days: readonly string[], today: string): { current: number; longest: number } => {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b)
  let longest = 0
  let run = 0
  for (let i = 0; i < numbers.length; i++) {
    run = i > 0 && numbers[i] === numbers[i - 1]! + 1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const last = numbers.at(-1)
  const now = dayNumber(today)
  return { current: last !== undefined && now - last <= 1 ? run : 0, longest }
}

/**
 * FSRS with its defaults but no same-day learning steps: a quiz question is met in a game,
 * not drilled within minutes, so a right first answer is due in days and a wrong one the
 * next day (decision 015).
 */
const scheduler = fsrs({ enable_short_term: false })

type StoredCard = Omit<Card, 'due' | 'last_review'> & { due: number; last_review?: number }
const toStored = ({ due, last_review, ...rest }: Card): StoredCard => ({ ...rest, due: due.getTime(), ...(last_review ? { last_review: last_review.getTime() } : {}) })
const fromStored = (stored: StoredCard): Card => ({ ...stored, due: new Date(stored.due), ...(stored.last_review !== undefined ? { last_review: new Date(stored.last_review) } : {}) }) as Card

export class Learner extends DurableObject<Env> {
  private readonly sql: SqlStorage

  /** Whether the tables exist: made on the first write, gone after "Forget me". */
  private tables: boolean
  /** The last answer's time as stored (read once per wake-up). */
  private active: number | undefined

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.tables = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'results'").one().n > 0
  }

  /** Makes the tables before a first write (a learner that never answered keeps none). */
  private makeTables(): void {
    if (this.tables) return
    this.tables = true
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS results (
        game TEXT NOT NULL, question TEXT NOT NULL, at INTEGER NOT NULL, points REAL NOT NULL,
        topic TEXT NOT NULL, countries TEXT NOT NULL, PRIMARY KEY (game, question)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS cards (
        question TEXT PRIMARY KEY, due INTEGER NOT NULL, last_points REAL NOT NULL,
        topic TEXT NOT NULL, countries TEXT NOT NULL, card TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS cards_due ON cards (due);
      CREATE TABLE IF NOT EXISTS daily (day TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS transfers (nonce TEXT PRIMARY KEY, expires INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS totals (kind TEXT NOT NULL, key TEXT NOT NULL, answered INTEGER NOT NULL, points REAL NOT NULL, PRIMARY KEY (kind, key)) WITHOUT ROWID;
    `)
  }

  /** Records answers as `record` does, and sends nothing back (the worker's cheapest call). */
  keep(answers: readonly LearnerAnswer[]): void {
    this.record(answers)
  }

  /**
   * Records answers, each once per game and question: a result already kept (a retry,
   * the result page healing a gap) changes nothing. A new one reviews its question's card.
   * Returns when each answered question is next due.
   */
  record(answers: readonly LearnerAnswer[], now: number = Date.now()): Scheduled[] {
    const scheduled: Scheduled[] = []
    this.makeTables()
    this.ctx.storage.transactionSync(() => {
      for (const answer of answers.slice(0, MAX_ANSWERS_PER_CALL)) {
        const countries = answer.countries.join(' ')
        const newGame = this.sql.exec('SELECT 1 FROM results WHERE game = ? LIMIT 1', answer.game).toArray().length === 0
        const written = this.sql.exec(
          'INSERT OR IGNORE INTO results (game, question, at, points, topic, countries) VALUES (?, ?, ?, ?, ?, ?)',
          answer.game, answer.question, answer.at, answer.points, answer.topic, countries,
        ).rowsWritten
        const row = this.sql.exec<{ card: string }>('SELECT card FROM cards WHERE question = ?', answer.question).toArray()[0]
        let card = row ? fromStored(JSON.parse(row.card) as StoredCard) : undefined
        if (written) {
          // A healed answer may be older than the card's last review: FSRS reviews forward in time.
          const at = new Date(Math.max(answer.at, card?.last_review?.getTime() ?? 0))
          card = scheduler.next(card ?? createEmptyCard(at), at, gradeOf(answer.points, answer.seconds)).card
          this.sql.exec(
            'INSERT OR REPLACE INTO cards (question, due, last_points, topic, countries, card) VALUES (?, ?, ?, ?, ?, ?)',
            answer.question, card.due.getTime(), answer.points, answer.topic, countries, JSON.stringify(toStored(card)),
          )
          if (answer.daily) this.sql.exec('INSERT OR IGNORE INTO daily (day) VALUES (?)', answer.daily)
          // The progress page's figures, kept as they grow: its read does not scan the results.
          for (const [kind, key] of [[ALL, ''], [TOPIC, answer.topic], ...answer.countries.map((c) => [COUNTRY, c])]) this.addTotal(kind!, key!, 1, answer.points)
          if (newGame) this.addTotal(GAMES, '', 1, 0)
        }
        if (card) scheduled.push({ question: answer.question, due: card.due.getTime() })
      }
      // The last answer's time and the alarm move at most once a day: 13 months is not counted to the hour.
      if (this.active === undefined) this.active = this.sql.exec<{ value: number }>("SELECT value FROM meta WHERE key = 'active'").toArray()[0]?.value ?? 0
      if (now - this.active >= ACTIVE_GRAIN_MS) {
        this.active = now
        this.sql.exec('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', 'active', now)
        void this.ctx.storage.setAlarm(now + IDLE_MS)
      }
    })
    return scheduled
  }

  private addTotal(kind: string, key: string, answered: number, points: number): void {
    this.sql.exec(
      'INSERT INTO totals (kind, key, answered, points) VALUES (?, ?, ?, ?) ON CONFLICT (kind, key) DO UPDATE SET answered = answered + excluded.answered, points = points + excluded.points',
      kind, key, answered, points,
    )
  }

  /**
   * Everything the progress page shows: the totals kept by `record` (a row overall, one a
   * game count, one a topic, one a country: about 200 rows however long the history) and
   * a few indexed reads of the cards and days.
   */
  progress(today: string, now: number = Date.now()): Progress {
    if (!this.tables) return { games: 0, answered: 0, points: 0, topics: [], countries: [], streak: 0, longestStreak: 0, due: 0, mistakes: 0 }
    let games = 0
    let all = { answered: 0, points: 0 }
    const topics: Progress['topics'] = []
    const countries: CountryFigures[] = []
    for (const { kind, key, answered, points } of this.sql.exec<{ kind: string; key: string; answered: number; points: number }>('SELECT kind, key, answered, points FROM totals')) {
      if (kind === GAMES) games = answered
      else if (kind === ALL) all = { answered, points }
      else if (kind === TOPIC) topics.push({ topic: key, answered, points })
      else countries.push({ country: key, answered, points })
    }
    const days = this.sql.exec<{ day: string }>('SELECT day FROM daily').toArray().map((r) => r.day)
    const { current, longest } = streaks(days, today)
    const due = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cards WHERE due <= ?', now).one().n
    const mistakes = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cards WHERE last_points < 1').one().n
    return {
      games,
      answered: all.answered,
      points: all.points,
      topics: topics.sort((a, b) => a.topic.localeCompare(b.topic)),
      countries: countries.sort((a, b) => a.country.localeCompare(b.country)),
      streak: current,
      longestStreak: longest,
      due,
      mistakes,
    }
  }

  /** What the entry screen shows: the daily streak and how many questions are due, in two indexed reads. */
  summary(today: string, now: number = Date.now()): { streak: number; due: number } {
    if (!this.tables) return { streak: 0, due: 0 }
    const days = this.sql.exec<{ day: string }>('SELECT day FROM daily ORDER BY day DESC LIMIT 400').toArray().map((r) => r.day)
    const due = this.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM cards WHERE due <= ?', now).one().n
    return { streak: streaks(days, today).current, due }
  }

  /** Questions whose last answer was not right, the most overdue first. */
  mistakes(limit: number): string[] {
    if (!this.tables) return []
    return this.sql
      .exec<{ question: string }>('SELECT question FROM cards WHERE last_points < 1 ORDER BY due LIMIT ?', Math.max(0, Math.min(limit, 100)))
      .toArray()
      .map((r) => r.question)
  }

  /**
   * What a Learn game of `scope` (a topic, or a continent) draws from: the questions in it
   * due at `now`, the most overdue first (up to `limit`), and every question in it the
   * learner has met, so the game's new questions are new. A continent holds the
   * questions whose countries all lie in it, as a room's region does (src/game/regions.ts).
   */
  learnPlan(scope: string, now: number, limit: number): { due: string[]; known: string[] } {
    if (!this.tables) return { due: [], known: [] }
    const topic = !isContinent(scope)
    const rows = topic
      ? this.sql.exec<{ question: string; due: number }>('SELECT question, due FROM cards WHERE topic = ? ORDER BY due', scope).toArray()
      : this.sql.exec<{ question: string; due: number }>('SELECT question, due FROM cards ORDER BY due').toArray().filter((r) => {
          const question = findQuestion(r.question)
          return question !== undefined && aboutRegion(scope, question)
        })
    return {
      due: rows.filter((r) => r.due <= now).slice(0, Math.max(0, Math.min(limit, 100))).map((r) => r.question),
      known: rows.map((r) => r.question),
    }
  }

  /** A one-time link to this learner (src/routes/progress/move.tsx): its nonce, usable once until `expires` (ms). */
  createTransfer(nonce: string, expires: number, now: number = Date.now()): void {
    this.makeTables()
    // Links long expired are of no use to anyone: dropped as new ones are made.
    this.sql.exec('DELETE FROM transfers WHERE expires < ?', now)
    this.sql.exec('INSERT OR IGNORE INTO transfers (nonce, expires) VALUES (?, ?)', nonce, expires)
  }

  /** Uses a one-time link: 'ok' the first time within its 15 minutes, then 'used'; 'expired' after; 'unknown' for any other. */
  consumeTransfer(nonce: string, now: number = Date.now()): 'ok' | 'used' | 'expired' | 'unknown' {
    if (!this.tables) return 'unknown'
    const row = this.sql.exec<{ expires: number; used: number }>('SELECT expires, used FROM transfers WHERE nonce = ?', nonce).toArray()[0]
    if (!row) return 'unknown'
    if (row.used) return 'used'
    if (row.expires < now) return 'expired'
    this.sql.exec('UPDATE transfers SET used = 1 WHERE nonce = ?', nonce)
    return 'ok'
  }

  /** The object's SQLite database size in bytes (npm run bench: a learner of 20,000 results). */
  storageBytes(): number {
    return this.ctx.storage.sql.databaseSize
  }

  /** "Forget me": every row and the alarm, at once. */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
    this.tables = false
    this.active = undefined
  }

  /** Idle for 13 months: deleted. Run again (alarms are retried), or after an answer moved it, it does no harm. */
  override async alarm(): Promise<void> {
    if (!this.tables) return
    const active = this.sql.exec<{ value: number }>("SELECT value FROM meta WHERE key = 'active'").toArray()[0]?.value
    if (active === undefined) return
    if (Date.now() - active >= IDLE_MS) await this.forget()
    else await this.ctx.storage.setAlarm(active + IDLE_MS)
  }
}
