import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // DESIGN §3: lib/ is everything that is not UI, so it never imports from components/.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/components/*", "**/components/*"], message: "lib/ never imports from components/: move the UI out of lib/." }] }],
    },
  },
  globalIgnores([".next/**", "data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "db/migrations/**"]),
]);
