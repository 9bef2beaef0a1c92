/**
 * @module browser
 * The few browser APIs the islands use once hydrated. The worker's type check has
 * no DOM library (it would clash with the Workers runtime types), so they are typed
 * here, narrowly; none of this runs on the server.
 */

export interface BrowserElement {
  focus(): void
  disabled?: boolean
  querySelectorAll(selector: string): ArrayLike<BrowserElement>
}

interface BrowserGlobals {
  document: {
    getElementById(id: string): BrowserElement | null
    querySelector(selector: string): BrowserElement | null
  }
  navigator: {
    share?: (data: { text: string; url: string }) => Promise<void>
    clipboard?: { writeText(text: string): Promise<void> }
  }
  location: { assign(url: string): void }
  FormData: new (form: unknown) => Iterable<[string, unknown]>
}

export const browser = globalThis as unknown as BrowserGlobals

/** The form's fields as an urlencoded body, exactly as the browser would post them. */
export const formBody = (form: unknown): URLSearchParams => {
  const body = new URLSearchParams()
  for (const [name, value] of new browser.FormData(form)) if (typeof value === 'string') body.append(name, value)
  return body
}

/** Falls back to the plain HTML form post. */
export const submitNatively = (form: unknown): void => (form as { submit(): void }).submit()
