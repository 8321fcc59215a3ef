// Issue 12: the route handlers that read input, fed generated bad input (the upload route has its own
// file). The realtime user authentication gets arbitrary form bodies (and oversized ones); the media route
// arbitrary key segments and Range headers against a stored object; the message parts arbitrary languages,
// parts and versions; the /home view, the viewer layer and the sign-in entry arbitrary queries. Never a
// 500, never a thrown error, and nothing written. FUZZ_RUNS (default 20) × 5 cases each.
import fc from "fast-check";
import { POST as authenticateRealtime } from "@/app/api/realtime/user-auth/route";
import { GET as authEntry } from "@/app/api/auth-entry/route";
import { GET as homeView } from "@/app/api/home/route";
import { GET as viewerLayer } from "@/app/api/viewer/route";
import { GET as media } from "@/app/api/media/[...key]/route";
import { GET as messagePart } from "@/app/api/messages/[locale]/[part]/route";
import { GET as sitemapFile } from "@/app/sitemaps/[kind]/[page]/route";
import { createUser } from "@/tests/factories";
import { uploadTestImage } from "@/tests/post-factories";
import { signInAs } from "@/tests/session";
import { badText, FUZZ_SEED } from "./bad-input";
import { changedTables, databaseFingerprint } from "./harness";

const RUNS = Number(process.env.FUZZ_RUNS ?? 20) * 5;
const text = badText;

it("the realtime user authentication answers any form body with 200, 400 or 413, and writes nothing", async () => {
  const user = await createUser();
  await signInAs(user);
  const bodies = fc.oneof(
    fc
      .dictionary(fc.constantFrom("socket_id", "user_data", "id", "watchlist", "__proto__", "x"), text, { maxKeys: 4 })
      .map((form) => new URLSearchParams(form).toString()),
    fc
      .record({
        socket: fc.constantFrom("123.456", "1.1", "abc", "", "1.2.3"),
        id: fc.constantFrom(user.id, "someone-else"),
      })
      .map(({ socket, id }) => new URLSearchParams({ socket_id: socket, id, watchlist: `["${id}"]` }).toString()),
    text,
    fc.constant("x".repeat(5000)),
  );
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const before = await databaseFingerprint();
      const response = await authenticateRealtime(
        new Request("http://localhost:3000/api/realtime/user-auth", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        }),
      );
      expect([200, 400, 413]).toContain(response.status);
      // Whatever the body says, the signed user data is the caller's own.
      if (response.status === 200) expect(JSON.parse((await response.json()).user_data).id).toBe(user.id);
      expect(changedTables(before, await databaseFingerprint())).toEqual([]);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

it("the media route answers any key and Range header with 200, 206, 404 or 416", async () => {
  const owner = await createUser();
  const { url } = await uploadTestImage(owner.id);
  const realKey = new URL(url, "http://localhost").pathname.replace(/^\/api\/media\//, "").split("/");
  const keys = fc.oneof(
    fc.constant(realKey),
    fc.array(text, { minLength: 0, maxLength: 10 }),
    fc.constant<string[]>([...realKey.slice(0, -1), "..", realKey.at(-1)!]),
  );
  const ranges = fc.oneof(
    fc.constant(null),
    fc
      .tuple(fc.option(fc.integer({ min: -5, max: 10 ** 9 })), fc.option(fc.integer({ min: -5, max: 10 ** 9 })))
      .map(([a, b]) => `bytes=${a ?? ""}-${b ?? ""}`),
    text,
  );
  await fc.assert(
    fc.asyncProperty(keys, ranges, async (key, range) => {
      const headers = new Headers();
      if (range !== null) {
        try {
          headers.set("range", range);
        } catch {
          return; // Not a header value a client could send.
        }
      }
      const response = await media(new Request("http://localhost:3000/api/media/x", { headers }), {
        params: Promise.resolve({ key }),
      });
      await response.arrayBuffer();
      expect([200, 206, 404, 416]).toContain(response.status);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

it("the message parts route answers any locale, part and version with 200 or 404, and only the part's namespaces", async () => {
  const locales = fc.oneof(fc.constantFrom("es", "zh", "de", ""), text);
  const parts = fc.oneof(fc.constantFrom("cart-sheet", "__proto__", "constructor", "auth"), text);
  await fc.assert(
    fc.asyncProperty(locales, parts, text, async (locale, part, version) => {
      const url = new URL("http://localhost:3000/api/messages/x/y");
      url.searchParams.set("v", version);
      const response = await messagePart(new Request(url), { params: Promise.resolve({ locale, part }) });
      expect([200, 404]).toContain(response.status);
      const body = await response.json();
      if (response.status === 200) expect(Object.keys(body).sort()).toEqual(["cart", "purchase"]);
      else expect(response.headers.get("cache-control")).toMatch(/no-store/);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

/** A shell page's per-viewer route (decisions 029, 032), fed these queries: 200 or 400, never cached, nothing written. */
async function answersReadOnly(
  path: string,
  handler: (request: Request) => Promise<Response>,
  queries: fc.Arbitrary<string>,
) {
  await signInAs(await createUser());
  await fc.assert(
    fc.asyncProperty(queries, async (query) => {
      const before = await databaseFingerprint();
      const response = await handler(new Request(`http://localhost:3000${path}?${query}`));
      expect([200, 400]).toContain(response.status);
      expect(response.headers.get("cache-control")).toMatch(/no-store/);
      expect(changedTables(before, await databaseFingerprint())).toEqual([]);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
}

it("the /home view answers any query with 200 or 400, and writes nothing", async () => {
  await answersReadOnly(
    "/api/home",
    homeView,
    fc.oneof(
      fc
        .dictionary(fc.constantFrom("mode", "wide", "cursor", "__proto__", "constructor", "x"), text, { maxKeys: 4 })
        .map((query) => new URLSearchParams(query).toString()),
      fc
        .record({ mode: fc.constantFrom("all", "following", "", "ALL"), wide: fc.constantFrom("0", "1", "true", "") })
        .map((query) => new URLSearchParams(query).toString()),
      text,
    ),
  );
});

it("the viewer layer answers any query with 200 or 400, and writes nothing", async () => {
  const uuid = fc.uuid();
  const ids = fc.oneof(
    fc.array(uuid, { maxLength: 70 }).map((list) => list.join(",")),
    fc.array(fc.oneof(uuid, text), { maxLength: 5 }).map((list) => list.join(",")),
    text,
  );
  await answersReadOnly(
    "/api/viewer",
    viewerLayer,
    fc.oneof(
      fc.record({ posts: ids, users: ids }, { requiredKeys: [] }).map((query) => new URLSearchParams(query).toString()),
      fc
        .dictionary(fc.constantFrom("posts", "users", "__proto__", "x"), text, { maxKeys: 3 })
        .map((query) => new URLSearchParams(query).toString()),
      text,
    ),
  );
});

it("the sign-in entry answers any query with a redirect to this site, or 400, and writes nothing", async () => {
  await signInAs(await createUser());
  const queries = fc.oneof(
    fc
      .dictionary(fc.constantFrom("locale", "mode", "next", "__proto__", "x"), text, { maxKeys: 4 })
      .map((query) => new URLSearchParams(query).toString()),
    fc
      .record({
        locale: fc.constantFrom("en", "zh", "es", "EN", ""),
        next: fc.oneof(text, fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example/", "/p/1")),
      })
      .map((query) => new URLSearchParams(query).toString()),
    text,
  );
  await fc.assert(
    fc.asyncProperty(queries, async (query) => {
      const before = await databaseFingerprint();
      const params = new URLSearchParams(query);
      const locale = params.get("locale");
      const headers = new Headers();
      try {
        if (locale !== null) headers.set("x-patitas-auth-locale", locale);
      } catch {
        return; // Not a header value a client could send.
      }
      const response = await authEntry(new Request(`http://localhost:3000/api/auth-entry?${query}`, { headers }));
      expect([307, 400]).toContain(response.status);
      // Never an open redirect: a path of this site, not one a browser reads as another host.
      if (response.status === 307) expect(response.headers.get("location")).toMatch(/^\/(?![/\\])/);
      expect(changedTables(before, await databaseFingerprint())).toEqual([]);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});

it("a child sitemap answers any file name with 200 or 404, and writes nothing", async () => {
  const names = fc.record({
    kind: fc.oneof(fc.constantFrom("static", "users", "pets", "posts", "hashtags", "stores", "products"), text),
    page: fc.oneof(
      fc.constantFrom("start.xml", "start", "0b5c3a4e-1d2f-4a6b-8c9d-0e1f2a3b4c5d.xml"),
      fc.uuid().map((id) => `${id}.xml`),
      text,
    ),
  });
  await fc.assert(
    fc.asyncProperty(names, async ({ kind, page }) => {
      const before = await databaseFingerprint();
      const response = await sitemapFile(new Request("http://localhost:3000/sitemaps/x/y.xml"), {
        params: Promise.resolve({ kind, page }),
      });
      expect([200, 404]).toContain(response.status);
      await response.arrayBuffer();
      expect(changedTables(before, await databaseFingerprint())).toEqual([]);
    }),
    { numRuns: RUNS, seed: FUZZ_SEED },
  );
});
