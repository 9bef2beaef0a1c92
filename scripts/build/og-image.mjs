/**
 * Writes public/og.png, the link-preview picture (1200×630, Open Graph's size) that
 * shared room and challenge links show in chat apps: the brand's globe and name on its
 * colours. One picture for every locale (the words of a preview are in its og:title and
 * og:description, localized); chat apps do not show SVG, so it is a PNG.
 * Run by hand after changing it: node scripts/build/og-image.mjs
 */
import { Resvg } from '@resvg/resvg-js'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

const globe = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b5c8a"/>` +
  `<path d="M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}c${-r * 0.36} ${r * 0.29} ${-r * 0.36} ${r * 1.71} 0 ${2 * r}M${cx} ${cy - r}c${r * 0.36} ${r * 0.29} ${r * 0.36} ${r * 1.71} 0 ${2 * r}" stroke="#fff" stroke-width="${r / 7}" fill="none"/>`
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#f4f1ea"/>
<rect x="40" y="40" width="1120" height="550" rx="36" fill="#ffffff" stroke="#d6d0c4" stroke-width="2"/>
${globe(300, 315, 170)}
<text x="520" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="700" fill="#1d2433">Worldwise</text>
<text x="524" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#4a5568">194 countries · maps · flags</text>
<rect x="524" y="420" width="260" height="12" rx="6" fill="#e0a526"/>
</svg>`
const png = new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng()
writeFileSync(path.join(import.meta.dirname, '../../public/og.png'), png)
console.log(`public/og.png: ${png.length} bytes`)
