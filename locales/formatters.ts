import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.js'
import { capitalise, formsOf, isNamed, lowerForm, nameIn } from '../src/i18n/grammar/index.js'
import { formatList } from '../src/i18n/intl.js'

/**
 * One formatter per grammatical form the locale has (src/i18n/grammar): a sentence asks
 * for `{country|dat}` and gets "der Schweiz" for the code CH. A list of codes gets each
 * name in that form, joined the locale's way ("en France, au Japon et aux États-Unis");
 * a name the locale's CLDR lacks is left out of a list (src/i18n/grammar: isNamed), and a
 * capitalised form capitalises only the list's first letter.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const inForm = (form: string) => {
		// A capitalised form starts the sentence: in a list only its first name is capitalised.
		const lower = lowerForm(form)
		return (value: unknown) => {
			if (!Array.isArray(value)) return nameIn(locale, value as string, form)
			const list = formatList(locale, value.filter((code: string) => isNamed(locale, code)).map((code: string) => nameIn(locale, code, lower)))
			return lower !== form ? capitalise(locale, list) : list
		}
	}
	return Object.fromEntries(formsOf(locale).map((form) => [form, inForm(form)])) as Formatters
}
