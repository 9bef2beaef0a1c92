/**
 * Turkish: the country names the suffix rule (rules/tr.ts) gets wrong. Forms as in the
 * rule: loc (-DA), abl (-DAn), gen (-(n)In), dat (-(y)A), acc (-(y)I), ins (-(y)lA); an
 * empty string leaves that form to the rule.
 * - Compounds ending in a possessive (Devletleri, Emirlikleri, Cumhuriyeti, Adaları,
 *   Ginesi) take the pronominal n before the case: "Amerika Birleşik Devletleri'nde",
 *   "Birleşik Arap Emirlikleri'ne", "Marshall Adaları'nı" (the rule would write -'de, -'ye).
 * - Names read otherwise than written, whose suffix follows the sound: Côte d’Ivoire
 *   ("Kot Divuar": Côte d’Ivoire'da, -'ın), Liechtenstein ("Lihtenştayn": -'da, -'ın),
 *   and Nepal, Senegal with the palatal l that takes front vowels (Nepal'de, Senegal'in),
 *   as TDK and the Turkish press write them.
 */
import type { Grammar } from './types.js'

export default {
  region: {
    forms: ['loc', 'abl', 'gen', 'dat', 'acc', 'ins'],
    rows: {
      AE: ["Birleşik Arap Emirlikleri'nde", "Birleşik Arap Emirlikleri'nden", '', "Birleşik Arap Emirlikleri'ne", "Birleşik Arap Emirlikleri'ni", ''],
      CF: ["Orta Afrika Cumhuriyeti'nde", "Orta Afrika Cumhuriyeti'nden", '', "Orta Afrika Cumhuriyeti'ne", "Orta Afrika Cumhuriyeti'ni", ''],
      CI: ["Côte d’Ivoire'da", "Côte d’Ivoire'dan", "Côte d’Ivoire'ın", "Côte d’Ivoire'a", "Côte d’Ivoire'ı", "Côte d’Ivoire'la"],
      DO: ["Dominik Cumhuriyeti'nde", "Dominik Cumhuriyeti'nden", '', "Dominik Cumhuriyeti'ne", "Dominik Cumhuriyeti'ni", ''],
      GQ: ["Ekvator Ginesi'nde", "Ekvator Ginesi'nden", '', "Ekvator Ginesi'ne", "Ekvator Ginesi'ni", ''],
      LI: ["Liechtenstein'da", "Liechtenstein'dan", "Liechtenstein'ın", "Liechtenstein'a", "Liechtenstein'ı", "Liechtenstein'la"],
      MH: ["Marshall Adaları'nda", "Marshall Adaları'ndan", '', "Marshall Adaları'na", "Marshall Adaları'nı", ''],
      NP: ["Nepal'de", "Nepal'den", "Nepal'in", "Nepal'e", "Nepal'i", "Nepal'le"],
      SB: ["Solomon Adaları'nda", "Solomon Adaları'ndan", '', "Solomon Adaları'na", "Solomon Adaları'nı", ''],
      SN: ["Senegal'de", "Senegal'den", "Senegal'in", "Senegal'e", "Senegal'i", "Senegal'le"],
      US: ["Amerika Birleşik Devletleri'nde", "Amerika Birleşik Devletleri'nden", '', "Amerika Birleşik Devletleri'ne", "Amerika Birleşik Devletleri'ni", ''],
    },
  },
} satisfies Grammar
