// What the app (lib/, proxy.ts) and the server that embeds it (server/) agree on, in one place: the
// spelling of the page cache's tags, the hook through which a server action purges cached pages, and
// the request headers the front door sets for the app. One of the two modules of server/ that lib/ may
// import, with the logger beside it (eslint.config.mjs and .dependency-cruiser.cjs hold both sides to
// them), so it imports nothing: the Next.js bundle compiles it into the app, and the server runs it as it is.

/** The tag that purges every cached page. */
/** The interface languages, Spanish first and at the root (the others prefixed): the app's routing and the front door's refusal pages and tags read this one list. */
export const LOCALES = ["es", "en", "fr", "pt", "zh"] as const;
export const DEFAULT_LOCALE = "es";

export const ALL_PAGES = "*";

/** A page-cache tag: the front door derives them from page paths, app code from what a write changed. */
export type PublicPageTag =
  | typeof ALL_PAGES
  | "landing"
  | "marketplace"
  | `hashtag:${string}`
  | `post:${string}`
  | `pet:${string}`
  | `user:${string}`
  | `product:${string}`
  | `store:${string}`
  | "guides"
  | `guide:${string}`
  | `lost:${string}`;

/**
 * The tags, spelled once. Names are compared as lib/ stores them: a hashtag without its `#`, trimmed
 * and lower-cased (lib/hashtags/extract.ts normalizeHashtag; server/front-door/public-pages.test.ts
 * builds the tags from both sides), ids and usernames lower-cased (the front door reads them from URLs
 * in any case).
 */
export const pageTags = {
  /** Every cached page: for writes that show up on pages no tag lists (a name on every card of theirs). */
  all: ALL_PAGES,
  /** The landing page's community counters. */
  landing: "landing",
  /** The marketplace's first page (/marketplace without a query): every store's products, the popular row. */
  marketplace: "marketplace",
  hashtag: (name: string): PublicPageTag => `hashtag:${name.replace(/^#/, "").trim().toLowerCase()}`,
  post: (id: string): PublicPageTag => `post:${id.toLowerCase()}`,
  pet: (id: string): PublicPageTag => `pet:${id.toLowerCase()}`,
  /** The profile /u/{username} and its followers / following lists. */
  user: (username: string): PublicPageTag => `user:${username.replace(/^@/, "").toLowerCase()}`,
  /** A marketplace product page /product/{id}. */
  product: (id: string): PublicPageTag => `product:${id.toLowerCase()}`,
  /** A store page /store/{id} (its header and its product grid). */
  store: (id: string): PublicPageTag => `store:${id.toLowerCase()}`,
  /** The care guides' list /guides, in every language (decision 045). */
  guides: "guides",
  /** A care guide's page /guides/{slug}, in every language (slugs are unique per language, so one tag may name several). */
  guide: (slug: string): PublicPageTag => `guide:${slug.toLowerCase()}`,
  /** A lost & found case's page /lost/{id} and its poster /lost/{id}/poster (issue 45). */
  lost: (id: string): PublicPageTag => `lost:${id.toLowerCase()}`,
} as const;

/**
 * How fresh the pages of a purge must be (docs/decisions/039-page-cache-under-writes.md):
 * - `hard`: what a reader must never see again once the action returns (a deleted or moderated post or
 *   comment, a ban, a block, a deleted account, anything about who or what is visible, edits of one's
 *   own words): the copies are dropped at once, and a render that began before is not stored.
 * - `counts`: counters and lists that grow (likes, comments, follows, stock, the landing's numbers): the
 *   old copy may still be served, for at most COUNTS_STALE_MS, while one request renders the new one.
 * - `new-content`: something new to list (a new post on its hashtag pages and author's profile, a new
 *   pet or product): the same, for at most NEW_CONTENT_STALE_MS.
 */
export type PurgeKind = "hard" | "counts" | "new-content";

export const PURGE_KINDS: readonly PurgeKind[] = ["hard", "counts", "new-content"];

/** How long the copy of a page may be served after a `counts` purge of it. */
export const COUNTS_STALE_MS = 10_000;
/** How long the copy of a page may be served after a `new-content` purge of it. */
export const NEW_CONTENT_STALE_MS = 2_000;

/** The bound of a soft purge kind, in milliseconds (0 for hard). */
export function staleBoundMs(kind: PurgeKind): number {
  return kind === "counts" ? COUNTS_STALE_MS : kind === "new-content" ? NEW_CONTENT_STALE_MS : 0;
}

/** What purges the page cache of this process (and, through it, of every other process). */
export interface PagePurger {
  purge(tags: readonly string[], kind: PurgeKind): Promise<void>;
}

// Server actions run inside the Next.js server bundle, which server/server.ts loads in the same process
// but cannot share module instances with (the bundle has its own compiled copy of this file). The one
// object both sides see is globalThis: the server puts its purger there under a Symbol.for() name.
// Without a front door (next dev, Jest, scripts) nothing is registered and purges do nothing.
const PURGE_REGISTRY = Symbol.for("patitas.publicPageCache");

type WithPurger = { [PURGE_REGISTRY]?: PagePurger };

/** The server: this process's purger, for app code to find (null removes it). */
export function registerPurger(purger: PagePurger | null): void {
  if (purger) (globalThis as WithPurger)[PURGE_REGISTRY] = purger;
  else delete (globalThis as WithPurger)[PURGE_REGISTRY];
}

/** App code: the purger the server registered in this process, if any. */
export function registeredPurger(): PagePurger | undefined {
  return (globalThis as WithPurger)[PURGE_REGISTRY];
}

/** Set by the front door on every request: the client's address (a client's own copy is removed). */
export const CLIENT_IP_HEADER = "x-patitas-client-ip";

/**
 * Set by the front door on a shell render (decisions 029, 032), whose request it stripped of the
 * visitor's cookies; a client's own copy is removed.
 */
export const SHELL_HEADER = "x-patitas-shell";

// Draining (SIGTERM): the server keeps serving what is in flight for a grace period while the readiness
// check (app/api/ready) answers 503, so a load balancer stops sending new requests before the port
// closes. Shared through globalThis for the same reason as the purger.
const DRAINING = Symbol.for("patitas.draining");

type WithDraining = { [DRAINING]?: boolean };

/** The server: this process has started to drain. */
export function markDraining(): void {
  (globalThis as WithDraining)[DRAINING] = true;
}

/** App code: whether this process is draining (never true outside the server). */
export function isDraining(): boolean {
  return (globalThis as WithDraining)[DRAINING] === true;
}

// Metrics (server/metrics/, docs/runbook.md): the server owns the Prometheus registry; app code, in the
// Next.js bundle, counts events (expired checkouts) and registers one collector for
// what only it can read (the mail outbox, payouts, its database pool). Both meet on globalThis.
const APP_METRICS = Symbol.for("patitas.appMetrics");

/** A value app code reads at scrape time: a gauge, with labels. */
export interface AppGaugeSample {
  name: string;
  value: number;
  labels?: Record<string, string>;
}

/**
 * What app code counts: the counter's name and the label value of this event. `checkout_expired`: a
 * checkout given up (label unused); `rate_limited`: a refusal of lib/rate-limit.ts (label: the limiter).
 */
export type AppEventName = "checkout_expired" | "rate_limited";

type AppMetricsState = { collect?: () => Promise<AppGaugeSample[]>; counts: Map<string, number> };
type WithAppMetrics = { [APP_METRICS]?: AppMetricsState };

function appMetricsState(): AppMetricsState {
  const holder = globalThis as WithAppMetrics;
  holder[APP_METRICS] ??= { counts: new Map() };
  return holder[APP_METRICS];
}

/** App code: the gauges only it can read, collected at each scrape. */
export function registerAppGauges(collect: () => Promise<AppGaugeSample[]>): void {
  appMetricsState().collect = collect;
}

/** The server: the app's gauges now (none when the app registered no collector). */
export function collectAppGauges(): Promise<AppGaugeSample[]> {
  return appMetricsState().collect?.() ?? Promise.resolve([]);
}

/** App code: one more event of this kind (`label` says which limit, which store…). Cheap: a map entry. */
export function countAppEvent(name: AppEventName, label = ""): void {
  const { counts } = appMetricsState();
  const key = `${name}\u0000${label}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** The server: every event counted so far in this process, as [name, label, count]. */
export function appEventCounts(): [AppEventName, string, number][] {
  return [...appMetricsState().counts].map(([key, count]) => {
    const [name, label] = key.split("\u0000") as [AppEventName, string];
    return [name, label, count];
  });
}

// Requests begun in this process, counted by the front door so that work running behind the requests on
// the same event loop (a lost-pet alert's pushes, lib/lost/alerts-pushes.ts) can tell whether pages are
// being asked for and leave them most of the time. Shared through globalThis for the same reason as the purger.
const REQUESTS_BEGUN = Symbol.for("patitas.requestsBegun");

type WithRequestCount = { [REQUESTS_BEGUN]?: { begun: number } };

function requestCount(): { begun: number } {
  const holder = globalThis as WithRequestCount;
  holder[REQUESTS_BEGUN] ??= { begun: 0 };
  return holder[REQUESTS_BEGUN];
}

/** The server: one more request has reached the front door. */
export function countRequestBegun(): void {
  requestCount().begun += 1;
}

/** App code: how many requests this process has begun so far (always 0 without the front door). */
export function requestsBegun(): number {
  return requestCount().begun;
}
