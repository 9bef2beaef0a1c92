/**
 * npm run bench:games — only the whole-game rows of `npm run bench` (scripts/bench/bench-games.mjs),
 * quick to run before and after a change: GAMES (200) games of each of MODES
 * (mixed; e.g. MODES=mixed,daily,maps) against the production bundle in workerd without
 * storage bindings, workerd on core 0 and this script on core 1.
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
const out = path.join(root, 'dist/games')
buildDeployBundle(out)
await build({ stdin: { contents: `export { findQuestion } from './src/game/catalog.ts'\nexport { solutionFields } from './src/game/scoring.ts'`, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', outfile: path.join(out, 'game.mjs'), logLevel: 'warning' })
const game = await import(path.join(out, 'game.mjs') + '?' + Date.now())
const port = 8799
const config = writeConfig({ out, port, stateDir: mkdtempSync(path.join(tmpdir(), 'g-')), vars: productionVars('x'.repeat(40)), storage: false })
const server = await startWorkerd(config, port, ['taskset', '-c', '0'])
try {
  for (const mode of (process.env.MODES ?? 'mixed').split(',')) {
    const { rows, bad } = await benchGames({ base: `http://127.0.0.1:${port}`, pid: server.pid, mode, games: Number(process.env.GAMES ?? 200), concurrency: 16, warmup: Number(process.env.WARMUP ?? 100), fieldsFor: (id) => { const q = game.findQuestion(id); return q.type === 'text' ? { answer: ['bench'] } : game.solutionFields(q) } })
    console.log(mode, bad ? `bad ${bad}` : ''); console.table(rows)
  }
} finally { await server.stop() }
