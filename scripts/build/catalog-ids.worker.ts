/**
 * Run by scripts/build/build-data.mjs inside workerd (Miniflare), after names.worker.ts:
 * lists every generated question id by template prefix, in the runtime that serves them.
 */
import { allGenerated, TEMPLATES } from '../../src/game/templates/index.js'

export default {
  fetch(): Response {
    const byPrefix: Record<string, string[]> = {}
    for (const q of allGenerated()) {
      const { prefix } = TEMPLATES.find((t) => t.name === q.about!.template)!
      ;(byPrefix[prefix] ??= []).push(q.id.slice(prefix.length + 1))
    }
    return Response.json(byPrefix)
  },
}
