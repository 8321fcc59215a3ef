// Every spec imports `test` and `expect` from here, not from @playwright/test: each Playwright worker
// talks to its own server (playwright.config.ts, decision 056), and `baseURL` names that server.
import { test as base } from "@playwright/test";
import { e2eServers } from "../../playwright.config";

export * from "@playwright/test";

/** The server of the running test's worker: its address and its data folder (the mail outbox). */
export function e2eServer(): (typeof e2eServers)[number] {
  return e2eServers[base.info().parallelIndex % e2eServers.length]!;
}

export const test = base.extend({
  // Overrides the config's single baseURL: `page.goto("/…")`, `request` and new contexts that pass
  // `baseURL` all reach this worker's server.
  baseURL: async ({}, provide) => provide(e2eServer().url),
});
