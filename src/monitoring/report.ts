/**
 * @module report
 * Reports a server error exactly once: a short digest, a log line with it, and a
 * Sentry event tagged with it (a no-op when no DSN is configured). The digest is
 * remembered on the error, so the React stream's onError and Hono's onError, which
 * can both see the same error, report it once and show the same digest.
 */
import { captureException } from '@sentry/cloudflare'

const DIGEST = Symbol.for('worldwise.digest')

export const newDigest = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export const reportServerError = (error: unknown): string => {
  const known = typeof error === 'object' && error !== null ? (error as { [DIGEST]?: string })[DIGEST] : undefined
  if (known) return known
  const digest = newDigest()
  if (typeof error === 'object' && error !== null) {
    try {
      Object.defineProperty(error, DIGEST, { value: digest })
    } catch {
      // A frozen error: it may be reported twice, which is better than not at all.
    }
  }
  console.error(`[digest ${digest}]`, error)
  captureException(error, { tags: { digest } })
  return digest
}
