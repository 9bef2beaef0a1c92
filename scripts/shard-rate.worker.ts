/**
 * Run by scripts/bench.mjs in workerd: how many answers one StatsShard object counts per
 * second when many requests write to it at once (the figure behind the shard count in
 * docs/decisions/007). Every answer is a new (game, question), so each is a real write.
 */
import { StatsShard } from '../src/stats/shard.js'

export { StatsShard }

interface RateEnv {
  STATS: DurableObjectNamespace<StatsShard>
}

export default {
  async fetch(request: Request, env: RateEnv): Promise<Response> {
    const url = new URL(request.url)
    const answers = Number(url.searchParams.get('answers') ?? 5000)
    const concurrency = Number(url.searchParams.get('concurrency') ?? 64)
    const run = url.searchParams.get('run') ?? 'r'
    const shard = env.STATS.getByName(`rate-${run}`)
    let next = 0
    const started = Date.now()
    const writer = async () => {
      while (next < answers) {
        const n = next++
        await shard.recordAnswer(`${run}-game-${n}`, `question-${n % 10}`, n % 3 === 0)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, writer))
    const ms = Date.now() - started
    const counted = (await shard.readAnswers(Array.from({ length: 10 }, (_, i) => `question-${i}`)))
    const total = Object.values(counted).reduce((sum, c) => sum + c.answered, 0)
    return Response.json({ answers, ms, perSecond: Math.round((answers / ms) * 1000), counted: total })
  },
}
