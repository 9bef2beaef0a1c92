/**
 * A quick A/B tool for per-request CPU (not part of `npm run bench`): one game is played
 * to its fifth question, and then each page of it is requested N times (16 at a time)
 * against the production bundle in workerd without storage bindings; prints the median
 * of three rounds of workerd's CPU per request. N (3000). Run: node scripts/bench/hammer.mjs
 */
import { build } from 'esbuild'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { buildDeployBundle, cpuMs, productionVars, startWorkerd, writeConfig } from './serve-workerd.mjs'
execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'dist/hammer')
buildDeployBundle(out)
await build({ stdin: { contents: `export { findQuestion } from './src/game/catalog.ts'\nexport { solutionFields } from './src/game/scoring.ts'`, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'neutral', outfile: path.join(out, 'game.mjs'), logLevel: 'warning' })
const game = await import(path.join(out, 'game.mjs') + '?' + Date.now())
const fieldsFor = (id) => { const q = game.findQuestion(id); return q.type === 'text' ? { answer: ['bench'] } : game.solutionFields(q) }
const port = 8797
const config = writeConfig({ out, port, stateDir: mkdtempSync(path.join(tmpdir(), 'h-')), vars: productionVars('x'.repeat(40)), storage: false })
const server = await startWorkerd(config, port, ['taskset', '-c', '0'])
const base = `http://127.0.0.1:${port}`
const post = { origin: base, 'content-type': 'application/x-www-form-urlencoded' }
const form = (fields) => { const f = new URLSearchParams(); for (const [k, vs] of Object.entries(fields)) for (const v of vs) f.append(k, v); return f.toString() }
const cookieFrom = (r) => r.headers.getSetCookie().map((l) => l.split(';')[0]).find((p) => p.startsWith('ww_game='))
try {
  let response = await fetch(`${base}/en`, { method: 'POST', redirect: 'manual', body: '', headers: post })
  let cookie = cookieFrom(response)
  let url = new URL(response.headers.get('location'), base).pathname
  const pages = {}
  for (let i = 0; i < 10; i++) {
    if (i === 4) pages['question (5th, cached)'] = { url, cookie }
    const id = url.split('/').at(-1)
    response = await fetch(base + url, { method: 'POST', body: form(fieldsFor(id)), headers: { ...post, cookie, accept: 'application/json' } })
    const next = (await response.json()).next
    cookie = cookieFrom(response)
    if (i === 4) pages['feedback (5th)'] = { url, cookie }
    if (i === 4) pages['answer again (JSON, 5th)'] = { url, cookie, method: 'POST', body: form(fieldsFor(id)) }
    url = next
  }
  pages['result'] = { url, cookie }
  pages['entry, game over'] = { url: '/en', cookie }
  pages['entry, new visitor'] = { url: '/en' }
  pages['credits'] = { url: '/en/credits' }
  pages['floor /healthz'] = { url: '/healthz' }
  const n = Number(process.env.N ?? 3000)
  const hammer = async ({ url, cookie, method = 'GET', body }) => {
    let k = 0
    await Promise.all(Array.from({ length: 16 }, async () => {
      while (k++ < n) {
        const r = await fetch(base + url, { method, body, headers: { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { ...post, accept: 'application/json' } : {}) } })
        if (r.status !== 200) throw new Error(`${url} ${r.status}`)
        await r.arrayBuffer()
      }
    }))
  }
  const rows = []
  for (const [name, page] of Object.entries(pages)) {
    await hammer(page)
    const rounds = []
    for (let r = 0; r < 3; r++) { const c0 = cpuMs(server.pid); await hammer(page); rounds.push((cpuMs(server.pid) - c0) / n) }
    rounds.sort((a, b) => a - b)
    rows.push({ page: name, 'CPU ms/request': rounds[1].toFixed(3) })
  }
  console.table(rows)
} finally { await server.stop() }
