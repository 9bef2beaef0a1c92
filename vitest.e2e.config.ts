import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * The end-to-end suites, in Node against the worker served by `wrangler dev`
 * (tests/e2e/server.ts): the browser tests in Debian's Chromium (playwright-core)
 * and the load test over real HTTP. Run after the Workers-pool suites.
 */
export default defineConfig({
  // Each locale's strings are a Text module (src/generated/locales/*.txt), as wrangler
  // bundles them; the tests that read the translations in Node get the same text.
  plugins: [{ name: 'text-modules', enforce: 'pre', load: (id) => (id.endsWith('.txt') ? `export default ${JSON.stringify(readFileSync(id, 'utf8'))}` : undefined) }],
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/server.ts'],
    setupFiles: ['tests/e2e/setup-cities.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // wrangler dev can drop under WebSocket traffic (workers-sdk#15452; seen about once in
    // seven room runs here): scripts/bench/serve-worker.mjs starts it again, and the test that
    // lost it runs once more. A real failure fails twice.
    retry: 1,
  },
})
