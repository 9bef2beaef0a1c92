import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { DEVELOPMENT_GAME_SECRET } from './src/http/game-cookie.js'

/**
 * Every test runs in the Workers runtime (workerd) with the worker from wrangler.toml,
 * in development mode with the public development GAME_SECRET, as `npm start` runs it.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { WORLDWISE_ENV: 'development', GAME_SECRET: DEVELOPMENT_GAME_SECRET } },
    }),
  ],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/worker/**/*.test.ts'],
    setupFiles: ['tests/setup-cities.ts'],
    // obscenity ships CommonJS behind an ESM wrapper that workerd's module loader cannot
    // unwrap: pre-bundle it (wrangler's esbuild does the same for the deployed worker).
    deps: { optimizer: { ssr: { enabled: true, include: ['obscenity'] } } },
    // Whole games through the pool's loopback take a few seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
})
