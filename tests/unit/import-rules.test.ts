import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The import rules `npm run lint` checks (.dependency-cruiser.cjs, docs/architecture.md), run on a small
// made-up app: each bad import must fail with its rule, and the allowed ones must pass.

const root = process.cwd();
const config = path.join(root, ".dependency-cruiser.cjs");
const cli = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { module: "esnext", moduleResolution: "bundler", jsx: "react-jsx", paths: { "@/*": ["./*"] } },
  }),
  // The kernel and the database.
  "lib/errors.ts": `import { isGone } from "@/lib/db/errors";\nexport const x = isGone;\n`,
  "lib/db/errors.ts": `export const isGone = 1;\n`,
  "lib/db/client.ts": `import "@/lib/errors";\nexport const getDb = 1;\n`,
  "lib/paging/cursor.ts": `export type Cursor = { at: string; id: string };\n`,
  // The kernel may log: the logger is shared with server/ and imports nothing of either side.
  "lib/format/money.ts": `import { log } from "@/server/shared/log";\nexport const money = log;\n`,
  // Areas, a view, and the one module that meets server/.
  "lib/posts/queries.ts": `import { getDb } from "@/lib/db/client";\nimport type { Cursor } from "@/lib/paging/cursor";\nexport const listFeed = (c: Cursor | null) => [getDb, c];\n`,
  "lib/posts/uses-view.ts": `import { loadHomeView } from "@/lib/views/home-view";\nexport const y = loadHomeView;\n`,
  "lib/posts/uses-ui.ts": `import { Card } from "@/components/posts/card";\nexport const z = Card;\n`,
  "lib/posts/uses-server.ts": `import { gate } from "@/server/front-door";\nexport const w = gate;\n`,
  "lib/cache/public-pages.ts": `import { ALL_PAGES } from "@/server/shared/front-door-contract";\nexport const purge = ALL_PAGES;\n`,
  "lib/views/home-view.ts": `import { listFeed } from "@/lib/posts/queries";\nexport const loadHomeView = listFeed;\n`,
  "server/front-door.ts": `export const gate = 1;\n`,
  "server/shared/front-door-contract.ts": `export const ALL_PAGES = "*";\n`,
  "lib/posts/logs.ts": `import { log } from "@/server/shared/log";\nexport const logs = log;\n`,
  "server/shared/log.ts": `import { gate } from "@/server/front-door";\nexport const log = gate;\n`,
  // Two files, then two folders, that import each other.
  "lib/pair/one.ts": `import { two } from "./two";\nexport const one = () => two;\n`,
  "lib/pair/two.ts": `import { one } from "./one";\nexport const two = () => one;\n`,
  "lib/up/a.ts": `import { b } from "@/lib/down/b";\nexport const a = b;\n`,
  "lib/up/c.ts": `export const c = 1;\n`,
  "lib/down/b.ts": `export const b = 1;\n`,
  "lib/down/d.ts": `import { c } from "@/lib/up/c";\nexport const d = c;\n`,
  // Routes and components.
  "app/discover/page.tsx": `import type { Cursor } from "@/lib/paging/cursor";\nimport { listFeed } from "@/lib/posts/queries";\nimport { loadHomeView } from "@/lib/views/home-view";\nexport default function Page(c: Cursor) { return [listFeed(c), loadHomeView]; }\n`,
  "app/matches/page.tsx": `import type { Cursor } from "@/lib/db/cursor";\nexport default function Page(c: Cursor) { return c; }\n`,
  "lib/db/cursor.ts": `export type Cursor = { at: string };\n`,
  "components/posts/card.tsx": `import { getDb } from "@/lib/db/client";\nexport function Card() { return getDb; }\n`,
};

type Violation = { rule: { name: string }; from: string; to: string; cycle?: unknown[] };

let dir: string;
let result: ReturnType<typeof spawnSync>;
let violations: Violation[];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  result = spawnSync(
    process.execPath,
    [cli, "--config", config, "--output-type", "json", "lib", "app", "components", "server"],
    { cwd: dir, encoding: "utf8" },
  );
  violations = (JSON.parse(String(result.stdout)) as { summary: { violations: Violation[] } }).summary.violations;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the import rules", () => {
  it("fail lint (a non-zero exit, as in npm run lint) on a bad import", () => {
    const lint = spawnSync(process.execPath, [cli, "--config", config, "--output-type", "err", "app"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(lint.status).not.toBe(0);
  });

  it("name each bad import, and pass the allowed ones (type imports count)", () => {
    const found = violations
      .filter((v) => v.rule.name !== "no-folder-cycle")
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(found.sort()).toEqual(
      [
        "kernel-imports-nothing: lib/errors.ts → lib/db/errors.ts",
        "ui-not-db: app/matches/page.tsx → lib/db/cursor.ts",
        "ui-not-db: components/posts/card.tsx → lib/db/client.ts",
        "lib-not-ui: lib/posts/uses-ui.ts → components/posts/card.tsx",
        "areas-not-views: lib/posts/uses-view.ts → lib/views/home-view.ts",
        "lib-meets-server-once: lib/posts/uses-server.ts → server/front-door.ts",
        "shared-imports-nothing: server/shared/log.ts → server/front-door.ts",
        "no-file-cycle: lib/pair/one.ts → lib/pair/two.ts",
      ].sort(),
    );
  });

  it("find a loop between folders that no file loop shows", () => {
    const folders = violations.filter((v) => v.rule.name === "no-folder-cycle").map((v) => `${v.from} → ${v.to}`);
    expect(folders).toEqual(expect.arrayContaining(["lib/up → lib/down", "lib/down → lib/up"]));
    // Routes import areas and views, views import areas: no loop.
    expect(folders.filter((pair) => pair.startsWith("app"))).toEqual([]);
  });

  it("tell where the import should go", () => {
    const text = spawnSync(process.execPath, [cli, "--config", config, "--output-type", "err-long", "app"], {
      cwd: dir,
      encoding: "utf8",
    }).stdout;
    expect(text).toContain("ui-not-db: app/matches/page.tsx → lib/db/cursor.ts");
    expect(text).toContain("lib/paging/cursor.ts");
  });
});
