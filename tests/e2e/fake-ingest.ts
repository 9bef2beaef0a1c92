/**
 * A fake Sentry ingest on loopback for the browser suite: keeps every envelope it is
 * sent (POST /api/{project}/envelope/) and lists them at GET /received.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const startFakeIngest = async () => {
  const received: Array<{ url: string; forwardedFor: string | undefined; body: string }> = []
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(received))
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      received.push({ url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') })
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
