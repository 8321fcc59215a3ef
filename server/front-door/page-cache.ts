// The in-process store of the anonymous page cache (docs/decisions/009-public-page-cache.md): whole
// responses by key, least recently used first out when the byte budget is full, each entry dropped
// after a safety TTL (for what no write purges: trending tags, "2 h ago" labels), and purged by tag.
//
// A render that started before a purge must not store what it read: the write may have committed
// between its queries and its end, and storing would bring the old page back until the TTL. Each
// render takes a ticket (the purge counter when it began); a store is refused when one of the entry's
// tags, or everything, was purged after the ticket.

import type { OutgoingHttpHeaders } from "node:http";
import { ALL_PAGES } from "../shared/front-door-contract";

/** The tag that purges every entry. */
export { ALL_PAGES };

/** A response as stored: replayed with its status, headers and body to every request of its key. */
export interface StoredResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: readonly string[];
}

export interface CacheEntry extends StoredResponse {
  tags: string[];
  size: number;
  storedAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  maxEntryBytes?: number;
  now?: () => number;
}

const ENTRY_OVERHEAD_BYTES = 512;

function entrySize(key: string, entry: StoredResponse): number {
  const headerBytes = Object.entries(entry.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
  return entry.body.length + headerBytes + key.length + ENTRY_OVERHEAD_BYTES;
}

export class PageCache {
  /**
   * maxBytes: the budget for bodies, headers and keys; maxEntryBytes: larger pages are not stored;
   * ttlMs: the age after which an entry is rendered again; now: the clock (tests move it).
   */
  readonly maxBytes: number;
  readonly maxEntryBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  /** key → entry, least recently used first (tests look inside). */
  readonly entries = new Map<string, CacheEntry>();
  /** tag → keys of the entries carrying it. */
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private purges = 0;
  /** tag → the purge counter of its last purge, kept while a render older than it may still store (tests read it). */
  readonly lastPurge = new Map<string, number>();
  private lastFlush = 0;
  /** ticket → renders in flight that started at it. */
  private readonly rendering = new Map<number, number>();
  private readonly counts = { hits: 0, misses: 0, stores: 0, refusedStores: 0, evictions: 0 };

  constructor({ maxBytes, ttlMs, maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8)), now = Date.now }: PageCacheOptions) {
    this.maxBytes = maxBytes;
    this.maxEntryBytes = maxEntryBytes;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  /** The entry for key, unless absent or older than the TTL; it becomes the most recently used. */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.counts.misses += 1;
      return undefined;
    }
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.#remove(key);
      this.counts.misses += 1;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hits += 1;
    return entry;
  }

  /** Call when a render that may be stored begins; hand the ticket back to store() and finishRender(). */
  startRender(): number {
    const ticket = this.purges;
    this.rendering.set(ticket, (this.rendering.get(ticket) ?? 0) + 1);
    return ticket;
  }

  /** Call once the render's response is over (stored or not), e.g. on the response's 'close'. */
  finishRender(ticket: number): void {
    const left = (this.rendering.get(ticket) ?? 1) - 1;
    if (left > 0) this.rendering.set(ticket, left);
    else this.rendering.delete(ticket);
    this.#forgetOldPurges();
  }

  /**
   * Stores a response rendered since `ticket`; returns whether it was stored. Refused when it is too
   * large or when one of its tags (or everything) was purged after the render began.
   */
  store(key: string, { status, headers, body, tags }: StoredResponse, ticket: number): boolean {
    const stored = { status, headers, body, tags: [...new Set(tags)] };
    const entry: CacheEntry = { ...stored, size: entrySize(key, stored), storedAt: this.now() };
    const purgedSince = this.lastFlush > ticket || entry.tags.some((tag) => (this.lastPurge.get(tag) ?? -1) > ticket);
    if (purgedSince || entry.size > this.maxEntryBytes) {
      this.counts.refusedStores += 1;
      return false;
    }
    if (this.entries.has(key)) this.#remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.#remove(oldest);
      this.counts.evictions += 1;
    }
    this.counts.stores += 1;
    return true;
  }

  /** Drops every entry carrying one of the tags (ALL_PAGES: every entry); returns how many went. */
  purge(tags: readonly string[]): number {
    this.purges += 1;
    let removed = 0;
    if (tags.includes(ALL_PAGES)) {
      removed = this.entries.size;
      this.entries.clear();
      this.keysByTag.clear();
      this.bytes = 0;
      this.lastFlush = this.purges;
      this.lastPurge.clear();
      return removed;
    }
    for (const tag of new Set(tags)) {
      if (this.rendering.size > 0) this.lastPurge.set(tag, this.purges);
      for (const key of this.keysByTag.get(tag) ?? []) {
        this.#remove(key);
        removed += 1;
      }
    }
    return removed;
  }

  stats(): { entries: number; bytes: number; hits: number; misses: number; stores: number; refusedStores: number; evictions: number } {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counts };
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
    if (this.lastPurge.size === 0) return;
    if (this.rendering.size === 0) {
      this.lastPurge.clear();
      return;
    }
    const oldest = Math.min(...this.rendering.keys());
    for (const [tag, at] of this.lastPurge) if (at <= oldest) this.lastPurge.delete(tag);
  }
}
