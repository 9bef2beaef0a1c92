/**
 * @module shard
 * One shard of the shared statistics: a Durable Object with SQLite storage holding, for
 * the games that hash to it, how many answered each question and how many got it right,
 * and the scores of the day's challenge. A game always lands on the same shard
 * (store.ts), so the shard can refuse to count a (game, question) twice: the `seen`
 * table is the dedupe, and the counter moves in the same transaction as the insert.
 * Nothing personal is stored: a random game id, a question id, counts and scores.
 */
import { DurableObject } from 'cloudflare:workers'

/** How many answered a question, and how many of them scored the full point. */
export interface AnswerCount {
  answered: number
  right: number
}

/** Dedupe rows are kept this long: a game can last a week (state.ts MAX_GAME_AGE), plus a day. */
const SEEN_KEEP_SECONDS = 8 * 24 * 60 * 60
const DAY_SECONDS = 24 * 60 * 60
/** The key a game's daily score is deduped under in `seen`. */
const DAILY_SCORE = '#daily'

export class StatsShard extends DurableObject<Env> {
  private readonly sql: SqlStorage
  private cleanupScheduled = false

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    this.sql = ctx.storage.sql
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS answers (question TEXT PRIMARY KEY, answered INTEGER NOT NULL, right INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS seen (game TEXT NOT NULL, question TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game, question)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS seen_at ON seen (at);
      CREATE TABLE IF NOT EXISTS scores (day TEXT NOT NULL, score INTEGER NOT NULL, players INTEGER NOT NULL, PRIMARY KEY (day, score)) WITHOUT ROWID;
    `)
  }

  /**
   * Runs `count` only the first time (game, key) is seen, in one transaction with the
   * mark, so a retry can never count twice nor a crash count without the mark.
   */
  private async countOnce(game: string, key: string, count: () => void): Promise<void> {
    const now = Math.floor(Date.now() / 1000)
    const counted = this.ctx.storage.transactionSync(() => {
      if (this.sql.exec('INSERT OR IGNORE INTO seen (game, question, at) VALUES (?, ?, ?)', game, key, now).rowsWritten === 0) return false
      count()
      return true
    })
    if (counted) await this.scheduleCleanup()
  }

  /** The daily cleanup (alarm below), set once per instance when something was counted. */
  private async scheduleCleanup(): Promise<void> {
    if (this.cleanupScheduled) return
    this.cleanupScheduled = true
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + DAY_SECONDS * 1000)
  }

  /**
   * Counts one answer, once per game and question whatever is retried, and returns this
   * shard's counts for the question (after the answer).
   */
  async recordAnswer(game: string, question: string, right: boolean): Promise<AnswerCount> {
    await this.countOnce(game, question, () =>
      this.sql.exec(
        `INSERT INTO answers (question, answered, right) VALUES (?, 1, ?)
         ON CONFLICT (question) DO UPDATE SET answered = answered + 1, right = right + excluded.right`,
        question,
        right ? 1 : 0,
      ),
    )
    return this.readAnswers([question])[question] ?? { answered: 0, right: 0 }
  }

  /** This shard's counts for some questions (absent: nobody here answered it). */
  readAnswers(questions: readonly string[]): Record<string, AnswerCount> {
    const counts: Record<string, AnswerCount> = {}
    // One query for them all (SQLite takes up to 100 bound values; a caller asks for at most 50).
    const asked = questions.slice(0, 100)
    if (asked.length === 0) return counts
    const rows = this.sql.exec<{ question: string; answered: number; right: number }>(
      `SELECT question, answered, right FROM answers WHERE question IN (${asked.map(() => '?').join(', ')})`,
      ...asked,
    )
    for (const row of rows) counts[row.question] = { answered: row.answered, right: row.right }
    return counts
  }

  /** Every question this shard has counts for (measured difficulty). */
  allAnswers(): Array<AnswerCount & { question: string }> {
    return this.sql.exec<{ question: string; answered: number; right: number }>('SELECT question, answered, right FROM answers').toArray()
  }

  /** Counts a finished daily's score (in hundredths of a point), once per game. */
  recordScore(game: string, day: string, score: number): Promise<void> {
    return this.countOnce(game, DAILY_SCORE, () =>
      this.sql.exec(
        `INSERT INTO scores (day, score, players) VALUES (?, ?, 1)
         ON CONFLICT (day, score) DO UPDATE SET players = players + 1`,
        day,
        score,
      ),
    )
  }

  /** The day's scores on this shard: how many players scored each score (in hundredths). */
  readScores(day: string): Array<{ score: number; players: number }> {
    return this.sql.exec<{ score: number; players: number }>('SELECT score, players FROM scores WHERE day = ?', day).toArray()
  }

  /** Daily: forgets dedupe rows older than any game can be, and score days older than a month. */
  override async alarm(): Promise<void> {
    const now = Math.floor(Date.now() / 1000)
    this.sql.exec('DELETE FROM seen WHERE at < ?', now - SEEN_KEEP_SECONDS)
    const oldest = new Date((now - 31 * DAY_SECONDS) * 1000).toISOString().slice(0, 10)
    this.sql.exec('DELETE FROM scores WHERE day < ?', oldest)
    this.cleanupScheduled = false
    if (this.sql.exec('SELECT 1 FROM seen LIMIT 1').toArray().length > 0) await this.scheduleCleanup()
  }
}
