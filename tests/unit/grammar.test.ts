/**
 * Names inside sentences as a native speaker writes them: known forms, at least ten per
 * locale that inflects, each produced by `nameIn` from the locale's table or rule.
 */
import { describe, expect, it } from 'vitest'
import { nameIn } from '../../src/i18n/grammar/index.js'
import '../../src/i18n/translations.js'

/** locale → [code, form, what a native speaker writes]. */
const KNOWN: Record<string, Array<[string, string, string]>> = {
  en: [['US', 'the', 'the United States'], ['GB', 'the', 'the United Kingdom'], ['NL', 'the', 'the Netherlands'], ['PH', 'the', 'the Philippines'], ['BS', 'the', 'the Bahamas'], ['GM', 'the', 'the Gambia'], ['DE', 'the', 'Germany'], ['JP', 'the', 'Japan'], ['EUR', 'the', 'the euro'], ['JPY', 'the', 'the Japanese yen'], ['US', 'The', 'The United States']],
  de: [['CH', 'gen', 'der Schweiz'], ['US', 'dat', 'den Vereinigten Staaten'], ['IR', 'in', 'im Iran'], ['DE', 'in', 'in Deutschland'], ['CH', 'in', 'in der Schweiz'], ['US', 'gen', 'der Vereinigten Staaten'], ['TR', 'gen', 'der Türkei'], ['DO', 'dat', 'der Dominikanischen Republik'], ['PH', 'gen', 'der Philippinen'], ['DE', 'gen', 'Deutschlands'], ['IR', 'acc', 'den Iran'], ['EUR', 'dat', 'dem Euro']],
  fr: [['JP', 'en', 'au Japon'], ['US', 'en', 'aux États-Unis'], ['FR', 'en', 'en France'], ['MT', 'en', 'à Malte'], ['JP', 'de', 'du Japon'], ['IT', 'de', 'de l’Italie'], ['US', 'le', 'les États-Unis'], ['CH', 'le', 'la Suisse'], ['IR', 'en', 'en Iran'], ['CU', 'en', 'à Cuba'], ['tr', 'le', 'le turc'], ['EUR', 'le', 'l’euro'], ['JP', 'Le', 'Le Japon']],
  es: [['GB', 'de', 'del Reino Unido'], ['SB', 'el', 'las Islas Salomón'], ['SB', 'de', 'de las Islas Salomón'], ['NL', 'el', 'los Países Bajos'], ['NL', 'de', 'de los Países Bajos'], ['GB', 'el', 'el Reino Unido'], ['FR', 'de', 'de Francia'], ['JP', 'de', 'de Japón'], ['EUR', 'el', 'el euro'], ['SV', 'de', 'de El Salvador'], ['FR', 'el', 'Francia']],
  pt: [['BR', 'em', 'no Brasil'], ['US', 'em', 'nos Estados Unidos'], ['FR', 'em', 'na França'], ['PT', 'em', 'em Portugal'], ['JP', 'de', 'do Japão'], ['DE', 'de', 'da Alemanha'], ['PT', 'de', 'de Portugal'], ['US', 'o', 'os Estados Unidos'], ['PH', 'em', 'nas Filipinas'], ['EUR', 'o', 'o euro'], ['MT', 'em', 'em Malta']],
  it: [['US', 'in', 'negli Stati Uniti'], ['IT', 'in', 'in Italia'], ['GB', 'in', 'nel Regno Unito'], ['FR', 'di', 'della Francia'], ['JP', 'di', 'del Giappone'], ['US', 'di', 'degli Stati Uniti'], ['NL', 'in', 'nei Paesi Bassi'], ['MT', 'in', 'a Malta'], ['CU', 'in', 'a Cuba'], ['IT', 'il', 'l’Italia'], ['JPY', 'il', 'lo yen giapponese']],
  nl: [['US', 'the', 'de Verenigde Staten'], ['GB', 'the', 'het Verenigd Koninkrijk'], ['PH', 'the', 'de Filipijnen'], ['US', 'in', 'in de Verenigde Staten'], ['DE', 'in', 'in Duitsland'], ['PH', 'in', 'op de Filipijnen'], ['DE', 'the', 'Duitsland'], ['GB', 'in', 'in het Verenigd Koninkrijk'], ['EUR', 'the', 'de euro'], ['JP', 'in', 'in Japan']],
  pl: [['DE', 'in', 'w Niemczech'], ['FR', 'in', 'we Francji'], ['HU', 'in', 'na Węgrzech'], ['CU', 'in', 'na Kubie'], ['PH', 'in', 'na Filipinach'], ['IT', 'in', 'we Włoszech'], ['DE', 'gen', 'Niemiec'], ['US', 'gen', 'Stanów Zjednoczonych'], ['CH', 'z', 'ze Szwajcarią'], ['DE', 'z', 'z Niemcami'], ['FR', 'acc', 'Francję']],
  ru: [['DE', 'in', 'в Германии'], ['FR', 'in', 'во Франции'], ['CU', 'in', 'на Кубе'], ['PH', 'in', 'на Филиппинах'], ['DE', 'gen', 'Германии'], ['US', 'gen', 'Соединенных Штатов'], ['IR', 'gen', 'Ирана'], ['NL', 'gen', 'Нидерландов'], ['CH', 'with', 'со Швейцарией'], ['DE', 'with', 'с Германией'], ['JP', 'in', 'в Японии']],
  uk: [['FR', 'in', 'у Франції'], ['IT', 'in', 'в Італії'], ['CU', 'in', 'на Кубі'], ['DE', 'in', 'у Німеччині'], ['DE', 'gen', 'Німеччини'], ['IR', 'gen', 'Ірану'], ['US', 'gen', 'Сполучених Штатів'], ['PH', 'in', 'на Філіппінах'], ['NL', 'gen', 'Нідерландів'], ['HU', 'gen', 'Угорщини']],
  tr: [['DE', 'loc', 'Almanya\'da'], ['IQ', 'loc', 'Irak\'ta'], ['FR', 'gen', 'Fransa\'nın'], ['JP', 'dat', 'Japonya\'ya'], ['US', 'loc', 'Amerika Birleşik Devletleri\'nde'], ['GB', 'loc', 'Birleşik Krallık\'ta'], ['IR', 'gen', 'İran\'ın'], ['DE', 'abl', 'Almanya\'dan'], ['IQ', 'abl', 'Irak\'tan'], ['HU', 'loc', 'Macaristan\'da'], ['PE', 'gen', 'Peru\'nun']],
  ko: [['CH', 'topic', '스위스는'], ['US', 'topic', '미국은'], ['JP', 'subj', '일본이'], ['FR', 'subj', '프랑스가'], ['DE', 'obj', '독일을'], ['NL', 'obj', '네덜란드를'], ['IR', 'topic', '이란은'], ['IQ', 'subj', '이라크가'], ['GB', 'obj', '영국을'], ['PH', 'topic', '필리핀은'], ['fr', 'subj', '프랑스어가']],
  bn: [['JP', 'gen', 'জাপানের'], ['DE', 'gen', 'জার্মানির'], ['MT', 'gen', 'মাল্টার'], ['US', 'gen', 'মার্কিন যুক্তরাষ্ট্রের'], ['JP', 'loc', 'জাপানে'], ['DE', 'loc', 'জার্মানিতে'], ['MT', 'loc', 'মাল্টায়'], ['FR', 'gen', 'ফ্রান্সের'], ['FR', 'loc', 'ফ্রান্সে'], ['IT', 'loc', 'ইতালিতে']],
  ar: [['RUB', 'the', 'الروبل الروسي'], ['EUR', 'the', 'اليورو'], ['JPY', 'the', 'الين الياباني'], ['USD', 'the', 'الدولار الأمريكي'], ['INR', 'the', 'الروبية الهندية'], ['CHF', 'the', 'الفرنك السويسري'], ['GBP', 'the', 'الجنيه الإسترليني'], ['CNY', 'the', 'اليوان الصيني'], ['TRY', 'the', 'الليرة التركية'], ['EGP', 'the', 'الجنيه المصري']],
}

describe.each(Object.entries(KNOWN))('known forms in %s', (locale, forms) => {
  it.each(forms)(`${locale}: %s as "%s" is “%s”`, (code, form, expected) => {
    expect(nameIn(locale, code, form)).toBe(expected)
  })
})

describe('a form the locale does not have', () => {
  it('is a clear error naming the form, never a bare code in a sentence', () => {
    expect(() => nameIn('de', 'CH', 'ablative')).toThrow(/ablative/)
  })
})
