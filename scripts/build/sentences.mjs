/**
 * The sentences a player reads in one locale, for a translator or a reviewer, and the
 * checks of that locale's strings and grammar against English (missing keys, arguments,
 * forms the locale lacks, names its tables leave out, bare codes, English left over).
 * Builds the locale from the files on disk in memory, so it needs no `npm run build`
 * beyond the first and writes nothing.
 * Usage: node scripts/build/sentences.mjs <locale> [--all] [--errors] [--games N --seed S] [--interface]
 */
import { build } from 'esbuild'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const [locale, ...flags] = process.argv.slice(2)
if (!locale) throw new Error('usage: node scripts/build/sentences.mjs <locale> [--all] [--errors]')
const all = flags.includes('--all')
const errorsOnly = flags.includes('--errors')
const numberAfter = (flag, fallback) => (flags.includes(flag) ? Number(flags[flags.indexOf(flag) + 1]) : fallback)
/** `--games N --seed S`: N real games as a player reads them (for a reviewer). */
const games = numberAfter('--games', 0)
const seed = numberAfter('--seed', 1)

const defaultExport = async (file) => {
  const bundled = await build({ absWorkingDir: root, entryPoints: [file], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error', loader: { '.txt': 'text' } })
  return (await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)).default
}
const packed = {}
const rules = []
for (const l of [...new Set(['en', locale])]) {
  const grammarFile = `src/i18n/grammar/${l}.ts`
  packed[l] = JSON.stringify({ strings: await defaultExport(`locales/${l}/index.ts`), grammar: existsSync(path.join(root, grammarFile)) ? await defaultExport(grammarFile) : {} })
  if (existsSync(path.join(root, `src/i18n/grammar/rules/${l}.ts`))) rules.push(l)
}
const generated = `${rules.map((l, i) => `import rule${i} from ${JSON.stringify(path.join(root, `src/i18n/grammar/rules/${l}.ts`))}`).join('\n')}
export const LOCALE_SOURCES = ${JSON.stringify(packed)}
export const GRAMMAR_RULES = { ${rules.map((l, i) => `${JSON.stringify(l)}: rule${i}`).join(', ')} }
// Every string is packed here, the pages' too: nothing is left to read from the assets.
export const PAGE_TEXTS_BASE = ''
export const PAGE_TEXT_KEYS = []`

const bundled = await build({
  absWorkingDir: root,
  entryPoints: ['scripts/build/sentences.entry.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
  plugins: [
    {
      name: 'locales-from-disk',
      setup(b) {
        b.onResolve({ filter: /generated\/locales\.js$/ }, () => ({ path: 'locales', namespace: 'disk' }))
        b.onLoad({ filter: /.*/, namespace: 'disk' }, () => ({ contents: generated, loader: 'ts', resolveDir: root }))
      },
    },
  ],
})
let result
try {
  const { run, loadCities } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)
  // City names are static assets the worker reads through ASSETS; here, from public/ on disk.
  await loadCities([...new Set(['en', locale])], (asset) => readFileSync(path.join(root, 'public', asset), 'utf8'))
  result = run(locale, { all, errorsOnly, games, seed, interfaceOnly: flags.includes('--interface') })
} catch (error) {
  console.log(`${locale}: could not run: ${error.stack.split('\n').filter((line) => !line.includes('data:text')).slice(0, 6).join('\n')}`)
  process.exit(1)
}
const { errors, lines } = result
if (lines.length) console.log(lines.join('\n'))
if (errors.length) console.log(`\n# ${errors.length} errors\n${[...new Set(errors)].slice(0, 300).join('\n')}`)
console.log(`\n${locale}: ${errors.length} errors${all ? ' (whole catalog)' : ' (sample)'}`)
process.exitCode = errors.length ? 1 : 0
