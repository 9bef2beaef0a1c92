/**
 * @module Island
 * Marks a server-rendered component for hydration: the element the browser hydrates
 * and, beside it, its props as JSON (`<` escaped so no text can end the script).
 */
import type { ReactNode } from 'react'

export type IslandName = 'question' | 'share' | 'crash' | 'room'

export const serializeProps = (props: unknown): string => JSON.stringify(props).replace(/</g, '\\u003c')

export function Island({ name, props, children }: { name: IslandName; props: unknown; children: ReactNode }) {
  return (
    <>
      <div data-island={name}>{children}</div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  )
}
