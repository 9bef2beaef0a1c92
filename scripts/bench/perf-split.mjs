/**
 * Which side of a Durable Object call a workerd process's CPU went to, for `npm run
 * bench`. workerd runs a worker and its Durable Objects on the same thread of one process,
 * so the process's CPU holds both; on Cloudflare the object runs (and is billed) on its
 * own host. Linux `perf` samples the process's native stacks while `run` goes on, and a
 * sample whose stack holds the object's side of a call (workerd running the call on the
 * object, JsRpcTargetBase, or the object's incoming request and actor) counts for the
 * object; everything else (the worker's code, its side of the call, the in-process
 * delivery) for the worker, so the worker's share is if anything too large.
 * Without perf (or without the rights to use it) it answers undefined.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

/** The object's side of a call, in a demangled native stack frame. */
const OBJECT_SIDE = /workerd::api::JsRpcTargetBase|IoContext::IncomingRequest::drain|^workerd::Worker::Actor::/

const hasPerf = (() => {
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

const exited = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))

/**
 * Runs `run` while perf samples process `pid`; resolves with run's result and the share
 * of the samples on the objects' side (undefined without perf).
 */
export async function objectShareAround(pid, run) {
  if (!hasPerf) return { result: await run(), share: undefined }
  const data = path.join(tmpdir(), `worldwise-perf-${pid}-${Date.now()}.data`)
  const perf = spawn('perf', ['record', '-F', '2999', '-g', '-p', String(pid), '-o', data], { stdio: 'ignore' })
  // perf writes its file's header once it is attached.
  while (!existsSync(data) && perf.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20))
  if (perf.exitCode !== null) return { result: await run(), share: undefined }
  let result
  try {
    result = await run()
  } finally {
    perf.kill('SIGINT')
    await exited(perf)
  }
  try {
    const script = spawn('perf', ['script', '-i', data, '-F', 'ip,sym'], { stdio: ['ignore', 'pipe', 'ignore'] })
    let samples = 0
    let object = 0
    let inSample = false
    let onObjectSide = false
    for await (const line of createInterface({ input: script.stdout })) {
      const frame = line.trim()
      if (!frame) {
        if (inSample) {
          samples++
          if (onObjectSide) object++
        }
        inSample = false
        onObjectSide = false
        continue
      }
      inSample = true
      if (!onObjectSide && OBJECT_SIDE.test(frame.slice(frame.indexOf(' ') + 1))) onObjectSide = true
    }
    await exited(script)
    return { result, share: samples ? object / samples : undefined, samples }
  } finally {
    rmSync(data, { force: true })
  }
}
