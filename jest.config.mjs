// Jest for unit and integration tests (Playwright runs tests/e2e separately).
// next/jest compiles TypeScript with Next's own SWC, loads next.config.ts and maps `server-only` to an
// empty module; a .mjs config needs no ts-node. Run with NODE_OPTIONS=--experimental-vm-modules
// (`npm run test:unit`): PGlite loads its WASM through dynamic import().
import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Packages published only as ES modules; Jest runs CommonJS, so SWC must compile them too.
// next-intl's createTranslator renders the e-mails (lib/i18n/translator.ts).
// lucide-react: the icon sprite (components/icons/sprite.ts) reads its ES-module icon files.
const esmPackages = [
  "next-intl",
  "use-intl",
  "icu-minify",
  "intl-messageformat",
  "@formatjs",
  "@schummar",
  "lucide-react",
];

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/components", "<rootDir>/server", "<rootDir>/scripts", "<rootDir>/tests"],
  testMatch: [
    "<rootDir>/{lib,components,server,scripts}/**/*.test.{ts,tsx}",
    "<rootDir>/tests/{unit,trust}/**/*.test.{ts,tsx}",
    "<rootDir>/scripts/**/*.test.mjs",
  ],
  testPathIgnorePatterns: ["<rootDir>/tests/e2e/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // Environment first (before lib/env is imported), then the per-file database and request mocks.
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/database.ts", "<rootDir>/tests/setup/request-mocks.ts"],
  // Migrates a real PostgreSQL (TEST_DATABASE_URL) once, or builds the migrated PGlite template.
  globalSetup: "<rootDir>/tests/setup/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.mjs",
  // argon2 hashing and a cold PGlite make some tests take seconds.
  testTimeout: 30_000,
  // Jest's default (CPUs - 1) leaves one of two cores idle: the main process barely works. At most 4, so
  // a shared PostgreSQL sees at most 4 pools (tests/setup/env.ts).
  maxWorkers: Math.min(4, availableParallelism()),
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest only lets us append ignore patterns, and its first pattern skips all of node_modules
  // except Next's own list; replace that one so the ESM-only packages above are compiled as well.
  const [, ...rest] = resolved.transformIgnorePatterns ?? [];
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")})/)`, "^<rootDir>/scripts/.*\\.mjs$", ...rest],
  };
}
