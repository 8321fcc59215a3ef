// The Lighthouse control (docs/decisions/033-lighthouse-mobile-floor.md): an empty page built by the app's
// own Next.js, React and React DOM (this repository's node_modules, hence Turbopack's root two levels up).
import path from "node:path";

const config = { turbopack: { root: path.resolve(import.meta.dirname, "../..") }, poweredByHeader: false };
export default config;
