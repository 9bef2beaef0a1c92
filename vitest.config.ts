import { cloudflareTest } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Every test runs in the Workers runtime (workerd) with the worker from wrangler.toml,
 * switched to development mode so the built-in development GAME_SECRET applies.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { WORLDWISE_ENV: 'development' } },
    }),
  ],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/worker/**/*.test.ts'],
  },
})
