/**
 * Run by scripts/build-data.mjs inside workerd (Miniflare): lists every generated
 * question id by template prefix, so the catalog index is made with the same CLDR data
 * that names the options at the edge (workerd names fewer languages than Node does).
 */
import { allGenerated, TEMPLATES } from '../src/game/templates/index.js'

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
