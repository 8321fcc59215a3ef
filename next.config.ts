import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ICON_NAMES, spriteVersionOf } from "./components/icons/icon-names";
import { messagesVersionOf } from "./lib/i18n/messages-version";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  // Messages are compiled at build time, so the browser gets no ICU parser (~12 kB gzip less).
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  // No `output: "standalone"`: Next 16.2.6+'s standalone runner loops on next-intl's locale rewrites
  // (docs/decisions/002-next-start-not-standalone.md).
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp"],
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm test` runs `tsc --noEmit` over the whole project before it builds, and says so with
  // PATITAS_TYPES_CHECKED=1: the build's own check of the same files would only repeat it (30–60 s of
  // CI). Every other build (`npm start`, the container image) still checks the types itself.
  typescript: { ignoreBuildErrors: process.env.PATITAS_TYPES_CHECKED === "1" },
  // Written into the code as literals: the icons' list stays on the server (components/icons/icon-names.ts);
  // the catalogues' hash versions the message parts fetched on demand (lib/i18n/message-parts.ts).
  env: { SPRITE_VERSION: spriteVersionOf(ICON_NAMES), MESSAGES_VERSION: messagesVersionOf("messages") },
};

export default withNextIntl(nextConfig);
