import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Decision 082: the app navigates through @/lib/i18n/navigation (its Link, router and paths in the reader's
// language); next/link and next-intl's navigation would bring their first-load bytes back.
const navigationImports = [
  { name: "next/link", message: "Use Link from @/lib/i18n/navigation (decision 082)." },
  { name: "next-intl/navigation", message: "Use @/lib/i18n/navigation (decision 082)." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // docs/design.md §3: lib/ is everything that is not UI, so it never imports from components/.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: navigationImports,
          patterns: [
            {
              group: ["@/components/*", "**/components/*"],
              message: "lib/ never imports from components/: move the UI out of lib/.",
            },
            // docs/design.md §3: lib/ meets server/ only through the modules they share (decisions 036, 049).
            {
              regex:
                "^(@/|(\\.\\./)+)server/(?!shared/(front-door-contract|realtime-contract|realtime-credentials|log)$)",
              message:
                "lib/ meets server/ only through @/server/shared/front-door-contract, @/server/shared/realtime-contract, @/server/shared/realtime-credentials and @/server/shared/log.",
            },
          ],
        },
      ],
    },
  },
  {
    // The production server runs outside the Next.js bundle (decision 036): it reaches the app only through
    // the module they share, never lib/, app/ or components/ (its tests may compare with lib/).
    files: ["server/**"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+(lib|app|components)/)",
              message: "server/ reaches the app only through the modules of server/shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Server code logs with `log` (server/shared/log.ts, decision 049): structured fields, nothing personal.
    // console stays for browser code (lib/realtime/use-realtime.ts is a "use client" hook: the browser's
    // console is its only log), for the terminal output of server/start.ts (the `npm start` launcher) and
    // server/realtime/standalone.ts (prints its address for the process that started it), and for tests.
    files: ["lib/**", "server/**"],
    ignores: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/*.test-helpers.ts",
      "lib/realtime/use-realtime.ts",
      "server/start.ts",
      "server/realtime/standalone.ts",
    ],
    rules: { "no-console": "error" },
  },
  {
    // docs/design.md §3: routes read and write through lib/<area>, never the database client or schema.
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...navigationImports,
            {
              name: "@/lib/db/client",
              importNames: ["getDb"],
              message: "Pages read through lib/<area>: add a named query function there.",
            },
          ],
          patterns: [
            {
              group: ["@/lib/db/schema", "@/lib/db/schema/*", "drizzle-orm", "drizzle-orm/*"],
              message: "Pages read through lib/<area>: add a named query function there.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/**"],
    rules: { "no-restricted-imports": ["error", { paths: navigationImports }] },
  },
  {
    // Decision 008: icons come from the sprite (<Icon name=…>); lucide-react only feeds the sprite builder.
    files: ["components/**", "app/**"],
    ignores: ["components/icons/sprite.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^lucide-react/]",
          message: "Use <Icon name=…> from @/components/icons/icon: icons come from the sprite.",
        },
      ],
    },
  },
  {
    // Decision 056: each Playwright worker has its own server, which tests/e2e/fixtures.ts's `test` names.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./fixtures: its baseURL is this worker's own server.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "scripts/lighthouse-control/.next/**",
    "data/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "db/migrations/**",
  ]),
]);
