import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import path from "node:path";
import { newUser } from "./helpers";

// The front door of `npm start` (server/front-door/): each test first sends the exact request that
// was measured to misbehave before it existed (docs/decisions/006-front-door-server.md).

/** A server action's id in the build the e2e server runs, as the client router would send it. */
function actionId(exportedName: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`No server action ${exportedName} in the build`);
  return id;
}

const signUpInput = () => {
  const user = newUser("gate");
  return [{ fullName: user.fullName, email: user.email, password: user.password }];
};

test("a client that writes a new X-Forwarded-For per request still gets the per-address limit", async ({
  page,
  baseURL,
}) => {
  // Over IPv6 loopback: a socket address no other spec uses, so this address's counters start at zero.
  // (Sign-ups are limited per address too, but the e2e server allows 1000 an hour: the whole suite signs
  // up from one address. Reset mails are limited to 5 an hour, the limit measured escaped by 8 mails.)
  const ipv6Base = baseURL!.replace("127.0.0.1", "[::1]");
  for (let attempt = 1; attempt <= 7; attempt += 1) {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${attempt}` });
    await page.goto(`${ipv6Base}/auth/forgot`);
    await page.getByLabel("Correo electrónico").fill(`nadie-${attempt}-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    if (attempt <= 5) await expect(page.getByRole("status")).toContainText("Si existe una cuenta con ese correo");
    else await expect(page.getByText("Demasiadas solicitudes. Inténtalo más tarde.")).toBeVisible();
  }
});

test("a path that does not percent-decode gets 400 and a translated page, or the JSON error under /api", async ({
  request,
}) => {
  for (const url of ["/u/%ZZ", "/hashtag/%E0%A4%A"]) {
    const response = await request.get(url, { headers: { "Accept-Language": "es-ES" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("La dirección tiene caracteres mal codificados.");
  }
  const english = await request.get("/u/%ZZ", { headers: { Cookie: "NEXT_LOCALE=en" } });
  expect(await english.text()).toContain("The address has badly encoded characters.");

  const api = await request.get("/api/media/%ZZ");
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: { code: "validation", message: "httpErrors.malformedPath" } });
});

test("a server action body over 1 MB gets 413", async ({ request }) => {
  const response = await request.post("/auth", {
    headers: { "Next-Action": actionId("signUpAction"), "Content-Type": "text/plain;charset=UTF-8" },
    data: "x".repeat(1024 * 1024 + 1),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: { code: "validation", message: "httpErrors.bodyTooLarge" } });
});

test("a server action body that is not JSON gets 400, and the next real call of that action still runs", async ({
  request,
}) => {
  const headers = { "Next-Action": actionId("signUpAction"), "Content-Type": "text/plain;charset=UTF-8" };
  const broken = await request.post("/auth", { headers, data: "not json{" });
  expect(broken.status()).toBe(400);
  expect(await broken.json()).toEqual({ error: { code: "validation", message: "httpErrors.invalidBody" } });

  // The front door read this body to check it and hands Next.js a replay of the request.
  const real = await request.post("/auth", { headers, data: JSON.stringify(signUpInput()) });
  expect(real.status()).toBe(200);
  expect(await real.text()).toMatch(/"ok":true,"data":\{"id":"[0-9a-f-]{36}"\}/);
});

test("a server action body that is JSON but no argument list gets 400, from the anonymous sign-up too", async ({
  request,
}) => {
  // Next.js answered 500 to each: it hands the parsed JSON to the action as its argument list.
  const headers = { "Next-Action": actionId("signUpAction"), "Content-Type": "text/plain;charset=UTF-8" };
  const bodies = ['"abc"', "5", "null", "true", '"\\ud800"', '["\\ud800"]', `${"[".repeat(5000)}${"]".repeat(5000)}`];
  for (const data of bodies) {
    const response = await request.post("/auth", { headers, data });
    expect(response.status(), data.slice(0, 20)).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "validation", message: "httpErrors.invalidBody" } });
  }
  // An argument list still reaches the action, an emoji written as an escaped surrogate pair included.
  const [input] = signUpInput();
  const escaped = JSON.stringify([{ ...input, fullName: "Ana 🐾" }]).replace("🐾", "\\ud83d\\udc3e");
  const real = await request.post("/auth", { headers, data: escaped });
  expect(real.status()).toBe(200);
  expect(await real.text()).toMatch(/"ok":true,"data":\{"id":"[0-9a-f-]{36}"\}/);
});

test("writes from a foreign Origin get 403; same-origin ones go through", async ({ request, baseURL }) => {
  const action = { "Next-Action": actionId("signUpAction"), "Content-Type": "text/plain;charset=UTF-8" };
  const data = JSON.stringify(signUpInput());

  const forged = await request.post("/auth", { headers: { ...action, Origin: "https://evil.example" }, data });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ error: { code: "forbidden", message: "httpErrors.foreignOrigin" } });

  const crossSiteForm = await request.post("/api/auth/signout", {
    headers: { Origin: "https://evil.example" },
    form: { csrfToken: "x" },
  });
  expect(crossSiteForm.status()).toBe(403);

  const sameOrigin = await request.post("/auth", { headers: { ...action, Origin: baseURL! }, data });
  expect(sameOrigin.status()).toBe(200);
  expect(await sameOrigin.text()).toContain('"ok":true');
});
