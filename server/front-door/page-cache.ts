// The in-process store of the anonymous page cache (docs/decisions/009-public-page-cache.md, 039): whole
// responses by key, least recently used first out when the byte budget is full, each entry dropped
// after a safety TTL (for what no write purges: trending tags, "2 h ago" labels), and purged by tag.
//
// Purges have a kind (server/shared/front-door-contract.ts PurgeKind). A hard purge drops the entries
// at once. A soft one (counts, new-content) marks them stale: a stale entry may still be served until
// its bound (staleUntil) while one request renders the next copy (stale-while-revalidate).
//
// A render that started before a purge must not store what it read as if it were fresh: the write may
// have committed between its queries and its end. Each render takes a ticket (the purge generation when
// it began); a store is refused when one of the entry's tags, or everything, was hard-purged after the
// ticket, and is stored already stale (bounded from the render's start) after a soft purge.
//
// Single-flight: the first request that misses a key leads its render (startRender(key)); others that
// miss meanwhile wait for it (inFlight(key)) and get the copy it stored, or nothing when it stored none.

import type { OutgoingHttpHeaders } from "node:http";
import { ALL_PAGES, staleBoundMs, type PurgeKind } from "../shared/front-door-contract";

/** The tag that purges every entry. */
export { ALL_PAGES };

/** The least age of a stale copy before a request renders the next one (below every kind's stale bound). */
export const STALE_REFRESH_SPACING_MS = 1_000;

/** A response as stored: replayed with its status, headers and body to every request of its key. */
export interface StoredResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: readonly string[];
  /** CSP hash sources ('sha256-…') of the body's inline scripts, when the layer computed them. */
  scriptHashes?: readonly string[];
}

export interface CacheEntry extends StoredResponse {
  tags: string[];
  size: number;
  storedAt: number;
  /** Set once the entry is stale (a soft purge): it may be served until this time, not after. */
  staleUntil: number | undefined;
  /** Bodies derived once from `body` for replay (a theme and an encoding), by variant name. */
  variants: Map<string, Buffer>;
}

/** A render in progress: the purge generation and the time when it began, and the key it leads. */
export interface RenderTicket {
  readonly generation: number;
  readonly startedAt: number;
  readonly key: string | undefined;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  maxEntryBytes?: number;
  now?: () => number;
  /** STALE_REFRESH_SPACING_MS unless a test says otherwise. */
  refreshSpacingMs?: number;
}

const ENTRY_OVERHEAD_BYTES = 512;
const SOFT_KINDS = ["counts", "new-content"] as const;

function entrySize(key: string, entry: StoredResponse): number {
  const headerBytes = Object.entries(entry.headers).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length,
    0,
  );
  const hashBytes = (entry.scriptHashes ?? []).reduce((sum, hash) => sum + hash.length, 0);
  return entry.body.length + headerBytes + hashBytes + key.length + ENTRY_OVERHEAD_BYTES;
}

interface Flight {
  ticket: RenderTicket;
  stored: CacheEntry | undefined;
  done: Promise<CacheEntry | undefined>;
  resolve: (entry: CacheEntry | undefined) => void;
}

export class PageCache {
  /**
   * maxBytes: the budget for bodies (their variants included), headers and keys; maxEntryBytes: larger
   * pages are not stored; ttlMs: the age after which an entry is rendered again; now: the clock (tests
   * move it).
   */
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly refreshSpacingMs: number;
  /** key → entry, least recently used first (tests look inside). */
  readonly entries = new Map<string, CacheEntry>();
  /** tag → keys of the entries carrying it. */
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private generation = 0;
  /** tag → the generation of its last hard purge, kept while a render older than it may still store (tests read it). */
  readonly lastPurge = new Map<string, number>();
  /** kind → tag → the generation of its last soft purge of that kind (ALL_PAGES included), kept likewise. */
  readonly lastSoftPurge = new Map<PurgeKind, Map<string, number>>(SOFT_KINDS.map((kind) => [kind, new Map()]));
  private lastFlush = 0;
  /** generation → renders in flight that started at it. */
  private readonly rendering = new Map<number, number>();
  /** key → the render that leads it (single-flight). */
  private readonly flights = new Map<string, Flight>();
  private readonly counts = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    stores: 0,
    staleStores: 0,
    refusedStores: 0,
    evictions: 0,
  };

  constructor({
    maxBytes,
    ttlMs,
    maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8)),
    now = Date.now,
    refreshSpacingMs = STALE_REFRESH_SPACING_MS,
  }: PageCacheOptions) {
    this.refreshSpacingMs = refreshSpacingMs;
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /**
   * The entry for key that may be served: fresh, or stale within its bound (entry.staleUntil says
   * which). Absent, past the TTL or stale past its bound: undefined (a miss). It becomes the most
   * recently used.
   */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || now - entry.storedAt >= this.ttlMs) {
      if (entry) this.#remove(key);
      this.counts.misses += 1;
      return undefined;
    }
    if (entry.staleUntil !== undefined && now >= entry.staleUntil) {
      // Kept until the next copy replaces it (or the LRU drops it), but never served again.
      this.counts.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.staleUntil === undefined) this.counts.hits += 1;
    else this.counts.staleHits += 1;
    return entry;
  }

  /**
   * Whether a stale entry is old enough to be rendered again: a soft purge's copy is refreshed at most
   * once per STALE_REFRESH_SPACING_MS. Under a stream of likes a hot page was otherwise rendered back to
   * back, one render after another, and the renders took a whole core (decision 052); the copies readers
   * get stay within the kind's bound, as the spacing is shorter than every bound.
   */
  refreshDue(entry: CacheEntry): boolean {
    return this.now() - entry.storedAt >= this.refreshSpacingMs;
  }

  /**
   * The render of key in flight, if any: resolves with the entry it stored, or undefined when it stored
   * none (too large, refused after a hard purge, failed): then the waiter renders for itself.
   */
  inFlight(key: string): Promise<CacheEntry | undefined> | undefined {
    return this.flights.get(key)?.done;
  }

  /**
   * Call when a render that may be stored begins; hand the ticket back to store() and finishRender().
   * With a key and no render of it in flight, this render leads it: inFlight(key) waits for it.
   */
  startRender(key?: string): RenderTicket {
    const ticket: RenderTicket = {
      generation: this.generation,
      startedAt: this.now(),
      key: key !== undefined && !this.flights.has(key) ? key : undefined,
    };
    this.rendering.set(ticket.generation, (this.rendering.get(ticket.generation) ?? 0) + 1);
    if (ticket.key !== undefined) {
      let resolve: Flight["resolve"] = () => {};
      const done = new Promise<CacheEntry | undefined>((settle) => (resolve = settle));
      this.flights.set(ticket.key, { ticket, stored: undefined, done, resolve });
    }
    return ticket;
  }

  /** Call once the render's response is over (stored or not), e.g. on the response's 'close'. */
  finishRender(ticket: RenderTicket): void {
    const left = (this.rendering.get(ticket.generation) ?? 1) - 1;
    if (left > 0) this.rendering.set(ticket.generation, left);
    else this.rendering.delete(ticket.generation);
    const flight = ticket.key === undefined ? undefined : this.flights.get(ticket.key);
    if (flight?.ticket === ticket) {
      this.flights.delete(ticket.key!);
      // What it stored, unless a hard purge dropped it since.
      flight.resolve(flight.stored && this.entries.get(ticket.key!) === flight.stored ? flight.stored : undefined);
    }
    this.#forgetOldPurges();
  }

  /**
   * Stores a response rendered since `ticket`; returns whether it was stored. Refused when it is too
   * large or when one of its tags (or everything) was hard-purged after the render began; stored stale
   * when one of them was soft-purged since, until the render's start plus the smallest bound.
   */
  store(key: string, { status, headers, body, tags, scriptHashes }: StoredResponse, ticket: RenderTicket): boolean {
    const stored: StoredResponse = {
      status,
      headers,
      body,
      tags: [...new Set(tags)],
      ...(scriptHashes ? { scriptHashes } : {}),
    };
    const entry: CacheEntry = {
      ...stored,
      tags: [...stored.tags],
      size: entrySize(key, stored),
      storedAt: this.now(),
      staleUntil: undefined,
      variants: new Map(),
    };
    const concerned = [...entry.tags, ALL_PAGES];
    const purgedSince =
      this.lastFlush > ticket.generation ||
      concerned.some((tag) => (this.lastPurge.get(tag) ?? -1) > ticket.generation);
    if (purgedSince || entry.size > this.maxEntryBytes) {
      this.counts.refusedStores += 1;
      return false;
    }
    for (const kind of SOFT_KINDS) {
      const purges = this.lastSoftPurge.get(kind)!;
      if (concerned.some((tag) => (purges.get(tag) ?? -1) > ticket.generation)) {
        entry.staleUntil = Math.min(entry.staleUntil ?? Infinity, ticket.startedAt + staleBoundMs(kind));
      }
    }
    if (this.entries.has(key)) this.#remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    const flight = this.flights.get(key);
    if (flight?.ticket === ticket) flight.stored = entry;
    this.#evict();
    this.counts.stores += 1;
    if (entry.staleUntil !== undefined) this.counts.staleStores += 1;
    return true;
  }

  /**
   * Keeps a body derived from the entry (another encoding, a theme) under `name`, counted in the byte
   * budget. Nothing is kept when the entry was replaced or purged meanwhile.
   */
  addVariant(key: string, entry: CacheEntry, name: string, body: Buffer): void {
    if (this.entries.get(key) !== entry || entry.variants.has(name)) return;
    entry.variants.set(name, body);
    entry.size += body.length;
    this.bytes += body.length;
    this.#evict();
  }

  /**
   * Purges every entry carrying one of the tags (ALL_PAGES: every entry); returns how many it concerned.
   * hard: they are dropped. counts, new-content: they turn stale, to be served at most the kind's bound
   * from now (server/shared/front-door-contract.ts staleBoundMs) while one request renders them again.
   */
  purge(tags: readonly string[], kind: PurgeKind = "hard"): number {
    this.generation += 1;
    if (kind !== "hard") return this.#markStale(tags, kind);
    let removed = 0;
    if (tags.includes(ALL_PAGES)) {
      removed = this.entries.size;
      this.entries.clear();
      this.keysByTag.clear();
      this.bytes = 0;
      this.lastFlush = this.generation;
      this.lastPurge.clear();
      return removed;
    }
    for (const tag of new Set(tags)) {
      if (this.rendering.size > 0) this.lastPurge.set(tag, this.generation);
      for (const key of this.keysByTag.get(tag) ?? []) {
        this.#remove(key);
        removed += 1;
      }
    }
    return removed;
  }

  /**
   * How much longer this entry may be served: until its TTL, or, once stale, until its bound. What a CDN
   * may keep a copy of it for (decision 050), so an edge copy never outlives the page cache's own rules.
   */
  servableForMs(entry: CacheEntry): number {
    const now = this.now();
    return Math.max(0, Math.min(entry.storedAt + this.ttlMs, entry.staleUntil ?? Infinity) - now);
  }

  stats(): {
    entries: number;
    bytes: number;
    hits: number;
    staleHits: number;
    misses: number;
    stores: number;
    staleStores: number;
    refusedStores: number;
    evictions: number;
  } {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counts };
  }

  #markStale(tags: readonly string[], kind: PurgeKind): number {
    const until = this.now() + staleBoundMs(kind);
    const purges = this.lastSoftPurge.get(kind)!;
    const keys = new Set<string>();
    for (const tag of new Set(tags)) {
      if (this.rendering.size > 0) purges.set(tag, this.generation);
      if (tag === ALL_PAGES) for (const key of this.entries.keys()) keys.add(key);
      else for (const key of this.keysByTag.get(tag) ?? []) keys.add(key);
    }
    for (const key of keys) {
      const entry = this.entries.get(key)!;
      entry.staleUntil = Math.min(entry.staleUntil ?? Infinity, until);
    }
    return keys.size;
  }

  #evict(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
      this.counts.evictions += 1;
    }
  }

  #remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Purge records only matter to renders that started before them. */
  #forgetOldPurges(): void {
    const records = [this.lastPurge, ...this.lastSoftPurge.values()];
    if (records.every((record) => record.size === 0)) return;
    if (this.rendering.size === 0) {
      for (const record of records) record.clear();
      return;
    }
    const oldest = Math.min(...this.rendering.keys());
    for (const record of records) for (const [tag, at] of record) if (at <= oldest) record.delete(tag);
  }
}
