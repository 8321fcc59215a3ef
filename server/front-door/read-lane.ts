// Writes ahead of reads (issue 24, goal 6; docs/decisions/055-writes-ahead-of-reads.md). A process
// serves every request it has accepted at once, so when readers keep it busy each request gets a share
// of the CPU that shrinks with the number of requests in flight: a chat message that needs 10 ms of CPU
// answers in 250 ms behind 50 readers. The lane lets at most `concurrency` reads (GET and HEAD) run at
// a time and keeps the others waiting, unread, in arrival order; writes (every other method: server
// actions, sign-in, uploads) never wait. A read's turn starts in the event loop's check phase
// (setImmediate), after the I/O the writes wait for, so a burst of cheap reads (page-cache hits,
// answered at once) cannot fill a whole turn of the loop either.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface ReadLaneSettings {
  /** How many reads may run at once (0: no lane, every request runs at once). */
  concurrency: number;
  /**
   * How long a read holds its place at most: a long download (a video to a slow phone) or a stalled
   * client must not hold up the reads behind it. Its response goes on; its place goes to the next read.
   */
  holdMs: number;
}

/**
 * A request that takes turns: a read (GET, HEAD; everything else changes something, and goes first),
 * except media. Media bytes (`/api/media/…`) come from storage, S3 or the disk, and mostly wait on it:
 * a few slow fetches from S3 would hold every place while the CPU idles, so they run at once too.
 */
export const takesTurns = (req: IncomingMessage): boolean =>
  (req.method === "GET" || req.method === "HEAD") && !req.url?.startsWith("/api/media/");

export interface ReadLane {
  /** Runs start() for this request now (a write, media) or when its turn comes (a read). */
  admit(req: IncomingMessage, res: ServerResponse, start: () => unknown): void;
  /** Reads running and reads waiting, for metrics and tests. */
  stats(): { running: number; waiting: number };
}

export function createReadLane({ concurrency, holdMs }: ReadLaneSettings): ReadLane {
  let running = 0;
  const waiting: Array<{ req: IncomingMessage; res: ServerResponse; start: () => unknown }> = [];
  let scheduled = false;

  const scheduleNext = () => {
    if (scheduled || waiting.length === 0 || running >= concurrency) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      // One turn of the loop starts as many waiting reads as there are free places, and no more: a read
      // answered at once frees its place for the next turn, after the I/O of that turn.
      let free = concurrency - running;
      while (free > 0 && waiting.length > 0) {
        const next = waiting.shift()!;
        if (next.res.destroyed || next.req.socket.destroyed) continue; // the client left while it waited
        free -= 1;
        run(next.res, next.start);
      }
      scheduleNext();
    });
  };

  const run = (res: ServerResponse, start: () => unknown) => {
    running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      running -= 1;
      scheduleNext();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    res.once("close", release);
    // The front door answers its own errors (pipeline.ts): whatever the layers return is not awaited here.
    void start();
  };

  return {
    admit(req, res, start) {
      if (concurrency === 0 || !takesTurns(req)) {
        void start();
        return;
      }
      // Even with places free, a read starts in the check phase: reads that arrive together in one turn
      // of the loop start `concurrency` at a time, with the writes' I/O between them.
      waiting.push({ req, res, start });
      scheduleNext();
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
