/**
 * Run by scripts/bench/bench.mjs in workerd: one request writes `answers` answers, one after
 * another, to the StatsShard named `shard`; the bench sends many such requests at once,
 * as many players' answers reach one object (the figure behind the shard count in
 * docs/decisions/007). Every answer is a new (game, question), so each is a real write.
 */
import { StatsShard } from '../../src/stats/shard.js'

export { StatsShard }

interface RateEnv {
  STATS: DurableObjectNamespace<StatsShard>
}

export default {
  async fetch(request: Request, env: RateEnv): Promise<Response> {
    const url = new URL(request.url)
    const shard = env.STATS.getByName(url.searchParams.get('shard') ?? 'rate')
    const questions = Array.from({ length: 10 }, (_, i) => `question-${i}`)
    if (url.searchParams.has('count')) {
      const counted = await shard.readAnswers(questions)
      return Response.json({ counted: Object.values(counted).reduce((sum, c) => sum + c.answered, 0) })
    }
    const answers = Number(url.searchParams.get('answers') ?? 100)
    const writer = url.searchParams.get('writer') ?? 'w'
    for (let n = 0; n < answers; n++) await shard.recordAnswer(`${writer}-game-${n}`, questions[n % 10]!, n % 3 === 0)
    return Response.json({ answers })
  },
}
