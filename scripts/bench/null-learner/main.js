/**
 * The worker as deployed (index.js, unchanged) with a learner that keeps nothing, for
 * `npm run bench`'s Learners section: every call to it answers at once, so a game
 * against this worker costs what the worker itself spends on its learner (reading and
 * writing the cookie, the calls it makes and the dispatch that receives them), without
 * the object's storage. workerd runs a Durable Object in the worker's own process, so
 * the real object's CPU cannot be told apart from the worker's by the process's figure;
 * this is the bench's way to tell them apart. The real object's CPU is measured on its
 * own by learner-bench.worker.ts. Only the bench uses this.
 */
import { DurableObject } from 'cloudflare:workers'
import worker from './index.js'

export * from './index.js'
export default worker

export class NullLearner extends DurableObject {
  /** Nothing is kept. */
  keep() {}

  /** Nothing is kept, so nothing is scheduled. */
  record() {
    return []
  }
}
