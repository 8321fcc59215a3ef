import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // No `output: "standalone"`: Next 16.2.6+'s standalone runner loops on next-intl's locale rewrites
  // (docs/decisions/002-next-start-not-standalone.md).
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp"],
  poweredByHeader: false,
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
