/**
 * @module bounded
 * Bounds: what an isolate keeps (a map of at most `max` entries, the oldest going first
 * when it is full, each made once on first use), and how long a page waits for a store.
 */

/** The value kept for `key`, made by `make` (and kept) when there is none. */
export const remember = <K, V>(map: Map<K, V>, max: number, key: K, make: () => V): V => {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    if (map.size >= max) map.delete(map.keys().next().value!)
    map.set(key, value)
  }
  return value
}

const TIMED_OUT = Symbol('timed out')

/**
 * The work's result, or undefined when it fails or takes longer than `ms`: a page never
 * waits longer for a store. The work goes on after the bound (`waitUntil`), so a write
 * that outlives it still lands. `gaveUp` hears why, to warn.
 */
export const withinBound = async <T>(
  ms: number,
  work: () => Promise<T>,
  gaveUp: (error: unknown) => void,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<T | undefined> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const running = (async () => work())()
  waitUntil?.(running.catch(() => undefined))
  try {
    const result = await Promise.race([running, new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)))])
    if (result === TIMED_OUT) {
      gaveUp(new Error(`no answer within ${ms} ms`))
      return undefined
    }
    return result
  } catch (error) {
    gaveUp(error)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** A warning at most once a minute per isolate and `label`: a store outage must not flood the logs. */
export const rareWarning = (label: string, consequence: string) => {
  let warned = 0
  return (what: string, error: unknown): void => {
    if (Date.now() - warned < 60_000) return
    warned = Date.now()
    console.warn(`${label}: ${what} gave up (${error instanceof Error ? error.message : String(error)}); ${consequence}`)
  }
}
