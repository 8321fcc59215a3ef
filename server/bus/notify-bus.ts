// The one LISTEN/NOTIFY connection of a server process (docs/decisions/069-one-server-pipeline.md): the
// page cache's purges (front-door/purge-bus.ts) and the realtime server's messages (realtime/bus.ts) are
// channels of it. One client, one reconnect logic. With PGlite (no DATABASE_URL) there is one process and
// no bus: purges and realtime messages stay in it.
//
// Its own connection, never one of the app's pool: a pool whose connections are all taken never delays a
// purge or an event, and a NOTIFY is never sent from inside an open transaction, where PostgreSQL would
// hold it back until that transaction commits. TCP keep-alive notices a connection a firewall dropped
// silently, so the bus reconnects.
import pg from "pg";
import { log } from "../shared/log";

/** Queues a message's payloads in one statement, so they travel in one transaction, in order. */
export const NOTIFY_SQL =
  "SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY n";
const MAX_RETRY_DELAY_MS = 30_000;

/** What the bus needs of a PostgreSQL connection (a pg.Client; tests hand in a stand-in). */
export interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: "notification", listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "end", listener: () => void): unknown;
  removeAllListeners(event?: string): unknown;
}

/** A subscriber's side of a channel: PostgreSQL delivers every NOTIFY to every listener, the sender's own included. */
export interface ChannelHandlers {
  onPayload(payload: string): void;
  /** The channel listens: after the first connection, and after each reconnection. */
  onConnected?(): void;
  /** The connection was lost: notifications of the meantime are missed. */
  onLost?(): void;
}

export interface BusChannel {
  /** Whether the channel listens now. */
  readonly listening: boolean;
  /** Sends payloads in one statement, in order; rejects while the connection is down. */
  notify(payloads: string[]): Promise<void>;
}

export interface NotifyBus {
  readonly connected: boolean;
  /** Settles once the first connection attempt is over. */
  readonly ready: Promise<void>;
  subscribe(channel: string, handlers: ChannelHandlers): BusChannel;
  close(): Promise<void>;
}

export function createNotifyBus({
  createClient,
  retryDelayMs = 1000,
}: {
  createClient: () => ListeningClient;
  retryDelayMs?: number;
}): NotifyBus {
  const channels = new Map<string, ChannelHandlers>();
  /** The channels LISTENed on the current connection. */
  const listening = new Set<string>();
  let client: ListeningClient | null = null;
  let attempts = 0;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let settleReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (settleReady = resolve));
  // One statement at a time on the connection: pg queues overlapping queries itself but warns that pg@9
  // will refuse them, and the order of NOTIFYs is the order of this chain anyway.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = (current: ListeningClient, text: string, values?: unknown[]) => {
    const sent = last.then(() => current.query(text, values));
    last = sent.catch(() => {});
    return sent;
  };

  function receive({ channel, payload }: { channel: string; payload?: string | undefined }): void {
    if (payload !== undefined && listening.has(channel)) channels.get(channel)?.onPayload(payload);
  }

  async function listen(current: ListeningClient, channel: string): Promise<void> {
    // Channel names are ours (constants), never a client's: safe as an identifier.
    await inTurn(current, `LISTEN ${channel}`);
    if (client !== current) return;
    listening.add(channel);
    channels.get(channel)?.onConnected?.();
  }

  function lose(lost: ListeningClient, error?: Error): void {
    if (client !== lost) return;
    client = null;
    listening.clear();
    log.error({ err: error }, "LISTEN/NOTIFY bus: lost the PostgreSQL connection; reconnecting");
    lost.removeAllListeners("notification");
    lost.end().catch(() => {});
    for (const handlers of channels.values()) handlers.onLost?.();
    scheduleConnect();
  }

  function scheduleConnect(): void {
    if (stopped || retryTimer) return;
    const delay = attempts === 0 ? 0 : Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** (attempts - 1));
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect().finally(settleReady);
    }, delay);
    retryTimer.unref?.();
  }

  async function connect(): Promise<void> {
    const next = createClient();
    // Until it listens, failures surface through connect() and query() below.
    next.on("error", () => {});
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      log.error({ err: error }, "LISTEN/NOTIFY bus: cannot listen on PostgreSQL; retrying");
      next.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    next.removeAllListeners("error");
    next.on("notification", receive);
    next.on("error", (error) => lose(next, error));
    next.on("end", () => lose(next));
    client = next;
    attempts = 0;
    last = Promise.resolve();
    const subscribed = [...channels.keys()];
    for (const channel of subscribed) listening.add(channel);
    for (const channel of subscribed) channels.get(channel)?.onConnected?.();
  }

  scheduleConnect();
  return {
    get connected() {
      return client !== null;
    },
    ready,
    subscribe(channel, handlers) {
      if (channels.has(channel)) throw new Error(`The bus already has a subscriber on ${channel}`);
      channels.set(channel, handlers);
      // Subscribed after the connection opened: listen on it now.
      if (client) listen(client, channel).catch((error: unknown) => client && lose(client, error as Error));
      return {
        get listening() {
          return listening.has(channel);
        },
        async notify(payloads) {
          const current = client;
          if (!current || !listening.has(channel)) throw new Error("The LISTEN/NOTIFY bus is not connected");
          await inTurn(current, NOTIFY_SQL, [channel, payloads]);
        },
      };
    },
    async close() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      settleReady();
      const current = client;
      client = null;
      listening.clear();
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}

/** The bus of a server process on PostgreSQL (DATABASE_URL). */
export function postgresNotifyBus(connectionString: string): NotifyBus {
  return createNotifyBus({ createClient: () => new pg.Client({ connectionString, keepAlive: true }) });
}
