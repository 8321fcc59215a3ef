// Calls the app's server actions over HTTP, as the client router does: the measuring scripts (bench:mixed,
// bench:realtime) and the end-to-end flows' account set-up (tests/e2e/helpers.ts) use the real actions.
// Run from the project's folder (npm scripts and Playwright are), where the build's manifest is.
import { readFileSync } from "node:fs";
import path from "node:path";

type Manifest = { node: Record<string, { filename: string; exportedName: string }> };

/** The id Next.js gave a server action in this build (what the browser sends as Next-Action). */
export function actionId(filename: string, exportedName: string): string {
  const manifestPath = path.resolve(".next", "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No server action ${exportedName} of ${filename} in ${manifestPath}: build first`);
  return found[0];
}

/** The request a browser sends for an action: POST to a page that uses it, the arguments as JSON. */
export function actionRequest(base: string, id: string, args: unknown[]) {
  return {
    method: "POST" as const,
    headers: {
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      "Next-Action": id,
      Origin: base,
    },
    body: JSON.stringify(args),
  };
}

/** Whether an action's answer is a success (`{ ok: true, … }`, lib/errors.ts's ActionResult). */
export const actionSucceeded = (status: number, text: string) =>
  status >= 200 && status < 300 && text.includes('"ok":true');
