/**
 * Prints every country, currency and language the catalog names, with its CLDR name in
 * a locale and in English: what a grammar table (src/i18n/grammar/{locale}.ts) inflects.
 * Usage: node scripts/build/catalog-names.mjs <locale>   (after npm run build)
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

const locale = process.argv[2]
if (!locale) throw new Error('usage: node scripts/build/catalog-names.mjs <locale>')
const source = await readFile(path.resolve(import.meta.dirname, '../../src/generated/names.ts'), 'utf8')
const named = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1))
for (const [kind, codes] of Object.entries(named)) {
  const local = new Intl.DisplayNames([locale], { type: kind })
  const english = new Intl.DisplayNames(['en'], { type: kind })
  console.log(`# ${kind}`)
  for (const code of codes.split(' ')) {
    const key = kind === 'region' ? code.toUpperCase() : code
    console.log(`${key}\t${local.of(key)}\t${english.of(key)}`)
  }
}
