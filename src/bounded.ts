/**
 * @module bounded
 * What an isolate keeps: a map of at most `max` entries, the oldest going first when it
 * is full, each made once on first use.
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
