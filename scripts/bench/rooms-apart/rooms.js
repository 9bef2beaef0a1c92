/**
 * The second process of `npm run bench`'s room games: the Room Durable Objects of the
 * production bundle (index.js), reached by worker.js over HTTP. POST /rpc?name&method
 * calls the method on the named room with the JSON arguments and answers
 * `{"value": …}`; /ws?name passes a WebSocket upgrade to the room.
 */
export { Room } from './index.js'

export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname === '/healthz') return new Response('ok')
    const stub = env.ROOMS.getByName(url.searchParams.get('name') ?? '')
    if (url.pathname === '/ws') return stub.fetch(new Request(request.headers.get('x-bench-url') ?? request.url, { headers: request.headers }))
    const method = url.searchParams.get('method') ?? ''
    if (!['create', 'join', 'answer', 'host', 'snapshot'].includes(method)) return new Response(`no method ${method}`, { status: 404 })
    const value = await stub[method](...(await request.json()))
    return Response.json({ value })
  },
}
