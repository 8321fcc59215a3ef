import "server-only";
import { pushBatch, pushesSettled, type PushBatch } from "@/lib/push/send";

// The alerts' pushes, a batch of the fan-out at a time (decision 071): a case near a big city tells tens of
// thousands of people. Each batch is one query for its receivers' devices, then a few dozen deliveries
// at once. The queue holds user ids only (a few dozen bytes each), so the fan-out writes its rows
// without waiting for the pushes. Like every push, a push still queued when the process dies is lost:
// the /activity row was committed first, and the fan-out never sends twice (decision 070).

/** Deliveries under way at once, per process. */
const CONCURRENCY = 64;

const queue: PushBatch[] = [];
let queued = 0;
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    queued -= batch.userIds.length;
    await pushBatch(batch, CONCURRENCY);
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
