import { writeFileSync } from 'node:fs'
import { it } from 'vitest'
import { findQuestion, type MapQuestion } from '../../src/game/catalog.js'
import { capitalsOf } from '../../src/game/cities.js'
import { countryCard, mapMarkers, offByText, whereMap } from '../../src/i18n/map-texts.js'
import { textsFor } from '../../src/i18n/question-texts.js'
import { locales, translator } from '../../src/i18n/translations.js'
import { frameById, MAP_WIDTH } from '../../src/maps/frames.js'
import { cityPoint } from '../../src/maps/geometry.js'
import { answerFeedback, outlineAlt, questionScreenProps } from '../../src/routes/question.js'
import { newGame } from '../../src/game/state.js'

it('dumps', () => {
  for (const locale of locales) {
    const lines: string[] = []
    for (const code of ['ke', 'eg', 'fr', 'ru', 'bo']) {
      const q = findQuestion(`capital-where-${code}`) as MapQuestion
      const game = newGame([q.id], 0)
      const props = questionScreenProps(locale, q, { index: 0, total: 10, answered: 0 }, {})
      lines.push(`[question] ${props.prompt}`)
      if (code === 'ke') {
        lines.push(`[hint under the map] ${props.map!.labels.clickHint}`)
        lines.push(`[map alt text] ${props.map!.alt}`)
        lines.push(`[keyboard hint] ${props.map!.labels.markersHint}`)
      }
      const frame = frameById(q.frame)!
      const [x, y] = cityPoint(frame, q.answer)
      const click = `${Math.round(x + 40)},${Math.round(y + 30)}@${MAP_WIDTH}`
      const wrong = q.options.find((o) => o !== q.answer)!
      for (const answer of [click, wrong]) {
        const f = answerFeedback(locale, q, { a: answer, p: 0.5 })
        lines.push(`[answer given] ${f.given}`)
        lines.push(`[how far off] ${offByText(locale, q, answer, 0.5)}`)
      }
      const f = answerFeedback(locale, q, { a: click, p: 0.5 })
      lines.push(`[explanation] ${f.explanation}`)
      lines.push(`[feedback map alt text] ${whereMap(locale, q)!.alt}`)
      const card = countryCard(locale, q)!
      lines.push(`[country card] ${card.name} — ${card.capitals?.label}: ${card.capitals?.names}`)
    }
    for (const code of ['fm', 'au', 'nz', 'pw']) {
      const q = findQuestion(`shape-${code}`)!
      lines.push(`[outline picture alt text] ${outlineAlt(locale, { ...q, outline: code })}`)
    }
    void capitalsOf; void mapMarkers; void textsFor; void translator
    writeFileSync(`/tmp/tr/review-${locale}.txt`, lines.join('\n') + '\n')
  }
})
