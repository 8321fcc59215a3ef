// What the app tells the built-in realtime server (server/realtime/hub.ts) beyond Pusher's protocol, in
// events it publishes to a user like any other: one spelling for both sides, which meet only here.

/**
 * Whose online status the user may see changed (a follow back, a match, a block): the browser's
 * connection signs in again with the new watchlist (lib/realtime/browser.ts).
 */
export const WATCHLIST_CHANGED_EVENT = "watchlist:changed";

/**
 * The event's data. `removed`: ids the receiving user may no longer see online (a block, an unfollow or
 * an unmatch ended their last tie). The built-in server drops them from the user's sockets itself and
 * tells those sockets they went offline, rather than trusting the client to sign in again.
 */
export type WatchlistChange = { removed?: string[] };

/** The ids a published WatchlistChange removes; none when the data is anything else. */
export function removedWatchIds(data: string): string[] {
  try {
    const removed = (JSON.parse(data) as WatchlistChange | null)?.removed;
    return Array.isArray(removed) ? removed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** One event for the built-in hub as the events API takes it: its channels, its name, its data as JSON text. */
export interface HubEvent {
  channels: string[];
  name: string;
  data: string;
}

/**
 * The built-in realtime server running in this process, as app code reaches it without HTTP
 * (docs/decisions/069-one-server-pipeline.md): it checks and publishes the events as its events API
 * does after verifying a signed call, to this process's sockets and, through the bus, every other's.
 * Other processes (scripts, other instances) and hosted Pusher still go through the HTTP API.
 */
export interface LocalRealtime {
  /** The app key browsers connect with (to the page's own origin). */
  key: string;
  publish(events: HubEvent[]): Promise<void>;
  /** Closes the user's sockets: those signed in with these sessions, or every one (null). */
  terminate(userId: string, sessions: readonly string[] | null): Promise<void>;
  /** Readiness: rejects when the server cannot publish now. */
  check(): Promise<void>;
}

// The same bridge as the page cache's purger (front-door-contract.ts): the Next.js bundle has its own
// copy of this module, so the one object both sides see is globalThis.
const REALTIME_REGISTRY = Symbol.for("patitas.builtInRealtime");

type WithRealtime = { [REALTIME_REGISTRY]?: LocalRealtime };

/** The server, once the built-in realtime server listens in this process (null: it stopped). */
export function registerLocalRealtime(realtime: LocalRealtime | null): void {
  if (realtime) (globalThis as WithRealtime)[REALTIME_REGISTRY] = realtime;
  else delete (globalThis as WithRealtime)[REALTIME_REGISTRY];
}

/** App code: the built-in realtime server of this process, if one listens. */
export function localRealtime(): LocalRealtime | undefined {
  return (globalThis as WithRealtime)[REALTIME_REGISTRY];
}

/**
 * "escribiendo…" over the socket (docs/decisions/081-typing-over-the-socket.md). The browser sends
 * TYPING_SOCKET_EVENT on its signed-in socket with a pass the app signed when it opened the thread (the
 * app's "may write to this person" of that moment); the built-in server checks the pass and relays
 * TYPING_EVENT `{ from }` to the partner's own channel. No request to the app, no database statement.
 */
export const TYPING_SOCKET_EVENT = "client-typing";
/** What the partner's browser hears; lib/realtime/events.ts names it for the browser. */
export const TYPING_EVENT = "chat:typing";
/** The browser sends at most one typing signal per this long. */
export const TYPING_EVERY_MS = 2000;
/**
 * The servers drop a sender's signal that comes sooner than this after the last one they passed on: a
 * little under TYPING_EVERY_MS, so that timers' and networks' jitter never drops an honest signal (which
 * would blink "escribiendo…" off), while a client sending faster still gets one through per 1.5 s at most.
 */
export const TYPING_MIN_GAP_MS = 1500;
/** How long a pass lasts; the open thread asks for a new one (typingAction) once it has run out. */
export const TYPING_PASS_TTL_MS = 10 * 60_000;

/** A pass: `from` may signal typing to `to` until `exp` (ms); `sig` is typingPassSignature (realtime-credentials.ts). */
export type TypingPass = { to: string; exp: number; sig: string };
