/**
 * npm run size: measures the size budgets of DESIGN.md and fails past any.
 * - all JavaScript a question page loads before any error (the client entry and the
 *   chunks it imports statically; lazily imported chunks such as the error reporter
 *   are listed but not counted), gzip
 * - all JavaScript a room page loads: the same, plus the room screen's chunk, gzip
 * - the HTML of a question page, gzip (the largest over many games' first question, in
 *   the base locale and the scripts whose UTF-8 is widest)
 * - every map picture (public/assets/maps-*), gzip: the largest
 * - the worker as deployed (`wrangler deploy --dry-run --minify`), gzip, with all 21 locales
 */
import { build } from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startWorker } from './serve-worker.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const KB = 1024
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length
const kb = (n) => `${(n / KB).toFixed(1)} KB`
const rows = []
const measure = (name, bytes, budget, note = '') => rows.push({ name, gzip: kb(bytes), budget: kb(budget), ok: bytes <= budget ? 'yes' : 'NO', note })

// 1. JavaScript a question page loads.
const meta = JSON.parse(readFileSync(path.join(root, 'dist/client-meta.json'), 'utf8'))
const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === 'src/client/main.ts')[0]
const loaded = new Set()
const lazy = new Set()
const walk = (file) => {
  if (loaded.has(file)) return
  loaded.add(file)
  for (const imp of meta.outputs[file].imports) {
    if (imp.kind === 'import-statement') walk(imp.path)
    else if (imp.kind === 'dynamic-import') lazy.add(imp.path)
  }
}
walk(entry)
const jsBytes = [...loaded].reduce((sum, file) => sum + gz(readFileSync(path.join(root, file))), 0)
const lazyFiles = [...lazy].filter((f) => !loaded.has(f))
const lazyBytes = lazyFiles.reduce((sum, file) => sum + gz(readFileSync(path.join(root, file))), 0)
measure('question page JavaScript', jsBytes, 75 * KB, `${loaded.size} file(s), the same in every locale (no strings: the server renders them); lazy, not counted: ${kb(lazyBytes)}`)

// A room page loads the same, and the room screen's chunk (imported when the page has a room island).
const roomChunk = lazyFiles.find((file) => Object.keys(meta.outputs[file].inputs).some((input) => input.endsWith('src/ui/RoomScreen.tsx')))
if (!roomChunk) throw new Error('no room screen chunk in the client build')
const roomLoaded = new Set(loaded)
const walkRoom = (file) => {
  if (roomLoaded.has(file)) return
  roomLoaded.add(file)
  for (const imp of meta.outputs[file].imports) if (imp.kind === 'import-statement') walkRoom(imp.path)
}
walkRoom(roomChunk)
const roomBytes = [...roomLoaded].reduce((sum, file) => sum + gz(readFileSync(path.join(root, file))), 0)
measure('room page JavaScript', roomBytes, 85 * KB, `${roomLoaded.size} file(s)`)

// 2. HTML of a question page.
const worker = await startWorker({ port: Number(process.env.SIZE_PORT ?? 8792) })
let largest = 0
let largestPath = ''
try {
  // Scripts whose UTF-8 is widest (Devanagari, Bengali, CJK, Arabic and Persian, Cyrillic) and the base locale.
  for (let game = 0; game < 20; game++) {
    for (const locale of ['en', 'de', 'ar', 'fa', 'ja', 'zh', 'hi', 'bn']) {
      const started = await fetch(`${worker.baseUrl}/${locale}`, { method: 'POST', redirect: 'manual', headers: { origin: worker.baseUrl, 'content-type': 'application/x-www-form-urlencoded' } })
      const cookie = started.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
      const where = started.headers.get('location')
      const html = Buffer.from(await (await fetch(`${worker.baseUrl}${where}`, { headers: { cookie } })).arrayBuffer())
      const size = gz(html)
      if (size > largest) [largest, largestPath] = [size, where]
    }
  }
} finally {
  await worker.stop()
}
measure('question page HTML', largest, 12 * KB, `largest of 160 first questions in 8 locales: ${largestPath}`)

// 3. Map pictures.
const mapsDir = readdirSync(path.join(root, 'public/assets')).find((d) => d.startsWith('maps-'))
const pictures = readdirSync(path.join(root, 'public/assets', mapsDir)).map((f) => ({ f, bytes: gz(readFileSync(path.join(root, 'public/assets', mapsDir, f))) }))
const biggest = pictures.reduce((a, b) => (b.bytes > a.bytes ? b : a))
measure('map picture', biggest.bytes, 40 * KB, `largest of ${pictures.length}: ${biggest.f}`)

// 4. The worker as deployed.
const outdir = path.join(root, 'dist/worker')
// Text modules are named by their content's hash: an earlier build's must not be counted too.
rmSync(outdir, { recursive: true, force: true })
execFileSync(path.join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--minify', '--outdir', outdir], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
})
const workerBytes = readdirSync(outdir)
  .filter((f) => /\.(m?js|wasm|txt)$/.test(f))
  .reduce((sum, f) => sum + gz(readFileSync(path.join(outdir, f))), 0)
measure('worker (deploy --dry-run --minify)', workerBytes, 600 * KB, '21 locales, each parsed only when served')

// The progress page's mastery map as the worker draws it, every country played (the most it can hold).
{
  const { outputFiles } = await build({
    stdin: { contents: "export { masteryMapMarkup } from './src/learners/mastery.ts'\nexport { COUNTRIES } from './src/game/countries.ts'", resolveDir: root, loader: 'ts' },
    bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'error',
  })
  const { masteryMapMarkup, COUNTRIES } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
  const map = masteryMapMarkup(new Map(COUNTRIES.map((c, i) => [c.code, (i % 4) + 1])), 'label')
  measure('mastery map (progress page)', gz(Buffer.from(map)), 40 * KB, `${COUNTRIES.length} countries played, inline SVG over the world picture`)
}

console.table(rows)
if (rows.some((r) => r.ok !== 'yes')) {
  console.error('size: over budget')
  process.exit(1)
}
