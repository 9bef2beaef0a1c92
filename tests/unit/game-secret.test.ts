import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_GAME_SECRET, resolveGameSecret } from '../../src/http/game-cookie.js'

describe('the game secret: development default locally, a real one in production', () => {
  const real = 'a-real-secret-with-enough-entropy-0123456789'
  it('development accepts the public development secret', () =>
    expect(resolveGameSecret({ WORLDWISE_ENV: 'development', GAME_SECRET: DEVELOPMENT_GAME_SECRET })).toBe(DEVELOPMENT_GAME_SECRET))
  it('production refuses the development secret', () =>
    expect(resolveGameSecret({ WORLDWISE_ENV: 'production', GAME_SECRET: DEVELOPMENT_GAME_SECRET })).toBeUndefined())
  it('production refuses to run without a secret', () => expect(resolveGameSecret({ WORLDWISE_ENV: 'production' })).toBeUndefined())
  it('a short secret is refused everywhere', () => {
    expect(resolveGameSecret({ WORLDWISE_ENV: 'production', GAME_SECRET: 'short' })).toBeUndefined()
    expect(resolveGameSecret({ WORLDWISE_ENV: 'development', GAME_SECRET: 'short' })).toBeUndefined()
  })
  it('production uses a real secret', () => expect(resolveGameSecret({ WORLDWISE_ENV: 'production', GAME_SECRET: real })).toBe(real))
})
