import "server-only";
import { pushBatch, pushesSettled, type PushBatch } from "@/lib/push/send";

// The alerts' pushes, a batch of the fan-out at a time (decision 071): a case near a big city tells tens of
// thousands of people. Each batch is one query for its receivers' devices, then a few dozen deliveries
// at once. The queue holds user ids only (a few dozen bytes each), so the fan-out writes its rows
// without waiting for the pushes. Like every push, a push still queued when the process dies is lost:
// the /activity row was committed first, and the fan-out never sends twice (decision 070).

/** Deliveries under way at once, per process. */
const CONCURRENCY = 64;
/**
 * The share of this process's time the alert pushes may take: each slice of pushes is followed by a
 * pause as long as the slice took, so the pages this process serves keep at least half of it. Measured
 * without it (bench:alerts, one process): the landing page fell to 7 % of its throughput while 100 000
 * pushes went out, since encrypting each push is CPU work on the same event loop (decision 071).
 */
const PUSH_SHARE = 0.5;
/** Pushes per slice: small enough that a page waits at most a slice's time for the loop. */
const SLICE = 200;

const queue: PushBatch[] = [];
let queued = 0;
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    for (let start = 0; start < batch.userIds.length; start += SLICE) {
      const userIds = batch.userIds.slice(start, start + SLICE);
      const began = performance.now();
      await pushBatch({ ...batch, userIds }, CONCURRENCY);
      queued -= userIds.length;
      const took = performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, (took * (1 - PUSH_SHARE)) / PUSH_SHARE));
    }
  }
}

/** Queues a batch's pushes behind the ones already waiting; returns at once. */
export function queueAlertPushes(batch: PushBatch): void {
  if (batch.userIds.length === 0) return;
  queue.push(batch);
  queued += batch.userIds.length;
  startDrain();
}

function startDrain(): void {
  draining ??= drain().finally(() => {
    draining = null;
    // A batch queued between the loop's end and this line has nobody draining it yet.
    if (queue.length > 0) startDrain();
  });
}

/** Pushes queued and not yet started. */
export function alertPushesQueued(): number {
  return queued;
}

/** Resolves once every queued push was delivered, refused or given up on (tests and the benchmark). */
export async function alertPushesSettled(): Promise<void> {
  while (draining) await draining;
  await pushesSettled();
}
