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

/**
 * The same island with its markup rendered beforehand by React (`renderToString` of the
 * same component and props): the stream then carries it as one chunk instead of React
 * encoding it element by element. The browser hydrates it from the same props.
 */
export function RenderedIsland({ name, props, html }: { name: IslandName; props: unknown; html: string }) {
  return (
    <>
      <div data-island={name} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  )
}
