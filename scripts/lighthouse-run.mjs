// One Lighthouse run as scripts/lighthouse.mjs and scripts/lantern-graph.mjs make it: mobile (its default
// preset), Chromium with paint holding off and asking for the pages' language (decision 033), and, for pages
// behind an HTTP/2 front (scripts/h2-front.mjs), accepting the front's self-signed certificate.
// Lighthouse is not a dependency: LIGHTHOUSE_BIN names its CLI, else `npx --yes lighthouse@12.8.2`.
import { execFileSync } from "node:child_process";

/** Chromium's flags for a run: `locale` is the language the browser asks for, `h2` accepts the front's certificate. */
function chromeFlags({ locale, h2 }) {
  return `--headless=new --no-sandbox --disable-gpu --disable-features=PaintHolding --accept-lang=${locale}${
    h2 ? " --ignore-certificate-errors" : ""
  }`;
}

/** Runs Lighthouse on `url` with `args` added (an output of JSON to stdout unless `args` say otherwise). */
export function runLighthouse(url, { locale, h2, args = ["--output=json", "--output-path=stdout"], env = {} }) {
  const [command, prefix] = process.env.LIGHTHOUSE_BIN
    ? [process.env.LIGHTHOUSE_BIN, []]
    : ["npx", ["--yes", "lighthouse@12.8.2"]];
  return execFileSync(command, [...prefix, url, ...args, "--quiet", `--chrome-flags=${chromeFlags({ locale, h2 })}`], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium", ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
}
