/**
 * @module code
 * Room codes: 6 characters from 31 that cannot be mistaken for one another (no 0/O,
 * 1/I/L), drawn with Web Crypto: 31⁶ ≈ 887 million codes, 29.7 bits. A typed code is read
 * case-insensitively, spaces and dashes ignored.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const CODE_LENGTH = 6

/** A fresh random code (rejection sampling: every symbol equally likely). */
export const newRoomCode = (): string => {
  let code = ''
  while (code.length < CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2))) {
      // 248 = 8 × 31: bytes above it would favour the first symbols.
      if (byte < 248 && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % 31]
    }
  }
  return code
}

/** A code as typed or in a path, normalised; undefined when it cannot be a room code. */
export const readRoomCode = (typed: string | undefined): string | undefined => {
  if (typed === undefined || typed.length > 40) return undefined
  const code = typed.replace(/[\s-]/g, '').toUpperCase()
  if (code.length !== CODE_LENGTH) return undefined
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return undefined
  return code
}
