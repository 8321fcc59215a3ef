/** @no-database — the metrics' names and labels, the scrape endpoint's port and token. */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import client from "prom-client";
import { countAppEvent, registerAppGauges } from "../shared/front-door-contract";
import { routeKind } from "../front-door/route-kind";
import { createMetrics, serveMetrics } from "./metrics";

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

it("sorts requests into a few kinds", () => {
  expect(routeKind(request("GET", "/es/hashtag/perros"))).toBe("page");
  expect(routeKind(request("POST", "/es/home", { "next-action": "abc" }))).toBe("action");
  expect(routeKind(request("GET", "/api/viewer?path=/"))).toBe("api");
  expect(routeKind(request("GET", "/api/media/u/posts/1.webp"))).toBe("media");
  expect(routeKind(request("GET", "/_next/static/chunks/a.js"))).toBe("static");
  expect(routeKind(request("POST", "/apps/patitas/events"))).toBe("realtime");
});

describe("a process's metrics", () => {
  const registry = new client.Registry();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const metrics = createMetrics(registry);
    // A stand-in for the front door: the page cache's header on page answers, a 404 for the rest.
    server = createServer(
      metrics.measure(async (req, res) => {
        if (req.url?.startsWith("/es/"))
          res.writeHead(200, { "x-patitas-cache": req.url.endsWith("hot") ? "hit" : "miss" }).end("page");
        else res.writeHead(404).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("counts requests by kind and status class, times them, and counts the page cache's answers", async () => {
    await Promise.all([
      fetch(`${base}/es/hot`),
      fetch(`${base}/es/hot`),
      fetch(`${base}/es/cold`),
      fetch(`${base}/api/nothing`),
    ]);
    const text = await registry.metrics();
    expect(text).toContain('patitas_http_requests_total{kind="page",status="2xx"} 3');
    expect(text).toContain('patitas_http_requests_total{kind="api",status="4xx"} 1');
    expect(text).toContain('patitas_http_request_duration_seconds_count{kind="page"} 3');
    expect(text).toContain('patitas_page_cache_responses_total{result="hit"} 2');
    expect(text).toContain('patitas_page_cache_responses_total{result="miss"} 1');
    expect(text).toMatch(/patitas_process_resident_memory_bytes \d+/);
  });

  it("reads the app's gauges once per scrape and its counted events", async () => {
    const reads = jest.fn(async () => [
      { name: "patitas_mail_outbox_depth", value: 4 },
      { name: "patitas_payouts_pending", value: 2 },
      { name: "patitas_db_pool_connections", value: 3, labels: { state: "idle" } },
    ]);
    registerAppGauges(reads);
    countAppEvent("checkout_expired");
    countAppEvent("checkout_expired");
    const text = await registry.metrics();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(text).toContain("patitas_mail_outbox_depth 4");
    expect(text).toContain("patitas_payouts_pending 2");
    expect(text).toContain('patitas_db_pool_connections{state="idle"} 3');
    expect(text).toContain("patitas_checkouts_expired_total 2");
  });
});

it("exports every metric the example Grafana dashboard charts", async () => {
  const registry = new client.Registry();
  createMetrics(registry);
  const exported = await registry.metrics();
  const dashboard = readFileSync(new URL("../../docs/operations/grafana-dashboard.json", import.meta.url), "utf8");
  const charted = new Set(dashboard.match(/patitas_[a-z0-9_]+/g));
  expect(charted.size).toBeGreaterThan(5);
  for (const name of charted) expect(exported).toContain(`# TYPE ${name.replace(/_bucket$/, "")} `);
});

it("reports the built-in realtime server's sockets and published events when the process runs it", async () => {
  const registry = new client.Registry();
  createMetrics(registry, () => ({ sockets: 12, signedIn: 9, published: 40 }));
  const text = await registry.metrics();
  expect(text).toContain('patitas_realtime_sockets{state="open"} 12');
  expect(text).toContain('patitas_realtime_sockets{state="signed_in"} 9');
  expect(text).toContain("patitas_realtime_events_published_total 40");
  const without = new client.Registry();
  createMetrics(without);
  expect(await without.metrics()).not.toContain("patitas_realtime_sockets");
});

it("reports the reads running and waiting in the read lane", async () => {
  const registry = new client.Registry();
  createMetrics(registry, null, null, () => ({ running: 8, waiting: 31 }));
  const text = await registry.metrics();
  expect(text).toContain('patitas_read_lane_requests{state="running"} 8');
  expect(text).toContain('patitas_read_lane_requests{state="waiting"} 31');
});

it("counts the app's rate-limit refusals by limiter", async () => {
  const registry = new client.Registry();
  createMetrics(registry);
  countAppEvent("rate_limited", "signup");
  countAppEvent("rate_limited", "message");
  countAppEvent("rate_limited", "message");
  const text = await registry.metrics();
  expect(text).toContain('patitas_rate_limit_refusals_total{limiter="signup"} 1');
  expect(text).toContain('patitas_rate_limit_refusals_total{limiter="message"} 2');
});

it("reports the CDN purger's requests and failures only when a CDN is configured", async () => {
  const registry = new client.Registry();
  createMetrics(registry, null, () => ({ requests: 7, failedRequests: 3, failedPurges: 1 }));
  const text = await registry.metrics();
  expect(text).toContain('patitas_cdn_purge_requests_total{result="ok"} 7');
  expect(text).toContain('patitas_cdn_purge_requests_total{result="error"} 3');
  expect(text).toContain("patitas_cdn_purge_failures_total 1");
  const without = new client.Registry();
  createMetrics(without);
  expect(await without.metrics()).not.toContain("patitas_cdn_purge");
});

describe("the scrape endpoint", () => {
  let endpoint: Server;
  let base: string;

  beforeAll(async () => {
    endpoint = await serveMetrics({ port: 0, host: "127.0.0.1", token: "a-long-metrics-token" });
    base = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => endpoint.close(resolve)));

  it("answers GET /metrics only with the token, and nothing else", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token" } })).status,
    ).toBe(401);
    const scrape = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer a-long-metrics-token" } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    expect((await fetch(`${base}/`, { headers: { Authorization: "Bearer a-long-metrics-token" } })).status).toBe(404);
  });

  it("listens on the host it is given (loopback unless METRICS_HOST says otherwise), not every interface", () => {
    expect(endpoint.address()).toMatchObject({ address: "127.0.0.1" });
  });
});
