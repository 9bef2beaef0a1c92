/**
 * Packs each locale for the worker (npm run build, after the typesafe-i18n generator):
 * each locale's strings (`locales/{locale}/index.ts`) and grammar tables
 * (`src/i18n/grammar/{locale}.ts`, where the language inflects) as one JSON text in
 * `src/generated/locales/{locale}.txt`, a Text module (wrangler's default rule for
 * `.txt`), and `src/generated/locales.ts`, which imports them and the computed grammar
 * rules (`src/i18n/grammar/rules/{locale}.ts`). The worker parses a locale's JSON the
 * first time it serves that locale, so a cold start parses no strings at all, and an
 * isolate builds only the locales it serves.
 *
 * The strings of pages reached only by their own routes (the progress page, the credits,
 * homework) are not in the worker: they are static assets,
 * `public/assets/texts-{hash}/{locale}.json`, read once per isolate and locale like the
 * city names (src/i18n/translations.ts `loadPageTexts`, docs/decisions/015-learners.md).
 * PAGE_NAMESPACES lists them, with the keys every page shows (header, footer, entry
 * screen, a question's feedback), which stay in the worker.
 */
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** A TypeScript module's default export, evaluated in Node after esbuild strips its types. */
const defaultExport = async (file) => {
  const bundled = await build({ absWorkingDir: root, entryPoints: [file], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'warning' })
  const module = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`)
  return module.default
}

/** Namespaces served as static assets, each with the keys that stay in the worker because pages outside its routes show them. */
const PAGE_NAMESPACES = {
  progress: ['navLink', 'streak', 'due', 'practice', 'noMistakes', 'unavailable', 'play', 'nextReview'],
  credits: ['link', 'footer'],
  homework: [],
}
/** Splits a locale's strings into what the worker carries and what its page-texts asset holds. */
const splitStrings = (strings) => {
  const worker = { ...strings }
  const page = {}
  for (const [namespace, kept] of Object.entries(PAGE_NAMESPACES)) {
    if (!strings[namespace]) throw new Error(`build-locales: no namespace ${namespace}`)
    worker[namespace] = Object.fromEntries(Object.entries(strings[namespace]).filter(([key]) => kept.includes(key)))
    page[namespace] = Object.fromEntries(Object.entries(strings[namespace]).filter(([key]) => !kept.includes(key)))
  }
  return { worker, page }
}

const locales = (await readdir(path.join(root, 'locales'), { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()
const sources = {}
const pageTexts = {}
const rules = []
for (const locale of locales) {
  const strings = await defaultExport(`locales/${locale}/index.ts`)
  const grammarFile = `src/i18n/grammar/${locale}.ts`
  const grammar = existsSync(path.join(root, grammarFile)) ? await defaultExport(grammarFile) : {}
  const { worker, page } = splitStrings(strings)
  sources[locale] = JSON.stringify({ strings: worker, grammar })
  pageTexts[locale] = JSON.stringify(page)
  if (existsSync(path.join(root, `src/i18n/grammar/rules/${locale}.ts`))) rules.push(locale)
}

await mkdir(path.join(root, 'src/generated/locales'), { recursive: true })
// Each locale's JSON is a Text module of its own (wrangler's default rule for .txt): the
// worker's JavaScript does not carry it, so a cold start does not parse it as code, and
// its letters ship as UTF-8 rather than as esbuild's \\u escapes (Devanagari, Arabic, CJK).
for (const locale of locales) await writeFile(path.join(root, `src/generated/locales/${locale}.txt`), sources[locale])
// The page strings: content-hashed static assets, as the city names (scripts/build/build-data.mjs).
const assetsDir = path.join(root, 'public/assets')
const pageHash = createHash('sha256')
for (const locale of locales) pageHash.update(locale).update(pageTexts[locale])
const pageFolder = `texts-${pageHash.digest('hex').slice(0, 10)}`
await mkdir(assetsDir, { recursive: true })
for (const entry of await readdir(assetsDir)) if (entry.startsWith('texts-') && entry !== pageFolder) await rm(path.join(assetsDir, entry), { recursive: true })
await mkdir(path.join(assetsDir, pageFolder), { recursive: true })
for (const locale of locales) await writeFile(path.join(assetsDir, pageFolder, `${locale}.json`), pageTexts[locale])
const pageKeys = Object.entries(JSON.parse(pageTexts.en)).flatMap(([namespace, keys]) => Object.keys(keys).map((key) => `${namespace}.${key}`))

const identifier = (locale) => `rule_${locale.replace(/[^a-z0-9]/gi, '_')}`
const textIdentifier = (locale) => `text_${locale.replace(/[^a-z0-9]/gi, '_')}`
await writeFile(
  path.join(root, 'src/generated/locales.ts'),
  `// Written by scripts/build/build-locales.mjs (npm run build). Do not edit: change locales/ or src/i18n/grammar/.
import type { GrammarRule } from '../i18n/grammar/types.js'
${rules.map((l) => `import ${identifier(l)} from '../i18n/grammar/rules/${l}.js'`).join('\n')}
${locales.map((l) => `import ${textIdentifier(l)} from './locales/${l}.txt'`).join('\n')}

/** Each locale's strings and grammar tables as JSON text, parsed the first time the locale is served. */
export const LOCALE_SOURCES: Readonly<Record<string, string>> = {
${locales.map((l) => `  ${JSON.stringify(l)}: ${textIdentifier(l)},`).join('\n')}
}

/** Where each locale's page strings are served (static, immutable; src/i18n/translations.ts reads them). */
export const PAGE_TEXTS_BASE = ${JSON.stringify(`/assets/${pageFolder}`)}

/** The keys those files hold, as namespace.key: a translator built before its locale's file is read throws on them. */
export const PAGE_TEXT_KEYS: readonly string[] = ${JSON.stringify(pageKeys)}

/** The grammar rules of the languages whose forms are computed. */
export const GRAMMAR_RULES: Readonly<Record<string, GrammarRule>> = { ${rules.map((l) => `${JSON.stringify(l)}: ${identifier(l)}`).join(', ')} }
`,
)
const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`
console.log(`locales: ${locales.length} (${locales.map((l) => `${l} ${kb(sources[l])}`).join(', ')}), rules: ${rules.join(' ') || 'none'}; page strings as assets: ${pageKeys.length} keys, ${locales.map((l) => `${l} ${kb(pageTexts[l])}`).join(', ')}`)
