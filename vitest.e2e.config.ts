import { defineConfig } from 'vitest/config'

/**
 * The end-to-end suites, in Node against the worker served by `wrangler dev`
 * (tests/e2e/server.ts): the browser tests in Debian's Chromium (playwright-core)
 * and the load test over real HTTP. Run after the Workers-pool suites.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/server.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
