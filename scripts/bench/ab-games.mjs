/**
 * A/B of whole games between two builds on this noisy machine (not part of `npm run bench`):
 * both workerd processes run side by side on core 0 and take turns, ROUNDS times GAMES
 * games each, so a slow spell of the machine hits both alike; prints each step's median
 * per build. A is a bundle built earlier (AB_BASE, default dist/ab-base: make it with
 * `node scripts/bench/ab-games.mjs --base` on the code to compare against), B the working tree.
 */
import { build } from 'esbuild'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { buildDeployBundle, productionVars, startWorkerd, writeConfig } from './serve-workerd.mjs'
import { benchGames } from './bench-games.mjs'
execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
const root = path.resolve(import.meta.dirname, '../..')
const baseDir = path.resolve(root, process.env.AB_BASE ?? 'dist/ab-base')
if (process.argv.includes('--base')) {
  buildDeployBundle(baseDir)
  console.log('base bundle in', baseDir)
  process.exit(0)
}
const outB = path.join(root, 'dist/ab-new')
buildDeployBundle(outB)
await build({ stdin: { contents: `export { findQuestion } from './src/game/catalog.ts'\nexport { solutionFields } from './src/game/scoring.ts'`, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', outfile: path.join(outB, 'game.mjs'), logLevel: 'warning' })
const game = await import(path.join(outB, 'game.mjs') + '?' + Date.now())
const fieldsFor = (id) => { const q = game.findQuestion(id); return q.type === 'text' ? { answer: ['bench'] } : game.solutionFields(q) }
const vars = productionVars('x'.repeat(40))
const servers = {}
for (const [name, out, port] of [['A', baseDir, 8795], ['B', outB, 8796]]) {
  const config = writeConfig({ out, port, stateDir: mkdtempSync(path.join(tmpdir(), 'ab-')), vars, storage: false })
  servers[name] = { port, server: await startWorkerd(config, port, ['taskset', '-c', '0']), runs: [] }
}
try {
  const mode = process.env.MODE ?? 'mixed'
  for (let round = 0; round < Number(process.env.ROUNDS ?? 4); round++) {
    for (const name of round % 2 ? ['B', 'A'] : ['A', 'B']) {
      const s = servers[name]
      const { rows } = await benchGames({ base: `http://127.0.0.1:${s.port}`, pid: s.server.pid, mode, games: Number(process.env.GAMES ?? 150), concurrency: 16, fieldsFor, warmup: round === 0 ? Number(process.env.WARMUP ?? 100) : 0 })
      s.runs.push(rows.map((r) => parseFloat(r['CPU ms/request'])))
    }
  }
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2 }
  const names = ['start', 'question, first view', 'answer (JSON)', 'feedback', 'result', 'whole game']
  console.table(names.map((step, i) => ({ step, A: median(servers.A.runs.map((r) => r[i])).toFixed(3), B: median(servers.B.runs.map((r) => r[i])).toFixed(3) })))
} finally {
  for (const s of Object.values(servers)) await s.server.stop()
}
