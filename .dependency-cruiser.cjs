// The import rules of docs/design.md §3 and docs/architecture.md, checked by `npm run lint` (lint:imports).
// Each rule's comment is what a failing import is told: where the code should go instead.
// Tests (*.test.ts, tests/) are not cruised: they drive routes and set up data across every layer.

/** The kernel: everything may import it, it imports nothing of the app. */
const KERNEL = "^lib/(env\\.ts|errors\\.ts|format/|validation/)";

/** What lib/ (the kernel included) and server/ share: modules that import nothing of either side. */
const SHARED = "^server/shared/(front-door-contract|realtime-contract|realtime-credentials|log)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      severity: "error",
      comment: "These files import each other in a loop: move what they share into a third file both import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      scope: "folder",
      severity: "error",
      comment:
        "These folders import each other in a loop: the lower one must not import the higher one. Move the shared piece down (lib/db, lib/paging, lib/realtime/events.ts, lib/market, lib/auth) or, for a page assembled from several areas, up into lib/views/ (docs/architecture.md).",
      from: {},
      to: { circular: true },
    },
    {
      name: "ui-not-db",
      severity: "error",
      comment:
        "Routes (app/) and components/ never import lib/db/, not even a type: read and write through lib/<area> (queries.ts, actions.ts, or a *-route.ts for a route handler); the keyset Cursor type and codec are in lib/paging/cursor.ts.",
      from: { path: "^(app|components)/" },
      to: { path: "^lib/db/" },
    },
    {
      name: "lib-not-ui",
      severity: "error",
      comment:
        "lib/ is everything that is not UI and never imports app/ or components/: move what both need into lib/<area> and import it from the component or route.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "kernel-imports-nothing",
      severity: "error",
      comment:
        "The kernel (lib/env.ts, lib/errors.ts, lib/format/, lib/validation/) imports nothing of the app but the logger (server/shared/log.ts): take what it needs as an argument, or let the higher layer register it (as lib/db/client.ts registers its error mapping with registerErrorMapper).",
      from: { path: KERNEL },
      to: { path: "^(app|components|lib|server|scripts)/", pathNot: `${KERNEL}|^server/shared/log\\.ts$` },
    },
    {
      name: "areas-not-views",
      severity: "error",
      comment:
        "lib/views/ assembles pages from several areas; areas never import it. Move the piece the area needs down into that area (or a lower one), and let the view import it.",
      from: { path: "^lib/", pathNot: "^lib/views/" },
      to: { path: "^lib/views/" },
    },
    {
      name: "lib-meets-server-once",
      severity: "error",
      comment:
        "lib/ meets server/ (and scripts/) through the shared modules only: server/shared/front-door-contract.ts (tags, purge hook, headers, draining, metrics), server/shared/realtime-contract.ts (what the app tells the realtime hub, and the hub of this process), server/shared/realtime-credentials.ts (the built-in server's keys) and server/shared/log.ts (the logger). Put what both sides need there.",
      from: { path: "^lib/" },
      to: { path: "^(server|scripts)/", pathNot: SHARED },
    },
    {
      name: "shared-imports-nothing",
      severity: "error",
      comment:
        "server/shared/ is what lib/ and server/ both import, compiled into the Next.js bundle and run by the server as it is: it imports nothing of either side (packages and node: modules only).",
      from: { path: SHARED },
      to: { path: "^(app|components|lib|server|scripts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "^\\.next/", "\\.test\\.(ts|tsx|mjs)$", "^tests/"] },
    // Type-only imports count: a component importing a type from lib/db/ still depends on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
