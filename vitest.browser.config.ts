import { defineConfig } from 'vitest/config'

/**
 * The browser suite: Debian's Chromium (playwright-core) against `wrangler dev`
 * started by tests/browser/server.ts. Runs in Node, after the Workers-pool suites.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.browser.test.ts'],
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
