import "server-only";
import { pushBatch, pushesSettled, type PushBatch } from "@/lib/push/send";
import { growingShare, pagesFirst } from "@/lib/jobs/pages-first";

// The alerts' pushes, a batch of the fan-out at a time (decision 071): a case near a big city tells tens of
// thousands of people. Each batch is one query for its receivers' devices, then a few dozen deliveries
// at once. The queue holds user ids only (a few dozen bytes each), so the fan-out writes its rows
// without waiting for the pushes. Like every push, a push still queued when the process dies is lost:
// the /activity row was committed first, and the fan-out never sends twice (decision 070).

/** Deliveries under way at once, per process. */
const CONCURRENCY = 64;
/**
 * Pages first (lib/jobs/pages-first.ts, decision 072): encrypting and posting a push is work on the event
 * loop that serves this process's pages. While requests keep arriving, a batch's pushes start at a quarter
 * of the loop's time, and their share grows with the batch's wait until it is the whole loop after four
 * minutes, so pages come first and the alert's five minutes still hold under constant traffic.
 * bench:alerts, one process: unpaced, the landing page kept 7 % of its throughput during a 100 000-person
 * alert; at a fixed 40 %, 37 %; with this share and the fan-out's own, 59–78 % (decision 072).
 */
const PUSH_SHARE = { first: 0.25, fullAfterMs: 4 * 60_000 };
const PUSH_SLICE = 200;

const queue: { batch: PushBatch; queuedAt: number }[] = [];
let queued = 0;
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { batch, queuedAt } = next;
    const { userIds, ...shared } = batch;
    await pagesFirst(userIds, { slice: PUSH_SLICE, share: growingShare(PUSH_SHARE, queuedAt) }, async (slice) => {
      // Started now: alertPushesQueued counts only what waits, as the fan-out's memory bound reads it.
      queued -= slice.length;
      await pushBatch({ ...shared, userIds: slice }, CONCURRENCY);
    });
  }
}

/** Queues a batch's pushes behind the ones already waiting; returns at once. */
export function queueAlertPushes(batch: PushBatch): void {
  if (batch.userIds.length === 0) return;
  queue.push({ batch, queuedAt: performance.now() });
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
