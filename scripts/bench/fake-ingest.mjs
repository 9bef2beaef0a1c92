/**
 * A fake Sentry ingest on loopback: keeps every envelope it is sent and lists them
 * at GET /received. Used by the browser tests, and by hand:
 *   node scripts/bench/fake-ingest.mjs            (listens on 127.0.0.1:9999, prints envelopes)
 */
import { createServer } from 'node:http'

export const startFakeIngest = async ({ port = 0, log = false } = {}) => {
  const received = []
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(received))
      return
    }
    const chunks = []
    request.on('data', (c) => chunks.push(c))
    request.on('end', () => {
      const envelope = { url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'], body: Buffer.concat(chunks).toString('utf8') }
      received.push(envelope)
      if (log) console.log(`\n${request.method} ${envelope.url} (X-Forwarded-For: ${envelope.forwardedFor ?? '-'})\n${envelope.body}`)
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { origin } = await startFakeIngest({ port: Number(process.env.PORT ?? 9999), log: true })
  console.log(`fake Sentry ingest listening on ${origin}; envelopes are printed here`)
}
