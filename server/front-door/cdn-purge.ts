// Purges of the page cache, sent on to the CDN's purge-by-tag API (docs/decisions/050-cdn-in-front-of-the-page-cache.md).
// Only the process where a purge began sends it (server/front-door/purge-registry.ts): the processes that
// hear it from the PostgreSQL bus purge their own store and nothing else, so each purge reaches the CDN once.
//
// Soft purges never wait: purge() queues them and they are sent after a short window that stays well inside
// their kind's bound. A hard purge (a deletion, a ban, a block) is sent at once (the next turn of the event
// loop, so the purges of one action share a request) and its promise settles when the CDN has taken it, or
// after HARD_WAIT_MS at most: the action that deleted something returns once the edge has dropped it, so the
// very next request is a miss (issue 47), and a CDN that hangs still costs a deletion 2 s at most (decision
// 050's reason not to wait at all; decision 076 records the change). Requests that fail with a network error, a 5xx or a
// 429 are retried with a doubling delay; what still fails is counted and logged, and the edge copies then live
// until their max-age, which is what is left of the page cache's own TTL.
//
// Every purge is sent a second time REPEAT_AFTER_MS later. A sibling process may still serve the old copy
// for the instant before it reads the purge from the bus; if the CDN asked just then, it would keep that
// copy for the rest of its max-age. The repeat clears it; it shares its request with newer purges.
import { staleBoundMs, type PurgeKind } from "../shared/front-door-contract";
import type { CdnSettings } from "./settings";
import { cdnTag } from "./cdn-headers";

/** Fastly takes 256 surrogate keys per request, Cloudflare 100 tags (their purge API documentation). */
const BATCH_LIMITS = { fastly: 256, cloudflare: 100 } as const;
const REPEAT_AFTER_MS = 2_000;
/** How long a hard purge holds the action that asked for it, at most (issue 47's 2 s bound). */
const HARD_WAIT_MS = 2_000;

/** How long a purge of each kind may wait for others to share its request. */
export const SEND_DELAY_MS: Record<PurgeKind, number> = { hard: 0, "new-content": 200, counts: 2_000 };

/** How each kind is sent: Fastly marks soft-purged copies stale; Cloudflare has one kind of purge (they go). */
type Mode = "hard" | "soft";

export interface CdnPurgeStats {
  /** HTTP requests to the purge API that succeeded. */
  requests: number;
  /** HTTP requests that failed (each retry counts). */
  failedRequests: number;
  /** Batches of tags given up after the last retry (or refused outright: a 4xx other than 429). */
  failedPurges: number;
}

export interface CdnPurger {
  /**
   * Queues the tags' purge; never throws. A hard purge's promise settles once its request succeeded (or was
   * given up) or after hardWaitMs, whichever is first (retries go on after it); a soft one's at once.
   */
  purge(tags: readonly string[], kind: PurgeKind): Promise<void>;
  /** Sends what is queued now and resolves once every request so far is settled (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes, then sends nothing more (no repeat, no retry). */
  close(): Promise<void>;
  stats(): CdnPurgeStats;
}

export interface CdnPurgerOptions {
  settings: CdnSettings;
  fetch?: typeof globalThis.fetch;
  log?: Pick<Console, "error" | "warn">;
  /** Attempts per batch (the first included) and the delay before the first retry (doubled each time). */
  attempts?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  timeoutMs?: number;
  sendDelayMs?: Record<PurgeKind, number>;
  repeatAfterMs?: number | null;
  hardWaitMs?: number;
}

interface Queue {
  tags: Set<string>;
  due: number;
  timer: NodeJS.Timeout | null;
  /** Settles when every batch of this queue's request has succeeded or been given up. */
  answered: Promise<void>;
  answer: () => void;
}

function newQueue(): Queue {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { tags: new Set<string>(), due: Infinity, timer: null, answered, answer };
}

/** A failed request: whether to try again, and after how long at least (a 429's Retry-After). */
class RequestFailure extends Error {
  readonly retry: boolean;
  readonly retryAfterMs: number | null;

  constructor(message: string, retry: boolean, retryAfterMs: number | null = null) {
    super(message);
    this.retry = retry;
    this.retryAfterMs = retryAfterMs;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

function retryAfterMs(header: string | null): number | null {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** The purge request for one batch of CDN tags. */
export function purgeRequest(
  settings: CdnSettings,
  tags: readonly string[],
  mode: Mode,
): { url: string; init: RequestInit } {
  if (settings.provider === "fastly") {
    const headers: Record<string, string> = {
      "Fastly-Key": settings.token,
      "Surrogate-Key": tags.join(" "),
      Accept: "application/json",
    };
    if (mode === "soft") headers["Fastly-Soft-Purge"] = "1";
    return {
      url: `${settings.apiUrl}/service/${encodeURIComponent(settings.serviceId)}/purge`,
      init: { method: "POST", headers },
    };
  }
  return {
    url: `${settings.apiUrl}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`,
    init: {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ tags }),
    },
  };
}

export function createCdnPurger({
  settings,
  fetch = globalThis.fetch,
  log = console,
  attempts = 5,
  retryDelayMs = 500,
  maxRetryDelayMs = 15_000,
  timeoutMs = 10_000,
  sendDelayMs = SEND_DELAY_MS,
  repeatAfterMs = REPEAT_AFTER_MS,
  hardWaitMs = HARD_WAIT_MS,
}: CdnPurgerOptions): CdnPurger {
  const queues = new Map<Mode, Queue>();
  const inFlight = new Set<Promise<void>>();
  const repeats = new Set<NodeJS.Timeout>();
  const counts: CdnPurgeStats = { requests: 0, failedRequests: 0, failedPurges: 0 };
  let closed = false;

  // Cloudflare has no soft purge: every kind removes the edge copies, and the next request is answered by
  // the page cache, which still serves its stale copy within the kind's bound (decision 039).
  const modeOf = (kind: PurgeKind): Mode =>
    settings.provider === "fastly" && staleBoundMs(kind) > 0 ? "soft" : "hard";

  /** Adds the tags to the mode's next request; the promise settles when that request is done (queue.answered). */
  function enqueue(mode: Mode, tags: readonly string[], delayMs: number): Promise<void> {
    const queue = queues.get(mode) ?? newQueue();
    queues.set(mode, queue);
    for (const tag of tags) queue.tags.add(tag);
    const due = Date.now() + delayMs;
    if (due >= queue.due) return queue.answered;
    queue.due = due;
    if (queue.timer) clearTimeout(queue.timer);
    queue.timer = setTimeout(() => send(mode), delayMs);
    queue.timer.unref?.();
    return queue.answered;
  }

  function send(mode: Mode): void {
    const queue = queues.get(mode);
    if (!queue) return;
    queues.delete(mode);
    if (queue.timer) clearTimeout(queue.timer);
    const tags = [...queue.tags];
    const limit = BATCH_LIMITS[settings.provider];
    const batches: Promise<void>[] = [];
    for (let start = 0; start < tags.length; start += limit)
      batches.push(sendBatch(tags.slice(start, start + limit), mode));
    batches.forEach(track);
    void Promise.all(batches).then(queue.answer);
  }

  function track(promise: Promise<void>): void {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  }

  async function attempt(tags: readonly string[], mode: Mode): Promise<void> {
    const { url, init } = purgeRequest(settings, tags, mode);
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new RequestFailure(error instanceof Error ? error.message : String(error), true);
    }
    // The body is read so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    const retry = response.status >= 500 || response.status === 429;
    throw new RequestFailure(
      `HTTP ${response.status}`,
      retry,
      response.status === 429 ? retryAfterMs(response.headers.get("retry-after")) : null,
    );
  }

  /** Sends one batch, retrying; settles once it succeeded or was given up (never rejects). */
  async function sendBatch(tags: string[], mode: Mode): Promise<void> {
    for (let round = 1; ; round += 1) {
      try {
        await attempt(tags, mode);
        counts.requests += 1;
        return;
      } catch (error) {
        counts.failedRequests += 1;
        const failure = error as RequestFailure;
        if (!failure.retry || round >= attempts || closed) {
          counts.failedPurges += 1;
          log.error(
            `CDN purge (${settings.provider}, ${mode}) of ${tags.length} tags failed after ${round} attempts (${failure.message}); their edge copies expire with their max-age`,
          );
          return;
        }
        const backoff = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** (round - 1));
        await sleep(Math.min(maxRetryDelayMs, Math.max(backoff, failure.retryAfterMs ?? 0)));
      }
    }
  }

  async function flush(): Promise<void> {
    for (const mode of [...queues.keys()]) send(mode);
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  }

  return {
    purge(tags, kind) {
      if (closed || tags.length === 0) return Promise.resolve();
      const spelled = [...new Set(tags.map(cdnTag))];
      const mode = modeOf(kind);
      const answered = enqueue(mode, spelled, sendDelayMs[kind]);
      if (repeatAfterMs !== null) {
        const repeat = setTimeout(() => {
          repeats.delete(repeat);
          if (!closed) void enqueue(mode, spelled, sendDelayMs[kind]);
        }, repeatAfterMs);
        repeat.unref?.();
        repeats.add(repeat);
      }
      return kind === "hard" ? Promise.race([answered, sleep(hardWaitMs)]) : Promise.resolve();
    },
    flush,
    async close() {
      for (const repeat of repeats) clearTimeout(repeat);
      repeats.clear();
      closed = true;
      await flush();
    },
    stats: () => ({ ...counts }),
  };
}
