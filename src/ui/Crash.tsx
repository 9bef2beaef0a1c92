/**
 * @module Crash
 * Throws while rendering once hydrated: the client error path, on purpose
 * (see routes/debug.tsx). On the server it renders a line of text.
 */
import { useEffect, useState } from 'react'

export function Crash() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (hydrated) throw new Error('Worldwise debug: a client-side exception on purpose')
  return <p className="panel">…</p>
}
