/**
 * Changes a room's storage under it, as tests move its clock (a deadline passed, two hours
 * idle): the statement runs inside the Room object, which is then evicted, so it reads its
 * storage again on its next event as after a restart (the object keeps what it read; it
 * is the only writer of its storage).
 */
import { evictDurableObject, runInDurableObject } from 'cloudflare:test'
import type { Room } from '../src/rooms/room.js'

export const rewrite = async (stub: DurableObjectStub<Room>, statement: string, ...values: SqlStorageValue[]): Promise<void> => {
  await runInDurableObject(stub, (_, state) => void state.storage.sql.exec(statement, ...values))
  await evictDurableObject(stub)
}
