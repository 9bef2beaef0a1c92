/**
 * @module i18n/locale-assets
 * Per-locale JSON files served as static assets (the city names, the page strings), read
 * through the `ASSETS` binding once per isolate and locale: a concurrent second read waits
 * for the first, and a failed read is not remembered, so the next request tries again.
 */

/** Something that serves the static assets: the `ASSETS` binding. */
export interface AssetFetcher {
  fetch(input: string): Promise<Response>
}

export interface LocaleAsset<T> {
  /** Reads the locale's file unless this isolate has it. */
  load(assets: AssetFetcher, locale: string): Promise<void>
  /** The locale's file, if read. */
  get(locale: string): T | undefined
  /** For tests: forgets every locale read, as a fresh isolate has none. */
  forget(): void
}

/** `what` names the files in errors; `url` is the locale's file under the assets' root. */
export const localeAsset = <T>(what: string, url: (locale: string) => string, onLoad?: (locale: string) => void): LocaleAsset<T> => {
  const loaded = new Map<string, T>()
  const loading = new Map<string, Promise<void>>()
  return {
    load(assets, locale) {
      if (loaded.has(locale)) return Promise.resolve()
      let pending = loading.get(locale)
      if (!pending) {
        pending = (async () => {
          const response = await assets.fetch(`https://assets.invalid${url(locale)}`)
          if (!response.ok) throw new Error(`${what} for ${locale}: ${response.status}`)
          loaded.set(locale, (await response.json()) as T)
          onLoad?.(locale)
        })().finally(() => loading.delete(locale))
        loading.set(locale, pending)
      }
      return pending
    },
    get: (locale) => loaded.get(locale),
    forget: () => loaded.clear(),
  }
}
