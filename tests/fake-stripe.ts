// A local fake of the few Stripe API endpoints the stripe provider calls, so the real `stripe` package
// is exercised over HTTP: form-encoded bodies, idempotency keys, the paths and the JSON it expects back.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
};

export type FakeStripe = {
  port: number;
  requests: FakeRequest[];
  /** The account answered for GET /v1/accounts/:id. */
  account: {
    details_submitted: boolean;
    charges_enabled: boolean;
    payouts_enabled: boolean;
    requirements: { currently_due: string[] };
  };
  /** Makes the next POST /v1/transfers fail with a 500 (a transient Stripe error). */
  failTransfers: number;
  /** Makes the next POST /v1/refunds fail with a 400 (Stripe refusing the refund). */
  failRefunds: number;
  /** The next this-many POST /v1/checkout/sessions get no answer at all (Stripe timing out). */
  hangSessions: number;
  /** The next this-many POST /v1/checkout/sessions/:id/expire fail with a 500 (Stripe down; its client tries 3 times). */
  hangExpiries: number;
  /** Sessions the buyer paid at Stripe (id → payment intent): they can no longer be expired. */
  paidSessions: Map<string, string>;
  /** Forgets every idempotency key, as Stripe does after 24 hours. */
  forgetIdempotencyKeys: () => void;
  close: () => Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  // Session and account ids are unique in the database, which outlives one run on PostgreSQL: each fake
  // has its own prefix.
  const run = Math.random().toString(36).slice(2, 10);
  const replies = new Map<string, unknown>();
  const hung: ServerResponse[] = [];
  const expired = new Set<string>();
  // The transfers made, for GET /v1/transfers (filtered by transfer_group and destination, as Stripe does).
  const transfers: Array<{
    id: string;
    object: "transfer";
    amount: number;
    destination: string;
    transfer_group: string;
    metadata: Record<string, string>;
  }> = [];
  const fake: FakeStripe = {
    port: 0,
    requests: [],
    account: {
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: ["external_account"] },
    },
    failTransfers: 0,
    hangSessions: 0,
    failRefunds: 0,
    paidSessions: new Map(),
    hangExpiries: 0,
    forgetIdempotencyKeys: () => replies.clear(),
    close: () => {
      for (const response of hung) response.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const body = Object.fromEntries(new URLSearchParams(raw));
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      const method = request.method ?? "GET";
      // Stripe's client retries with the same key; a retried key answers the first reply, as Stripe does.
      const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
      if (replayKey && replies.has(replayKey)) return send(200, replies.get(replayKey));
      fake.requests.push({ method, path: url.pathname, body, idempotencyKey });
      counter += 1;
      const reply = (status: number, json: unknown) => {
        if (replayKey && status === 200) replies.set(replayKey, json);
        send(status, json);
      };
      const path = url.pathname;
      if (method === "POST" && path === "/v1/checkout/sessions" && fake.hangSessions > 0) {
        fake.hangSessions -= 1;
        hung.push(response);
        return;
      }
      if (method === "POST" && path === "/v1/checkout/sessions")
        return reply(200, {
          id: `cs_test_${run}_${counter}`,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/${counter}`,
        });
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
      if (sessionPath) {
        const id = sessionPath[1]!;
        const intent = fake.paidSessions.get(id);
        const paid = {
          id,
          object: "checkout.session",
          status: "complete",
          payment_status: "paid",
          payment_intent: intent,
        };
        if (method === "POST" && sessionPath[2]) {
          if (fake.hangExpiries > 0) {
            fake.hangExpiries -= 1;
            return send(500, { error: { type: "api_error", message: "Stripe is down in the fake" } });
          }
          if (intent)
            return send(400, {
              error: {
                type: "invalid_request_error",
                message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
              },
            });
          expired.add(id);
          return reply(200, {
            id,
            object: "checkout.session",
            status: "expired",
            payment_status: "unpaid",
            payment_intent: null,
          });
        }
        if (method === "GET")
          return send(
            200,
            intent
              ? paid
              : {
                  id,
                  object: "checkout.session",
                  status: expired.has(id) ? "expired" : "open",
                  payment_status: "unpaid",
                  payment_intent: null,
                },
          );
      }
      if (method === "GET" && path.startsWith("/v1/payment_intents/"))
        return reply(200, {
          id: path.split("/").pop(),
          object: "payment_intent",
          latest_charge: `ch_for_${path.split("/").pop()}`,
        });
      if (method === "POST" && path === "/v1/transfers") {
        if (fake.failTransfers > 0) {
          fake.failTransfers -= 1;
          return send(400, { error: { type: "invalid_request_error", message: "Transfers are down in the fake" } });
        }
        const metadata = Object.fromEntries(
          Object.entries(body).flatMap(([key, value]) =>
            /^metadata\[(.+)\]$/.exec(key) ? [[/^metadata\[(.+)\]$/.exec(key)![1]!, value]] : [],
          ),
        );
        const transfer = {
          id: `tr_${counter}`,
          object: "transfer" as const,
          amount: Number(body.amount),
          destination: body.destination ?? "",
          transfer_group: body.transfer_group ?? "",
          metadata,
        };
        transfers.push(transfer);
        return reply(200, transfer);
      }
      if (method === "GET" && path === "/v1/transfers") {
        const group = url.searchParams.get("transfer_group");
        const destination = url.searchParams.get("destination");
        const data = transfers.filter(
          (transfer) =>
            (!group || transfer.transfer_group === group) && (!destination || transfer.destination === destination),
        );
        return send(200, { object: "list", url: "/v1/transfers", has_more: false, data });
      }
      if (method === "POST" && /^\/v1\/transfers\/[^/]+\/reversals$/.test(path))
        return reply(200, { id: `trr_${counter}`, object: "transfer_reversal", amount: Number(body.amount) });
      if (method === "POST" && path === "/v1/refunds" && fake.failRefunds > 0) {
        fake.failRefunds -= 1;
        return send(400, { error: { type: "invalid_request_error", message: "Refunds are down in the fake" } });
      }
      if (method === "POST" && path === "/v1/refunds")
        return reply(200, { id: `re_${counter}`, object: "refund", amount: Number(body.amount) });
      if (method === "POST" && path === "/v1/accounts")
        return reply(200, { id: `acct_${run}_${counter}`, object: "account" });
      if (method === "GET" && path.startsWith("/v1/accounts/"))
        return reply(200, { id: path.split("/").pop(), object: "account", ...fake.account });
      if (method === "POST" && path === "/v1/account_links")
        return reply(200, { object: "account_link", url: `https://connect.stripe.test/setup/${counter}` });
      send(404, { error: { type: "invalid_request_error", message: `No fake for ${method} ${path}` } });
    });
    function send(status: number, json: unknown) {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${counter}` });
      response.end(JSON.stringify(json));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.port = (server.address() as AddressInfo).port;
  return fake;
}
