// The app's stylesheet, whole: Tailwind scans the repository (not this folder), as the app's build does.
// The build runs in this folder (scripts/lighthouse.mjs); Turbopack bundles this file, so no import.meta.dirname.
import path from "node:path";

const config = { plugins: { "@tailwindcss/postcss": { base: path.resolve(process.cwd(), "../..") } } };
export default config;
