/**
 * Builds the browser bundle and the stylesheet into public/assets/ with content-hashed
 * names (served with immutable caching, see public/_headers), and writes
 * src/generated/assets.ts so the worker links the current files.
 * React's production build unless NODE_ENV=development.
 */
import { build } from 'esbuild'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const outdir = path.join(root, 'public/assets')
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production'

// Only its own files: the folders beside them (maps-, flags-, cities-, texts-) belong to the scripts that write them.
await mkdir(outdir, { recursive: true })
for (const entry of await readdir(outdir, { withFileTypes: true })) if (entry.isFile()) await rm(path.join(outdir, entry.name))
const result = await build({
  absWorkingDir: root,
  entryPoints: { client: 'src/client/main.ts', styles: 'src/client/styles.css' },
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox113', 'safari16'],
  jsx: 'automatic',
  minify: mode === 'production',
  sourcemap: 'linked',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  metafile: true,
  logLevel: 'warning',
})

const outputs = Object.entries(result.metafile.outputs)
const urlOf = (entry) => {
  const found = outputs.find(([, meta]) => meta.entryPoint === entry)
  if (!found) throw new Error(`no output for ${entry}`)
  return `/${path.relative(path.join(root, 'public'), path.join(root, found[0])).split(path.sep).join('/')}`
}
const assets = { script: urlOf('src/client/main.ts'), stylesheet: urlOf('src/client/styles.css') }
await mkdir(path.join(root, 'src/generated'), { recursive: true })
await writeFile(
  path.join(root, 'src/generated/assets.ts'),
  `// Written by scripts/build/build-client.mjs (npm run build). Do not edit.\nexport const ASSETS = ${JSON.stringify(assets, null, 2)} as const\n`,
)
// The size script reads which files the question page's script pulls in.
await mkdir(path.join(root, 'dist'), { recursive: true })
await writeFile(path.join(root, 'dist/client-meta.json'), JSON.stringify(result.metafile))
console.log(`client (${mode}): ${assets.script}, ${assets.stylesheet}`)
