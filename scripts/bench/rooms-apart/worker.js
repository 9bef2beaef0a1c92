/**
 * The worker of `npm run bench`'s room games, with its rooms kept apart: the production
 * bundle (index.js) unchanged, its ROOMS binding replaced by one that reaches the Room
 * Durable Objects in a second workerd process (rooms.js) over HTTP, so each process's CPU
 * is its own. A call on a stub goes as one POST (method and arguments as JSON); a
 * WebSocket upgrade goes through as it came. workerd cannot bind a Durable Object
 * namespace of another process, which is why the bench, and only the bench, does this.
 */
import worker from './index.js'

const remoteStub = (remote, name) =>
  new Proxy(
    {},
    {
      get(_, method) {
        if (method === 'then') return undefined
        if (method === 'fetch') {
          return (request) => {
            const headers = new Headers(request.headers)
            headers.set('x-bench-url', request.url)
            return remote.fetch(`http://rooms/ws?name=${encodeURIComponent(name)}`, { headers })
          }
        }
        return async (...args) => {
          const response = await remote.fetch(`http://rooms/rpc?name=${encodeURIComponent(name)}&method=${String(method)}`, { method: 'POST', body: JSON.stringify(args) })
          if (!response.ok) throw new Error(`room ${String(method)}: ${response.status} ${await response.text()}`)
          return (await response.json()).value
        }
      },
    },
  )

const envs = new WeakMap()
const withRemoteRooms = (env) => {
  let wrapped = envs.get(env)
  if (!wrapped) {
    wrapped = { ...env, ROOMS: { getByName: (name) => remoteStub(env.ROOMS_APART, name) } }
    delete wrapped.ROOMS_APART
    envs.set(env, wrapped)
  }
  return wrapped
}

export default {
  fetch: (request, env, ctx) => worker.fetch(request, withRemoteRooms(env), ctx),
}
