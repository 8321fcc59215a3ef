// bench:realtime's typers (issue 46): sockets that send the chat's typing signal over the socket as the
// browser does (decision 081), each to its neighbour at the most the app allows (one per 2 s), with a
// pass signed as lib/realtime/typing-pass.ts signs it (typingPassSignature); and the database's own counts
// of table reads and rows written (tableWorkCounter), to show that a typing signal touches no table.
import pg from "pg";
import {
  TYPING_EVENT,
  TYPING_EVERY_MS,
  TYPING_PASS_TTL_MS,
  TYPING_SOCKET_EVENT,
} from "../server/shared/realtime-contract.ts";
import { typingPassSignature } from "../server/shared/realtime-credentials.ts";

function pass(secret, from, to) {
  const exp = Date.now() + TYPING_PASS_TTL_MS;
  return { to, exp, sig: typingPassSignature(secret, from, to, exp) };
}

/**
 * Makes `typers` of the clients type: client i signals to client i + 1 every TYPING_EVERY_MS, the starts
 * spread over that interval. Returns what the receivers heard (latency from the send to the event) and a stop.
 */
export function startTyping(clients, ids, secret, typers) {
  const sentAt = new Map();
  const latencies = [];
  let sent = 0;
  let refused = 0;
  const timers = [];
  for (let index = 0; index < typers; index += 1) {
    const from = ids[index];
    const to = ids[(index + 1) % ids.length];
    const receiver = clients[(index + 1) % clients.length];
    receiver.user.bind(TYPING_EVENT, ({ from: heardFrom }) => {
      const at = sentAt.get(heardFrom);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
    clients[index].connection.bind("message", (message) => {
      if (message.event === "pusher:error") refused += 1;
    });
    const signal = pass(secret, from, to);
    const send = () => {
      sentAt.set(from, performance.now());
      clients[index].send_event(TYPING_SOCKET_EVENT, signal);
      sent += 1;
    };
    timers.push(
      setTimeout(
        () => {
          send();
          timers.push(setInterval(send, TYPING_EVERY_MS));
        },
        (index * TYPING_EVERY_MS) / typers,
      ),
    );
  }
  return {
    stats: () => ({ sent, heard: latencies.length, refused, latencies: [...latencies].sort((a, b) => a - b) }),
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

/**
 * What the app's statements did to the tables of its database, as PostgreSQL counts it
 * (pg_stat_user_tables): scans (sequential and index) and rows inserted, updated or deleted. Read from a
 * connection of our own; NOTIFY, which touches no table, is not counted.
 */
export async function tableWorkCounter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const read = async () => {
    // Statistics are flushed at most once a second and cached per transaction: wait, and drop the cache.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await client.query("select pg_stat_clear_snapshot()");
    const { rows } = await client.query(
      `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::bigint as reads,
        coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::bigint as writes from pg_stat_user_tables`,
    );
    return { reads: Number(rows[0].reads), writes: Number(rows[0].writes) };
  };
  return { read, close: () => client.end() };
}
