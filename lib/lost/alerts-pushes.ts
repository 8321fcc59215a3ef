import "server-only";
import { pushesSettled, pushNotification, type PushRequest } from "@/lib/push/send";

// The alerts' pushes, drained in this process a few dozen at a time: a case near a big city tells tens of
// thousands of people, and pushNotification alone would start every one at once (each a query, an
// encryption and a request). Like every push, a push still queued when the process dies is lost: the
// /activity row was committed first, and the fan-out never sends twice (decision 070).

/** Pushes under way at once, per process. */
const CONCURRENCY = 64;

const queue: PushRequest[] = [];
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  while (queue.length > 0) {
    for (const request of queue.splice(0, CONCURRENCY)) pushNotification(request);
    await pushesSettled();
  }
}

/** Queues pushes behind the ones already waiting; returns at once. */
export function queueAlertPushes(requests: PushRequest[]): void {
  if (requests.length === 0) return;
  for (const request of requests) queue.push(request);
  draining ??= drain().finally(() => {
    draining = null;
  });
}

/** Pushes queued and not yet started. */
export function alertPushesQueued(): number {
  return queue.length;
}

/** Resolves once every queued push was delivered, refused or given up on (tests and the benchmark). */
export async function alertPushesSettled(): Promise<void> {
  while (draining) await draining;
  await pushesSettled();
}
