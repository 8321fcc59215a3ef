import { expect, test } from "./fixtures";
import { adminSql, databaseUrl, signInOn, startInstance, stopInstance, type Instance } from "./instances";

// Issue 12, "two instances": two `npm start` processes on two ports share one PostgreSQL (docs/design.md §2), and
// what one instance does holds on the other: rate limits, logout everywhere, a chat message, and the
// purge of cached public pages. The machine's PostgreSQL serves a database made for this file alone.

const database = `patitas_two_${Date.now()}`;
const secret = "two-instances-two-instances-secret";
const instances: Instance[] = [];
const start = (port: number) => startInstance(port, { DATABASE_URL: databaseUrl(database), NEXTAUTH_SECRET: secret });

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await adminSql(`create database ${database}`);
  const base = 3600 + Math.floor(Math.random() * 300);
  // One after the other: the first migrates and seeds, the second finds it done.
  instances.push(await start(base));
  instances.push(await start(base + 1));
});

test.afterAll(async () => {
  for (const instance of instances) await stopInstance(instance);
  await adminSql(`drop database if exists ${database} with (force)`);
});

/** One credentials sign-in through next-auth's endpoint; answers the error code it reports, if any. */
async function failedLogin(base: string, email: string): Promise<string | null> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      Origin: base,
      "X-Auth-Return-Redirect": "1",
    },
    body: new URLSearchParams({
      csrfToken,
      email,
      password: "not-the-password",
      json: "true",
      callbackUrl: `${base}/home`,
    }),
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("error");
}

test("a message sent through one instance appears live in a browser on the other", async ({ browser }) => {
  const [a, b] = instances;
  const carlos = await signInOn(browser, b!, "carlos.bcn@patitas.dev");
  await carlos.page.goto("/messages?with=lucia");
  const lucia = await signInOn(browser, a!, "lucia@patitas.dev");
  await lucia.page.goto("/messages?with=carlos_bcn");
  const text = `Hola desde la otra instancia ${Date.now()}`;
  await lucia.page.getByPlaceholder("Escribe un mensaje…").fill(text);
  await lucia.page.keyboard.press("Enter");
  await expect(carlos.page.getByTestId("chat-bubble").filter({ hasText: text })).toBeVisible();
  await carlos.context.close();
  await lucia.context.close();
});

test("a post made on one instance shows at once on the other's cached profile page", async ({ browser, request }) => {
  const [a, b] = instances;
  const profile = `${b!.url}/u/lucia`;
  // Visits until the other instance answers from its cache (the first visit also sets the language cookie).
  await expect.poll(async () => (await request.get(profile)).headers()["x-patitas-cache"]).toBe("hit");

  const lucia = await signInOn(browser, a!, "lucia@patitas.dev");
  const text = `Paseo en dos servidores ${Date.now()}`;
  await lucia.page.getByTestId("create-post-open").click();
  const dialog = lucia.page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(text);
  await dialog.getByTestId("publish-post").click();
  await expect(lucia.page.getByText("¡Publicación creada!")).toBeVisible();

  // The purge travels through PostgreSQL: the other instance's next answer is a fresh page.
  await expect.poll(async () => (await (await request.get(profile)).text()).includes(text)).toBe(true);
  await lucia.context.close();
});

test("logging out everywhere on one instance ends the session open on the other", async ({ browser }) => {
  const [a, b] = instances;
  const onB = await signInOn(browser, b!, "javi.perruno@patitas.dev");
  const onA = await signInOn(browser, a!, "javi.perruno@patitas.dev");
  await onA.page.goto("/profile");
  await onA.page.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
  await expect(onA.page).toHaveURL(/\/$/);

  await onB.page.goto("/profile");
  await expect(onB.page).toHaveURL(/\/auth$/);
  await onA.context.close();
  await onB.context.close();
});

// Last: the failures also fill this address's limit (10 an IP), which would refuse the sign-ins above.
test("the login limit counts failures made on both instances", async () => {
  const [a, b] = instances;
  const email = `nobody-${Date.now()}@example.com`;
  // The limit is 10 failures per address in 15 minutes: five here, five there, and the eleventh is refused.
  for (let i = 0; i < 5; i += 1) {
    expect(await failedLogin(a!.url, email)).toBe("invalid_credentials");
    expect(await failedLogin(b!.url, email)).toBe("invalid_credentials");
  }
  expect(await failedLogin(b!.url, email)).toBe("rate_limited");
  expect(await failedLogin(a!.url, email)).toBe("rate_limited");
});
