// First-load JavaScript of pages, as docs/design.md §9 budgets it: the scripts the server-rendered HTML itself
// loads (not later prefetches), gzip-compressed. Usage, against a running server:
//   node scripts/measure-first-load.mjs http://localhost:3000 / /auth
// Signed-in pages (/messages, /activity): MEASURE_EMAIL (and MEASURE_PASSWORD, default the demo
// password) logs in first, through next-auth's credentials endpoint as the browser does.
import { firstLoadBytes } from "./first-load.mjs";
import { logIn } from "./log-in.mjs";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);

const cookie = process.env.MEASURE_EMAIL
  ? await logIn(base, process.env.MEASURE_EMAIL, process.env.MEASURE_PASSWORD)
  : null;

for (const path of paths.length ? paths : ["/"]) {
  const { bytes, files, inlineBytes } = await firstLoadBytes(base, path, cookie ? { Cookie: cookie } : {});
  console.log(
    `${path}: ${(bytes / 1024).toFixed(1)} kB gzip in ${files} scripts (+ ${(inlineBytes / 1024).toFixed(1)} kB inline RSC payload)`,
  );
}
