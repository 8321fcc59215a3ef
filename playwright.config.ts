import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

/**
 * One `npm start` per Playwright worker, each on its own port, data folder and fresh embedded database:
 * a worker's flows run one after another against its own server, as they would against the only one, so
 * no flow sees another's writes (decision 056). scripts/test.mjs picks free ports (E2E_PORTS); these
 * defaults serve a direct `npx playwright test`. E2E_WORKERS=1 runs everything against one server.
 */
const ports = process.env.E2E_PORTS
  ? process.env.E2E_PORTS.split(",").map(Number)
  : Array.from({ length: Number(process.env.E2E_WORKERS ?? 2) }, (_, index) => 3210 + index);
export const e2eServers = ports.map((port) => ({
  url: `http://127.0.0.1:${port}`,
  port,
  dataDir: process.env.E2E_DATA_DIR
    ? `${process.env.E2E_DATA_DIR}-${port}`
    : path.join(os.tmpdir(), `patitas-e2e-${port}`),
}));

/**
 * Debian's Chromium builds (browsers cannot be downloaded here, docs/design.md §1). The flows run in its headless
 * shell (`apt-get install chromium-headless-shell`), the build Playwright itself runs headless: the full
 * browser's `--headless=new` draws each frame through a GPU process and took about 1.6 times the CPU for the
 * same flows (decision 065), and Chromium is most of a run's CPU.
 */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const notificationFlows = /push\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // Flows with several sign-ups (argon2 hashing) and two browsers take 20–50 s on 2 idle cores, and up
  // to two minutes where Chromium is slow (the match flow: 122 s with two workers, 2026-11-27). The limit
  // is a hang detector, not a speed check: it leaves twice that, so only a real hang fails a test.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  // A worker per server (above); within a worker, tests run one after another.
  workers: e2eServers.length,
  forbidOnly: !!process.env.CI,
  // CI runs 90-odd flows on 2 busy cores after every stop, and one failed flow throws the whole stop away.
  // A test that fails and then passes is still reported, as "flaky", in the list below the run: it is a
  // bug to chase (the list reporter names it), not a pass to forget. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    // tests/e2e/fixtures.ts gives each worker its own server's address.
    baseURL: e2eServers[0]!.url,
    locale: "es-ES",
    // The app's service worker (public/sw.js) installs in every new browser context: it fetches the offline
    // page and its scripts, and then copies each script and picture the flow loads into its caches. No flow
    // but the worker's own needs that, and it cost ~20 % of the flows' CPU (navigation.spec: 4.0 instead
    // of 4.4–4.7 min, 2026-11-27). The files that test the worker allow it (pwa, push, done-layout).
    serviceWorkers: "block",
    // A trace records every frame and DOM change: with one on every flow, Chromium's processes took 80 % more
    // CPU per page load (2026-11-28: 6.0 s instead of 3.3 s for four pages), and Chromium is most of a run's
    // CPU. CI retries a failed flow once, with a trace; locally, `npx playwright test --trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      // Every flow but the one that needs the browser's notifications (below).
      testIgnore: notificationFlows,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
          args: chromiumArgs,
        },
      },
    },
    {
      // The headless shell has no notifications: `Notification.permission` is "denied" whatever the context
      // grants, so the push flow runs in the full browser (`--headless=new`).
      name: "chromium-full",
      testMatch: notificationFlows,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
      },
    },
  ],
  webServer: e2eServers.map(({ url, port, dataDir }) => ({
    command: "node scripts/e2e-server.mjs",
    url: `${url}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      NEXTAUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret",
      // The run's output keeps the server's warnings and errors, not a line per sign-in.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Many sign-ups come from one address in a test run.
      RATE_LIMIT_SIGNUPS_PER_HOUR: "1000",
      // The built-in realtime server's outage switch, for the fault test (tests/e2e/messages.spec.ts).
      REALTIME_TEST_CONTROL: "1",
      // Push endpoints on plain http://127.0.0.1, for the fake push service of tests/e2e/push.spec.ts.
      PUSH_ALLOW_INSECURE_ENDPOINTS: "1",
    },
  })),
});
