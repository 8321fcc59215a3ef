import { requestsBegun } from "@/server/shared/front-door-contract";

/** What pagesFirst reads and waits on; the defaults are this process's own (tests pass their clock). */
export type PagesFirstClock = {
  now(): number;
  requestsBegun(): number;
  sleep(ms: number): Promise<void>;
};

const processClock: PagesFirstClock = {
  now: () => performance.now(),
  requestsBegun,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A share of the loop: a number, or a function asked again each time (a caller can raise it as work waits). */
export type Share = number | (() => number);

/**
 * A share that starts at `first` and grows with the time since `since` (on `clock`) until it is the whole
 * loop after `fullAfterMs`: pages come first, and work that has waited long enough still ends in time.
 */
export function growingShare(
  { first, fullAfterMs }: { first: number; fullAfterMs: number },
  since: number,
  clock: PagesFirstClock = processClock,
): () => number {
  return () => first + ((1 - first) * Math.max(0, clock.now() - since)) / fullAfterMs;
}

/**
 * One slice of background work, timed: `end()` resolves at once when no request began during the slice,
 * or after a pause that leaves the work `share` of the time since `pagesFirstSlice()` was called.
 */
export function pagesFirstSlice(share: Share, clock: PagesFirstClock = processClock): { end(): Promise<void> } {
  const [began, requestsBefore] = [clock.now(), clock.requestsBegun()];
  return {
    async end() {
      if (clock.requestsBegun() === requestsBefore) return;
      const part = Math.min(1, typeof share === "number" ? share : share());
      if (part < 1) await clock.sleep(((clock.now() - began) * (1 - part)) / part);
    },
  };
}

/**
 * Background work that shares the event loop with the pages this process serves, done pages first: the
 * items go to `work` a slice at a time, and while requests keep arriving the work takes at most `share`
 * of the time (each slice is followed by a pause in proportion to how long it took). With no request
 * during a slice, the next one follows at once. The share is a floor as well as a cap, so the work still
 * ends under any load. Used by the lost-pet alerts' pushes and fan-out (decision 072).
 */
export async function pagesFirst<T>(
  items: readonly T[],
  { slice, share }: { slice: number; share: Share },
  work: (slice: T[]) => Promise<void>,
  clock: PagesFirstClock = processClock,
): Promise<void> {
  for (let start = 0; start < items.length; start += slice) {
    const timed = pagesFirstSlice(share, clock);
    await work(items.slice(start, start + slice));
    await timed.end();
  }
}
