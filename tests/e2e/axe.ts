/**
 * axe-core in the page under test: the serious and critical WCAG 2.1 A/AA and
 * best-practice violations, one line each.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  nodes: Array<{ target: string[] }>
}

/** axe-core on the page as it is; returns the serious and critical violations. */
export const audit = async (page: Page): Promise<string[]> => {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run({ resultTypes: ['violations'], runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] })
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * axe runs as a script in the page: a page served without JavaScript is audited as the
 * same address with the same cookies in a context that runs axe but none of the page's
 * own scripts, so it stays the markup the server sent.
 */
export const auditAsServed = async (page: Page, javaScript: boolean): Promise<string[]> => {
  if (javaScript) return audit(page)
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize()!, javaScriptEnabled: true })
  await context.addCookies(await page.context().cookies())
  await context.route(/\.m?js(\?|$)/, (route) => route.abort())
  const copy = await context.newPage()
  await copy.goto(page.url())
  const problems = await audit(copy)
  await context.close()
  return problems
}
