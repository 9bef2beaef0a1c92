import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.js'
import { formsOf, isNamed, nameIn } from '../src/i18n/grammar/index.js'
import { formatList } from '../src/i18n/intl.js'

/**
 * One formatter per grammatical form the locale has (src/i18n/grammar): a sentence asks
 * for `{country|dat}` and gets "der Schweiz" for the code CH. A list of codes gets each
 * name in that form, joined the locale's way ("en France, au Japon et aux États-Unis");
 * a name the locale's CLDR lacks is left out of a list (src/i18n/grammar: isNamed).
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const inForm = (form: string) => (value: unknown) =>
		Array.isArray(value)
			? formatList(locale, value.filter((code: string) => isNamed(locale, code)).map((code: string) => nameIn(locale, code, form)))
			: nameIn(locale, value as string, form)
	return Object.fromEntries(formsOf(locale).map((form) => [form, inForm(form)])) as Formatters
}
