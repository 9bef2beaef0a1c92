/**
 * Run by scripts/bench/bench.mjs in workerd: drives Learner objects (src/learners) in the same
 * process, so their CPU is read apart from the worker's. Real catalog ids; a question's
 * countries as the learner keeps them (one country, or none for a set: the store's
 * `countryOf` lives with the map texts, which load the locales' assets, so this takes
 * `question.countries` when it names one country).
 *   ?op=warm                                   every catalog question built once (the isolate's memo)
 *   ?op=record&learner=NAME&learners=L&games=G  G games of ten answers for each of the learners NAME-0 … NAME-(L-1),
 *                                              one record() call per answer, then the result page's batch of
 *                                              the ten (kept once), as a game does
 *   ?op=fill&learner=NAME&results=20000        that many results (distinct game and question) in batches of 50;
 *                                              answers the database size (bytes), the results and the cards
 *   ?op=progress&learner=NAME&reads=N          progress(today) N times, one after another; answers each call's ms
 *                                              as the worker's clock saw it (it moves on I/O)
 */
import { catalogIds, findQuestion } from '../../src/game/catalog.js'
import { Learner, MAX_ANSWERS_PER_CALL, type LearnerAnswer } from '../../src/learners/learner.js'

export { Learner }

interface LearnerBenchEnv {
  LEARNERS: DurableObjectNamespace<Learner>
}

const DAY_MS = 24 * 60 * 60 * 1000
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The n-th answer (a third of them wrong) of `game` to catalog question `id`; `daily`: its game is that day's scored challenge. */
const answerTo = (game: string, id: string, n: number, at: number, daily: boolean): LearnerAnswer => {
  const question = findQuestion(id)!
  return {
    game,
    question: id,
    at,
    points: n % 3 === 0 ? 0 : 1,
    seconds: 4 + (n % 17),
    topic: question.topic,
    countries: question.countries.length === 1 ? [...question.countries] : [],
    ...(daily ? { daily: day(at) } : {}),
  }
}

export default {
  async fetch(request: Request, env: LearnerBenchEnv): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === '/healthz') return new Response('ok')
    const op = url.searchParams.get('op')
    const name = url.searchParams.get('learner') ?? 'learner'
    const ids = catalogIds('mixed')
    const learner = env.LEARNERS.getByName(name)
    if (op === 'warm') return Response.json({ questions: ids.filter((id) => findQuestion(id)).length })
    if (op === 'record') {
      const learners = Number(url.searchParams.get('learners') ?? 1)
      const games = Number(url.searchParams.get('games') ?? 1)
      let n = 0
      for (let l = 0; l < learners; l++) {
        const one = env.LEARNERS.getByName(`${name}-${l}`)
        for (let g = 0; g < games; g++) {
          const game = `${name}-${l}-game-${g}`
          const answers: LearnerAnswer[] = []
          for (let k = 0; k < 10; k++, n++) {
            answers.push(answerTo(game, ids[(n * 7919) % ids.length]!, n, Date.now(), g % 3 === 0))
            await one.record([answers[k]!])
          }
          // The result page records the whole game again (kept once: it heals what did not arrive).
          await one.record(answers)
        }
      }
      return Response.json({ answers: n })
    }
    if (op === 'fill') {
      const results = Number(url.searchParams.get('results') ?? 20_000)
      // Ten answers a game, ten games a day, ending now: distinct (game, question) pairs over the catalog.
      const start = Date.now() - (results / 100) * DAY_MS
      const at = (n: number) => start + Math.floor((n / 100) * DAY_MS)
      const answers = Array.from({ length: results }, (_, n) => answerTo(`${name}-game-${Math.floor(n / 10)}`, ids[n % ids.length]!, n, at(n), Math.floor(n / 10) % 10 === 0))
      for (let i = 0; i < answers.length; i += MAX_ANSWERS_PER_CALL) await learner.record(answers.slice(i, i + MAX_ANSWERS_PER_CALL), at(i))
      const progress = await learner.progress(day(Date.now()))
      return Response.json({ bytes: await learner.storageBytes(), results: progress.answered, cards: Math.min(results, ids.length), games: progress.games })
    }
    if (op === 'progress') {
      const reads = Number(url.searchParams.get('reads') ?? 1)
      const today = day(Date.now())
      const ms: number[] = []
      for (let i = 0; i < reads; i++) {
        const started = Date.now()
        await learner.progress(today)
        ms.push(Date.now() - started)
      }
      return Response.json({ ms })
    }
    return new Response('op: warm, record, fill or progress', { status: 400 })
  },
}
