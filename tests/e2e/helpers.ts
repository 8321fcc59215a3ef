import { e2eServer, expect, type Locator, type Page } from "./fixtures";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { actionId, actionRequest, actionSucceeded } from "../../scripts/server-action";

let counter = 0;

export type TestUser = { fullName: string; email: string; password: string; username: string };

export function newUser(prefix = "e2e"): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: `Ana Prueba ${counter}`,
    email: `${prefix}-${id}@example.com`,
    password: "Bigotes-y-croquetas-7",
    username: `${prefix}_${id}`.slice(0, 20),
  };
}

/** Signs up through the real form and picks the username; ends on the signed-in home (/marketplace). */
export async function signUpWithForm(page: Page, user: TestUser) {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Nombre completo").fill(user.fullName);
  await page.getByLabel("Correo electrónico").fill(user.email);
  await page.getByLabel("Contraseña").fill(user.password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/auth\/username$/);
  await page.getByLabel("Nombre de usuario").fill(user.username);
  await expect(page.getByTestId("username-status")).toHaveText("¡Disponible!");
  await page.getByRole("button", { name: "Confirmar" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
}

/** Calls one of the app's server actions as the page's own script would, with the page's cookies. */
async function callAction(page: Page, pagePath: string, filename: string, exportedName: string, args: unknown[]) {
  const base = e2eServer().url;
  const { headers, body } = actionRequest(base, actionId(filename, exportedName), args);
  const response = await page.request.post(`${base}${pagePath}`, { headers, data: body });
  const text = await response.text();
  if (!actionSucceeded(response.status(), text))
    throw new Error(`${exportedName} failed (HTTP ${response.status()}): ${text.slice(0, 300)}`);
}

/** Signs in with next-auth's credentials endpoint, as lib/auth/client.ts's signInWithPassword does. */
async function credentialsSignIn(page: Page, email: string, password: string, callbackPath: string) {
  const base = e2eServer().url;
  const { csrfToken } = (await (await page.request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await page.request.post(`${base}/api/auth/callback/credentials`, {
    headers: { "X-Auth-Return-Redirect": "1", Origin: base },
    form: { csrfToken, email, password, json: "true", callbackUrl: `${base}${callbackPath}` },
  });
  const { url } = (await answer.json()) as { url?: string };
  if (!url || new URL(url).searchParams.has("error")) throw new Error(`Sign-in of ${email} failed: ${url}`);
}

/**
 * A new account, made with the calls the sign-up form makes (the sign-up action, next-auth's credentials
 * sign-in, the username action), then the signed-in home opened, where the form leaves its user. The flows
 * make 70 accounts: this is four requests and one page load, where the form took ~3 s on an idle machine and
 * ~10 s in CI. The form itself is driven by auth.spec.ts (signUpWithForm) and navigation.spec.ts.
 */
export async function signUp(page: Page, user: TestUser) {
  const base = e2eServer().url;
  // The sign-up page's answer sets the language cookie, as a visit to it does.
  await page.request.get(`${base}/auth?mode=signup`);
  await callAction(page, "/auth", "lib/auth/actions.ts", "signUpAction", [
    { fullName: user.fullName, email: user.email, password: user.password },
  ]);
  await credentialsSignIn(page, user.email, user.password, "/auth/username");
  await callAction(page, "/auth/username", "lib/auth/actions.ts", "claimUsernameAction", [user.username]);
  await page.goto("/marketplace");
  await expect(page).toHaveURL(/\/marketplace$/);
}

/**
 * Signs in with the calls the sign-in form makes and opens the signed-in home (/marketplace), where the form
 * leaves its user: for the flows about what comes after. The form itself, its refusals included, is driven
 * through logIn (auth.spec.ts, done-errors.spec.ts, done-layout.spec.ts's item 18, privacy.spec.ts,
 * sessions.spec.ts, realtime.spec.ts).
 */
export async function signIn(page: Page, email: string, password: string) {
  await credentialsSignIn(page, email, password, "/auth");
  await page.goto("/marketplace");
  await expect(page).toHaveURL(/\/marketplace$/);
}

/**
 * Follows `other` from their profile, as a person does: two calls make a pair who may write to each other.
 * It waits for the server's answer ("¡Siguiendo!"): the button flips at once, so "Siguiendo" alone proves
 * nothing is stored yet. A chat opened next could still find no follow, and no composer (chat-extras
 * waited 4 minutes for one, once), and leaving the page can cancel the request.
 */
export async function followBack(page: Page, other: TestUser) {
  await page.goto(`/u/${other.username}`);
  await page.getByRole("button", { name: /^Seguir/ }).click();
  await expect(page.getByRole("button", { name: "Siguiendo" })).toBeVisible();
  await expect(page.getByText("¡Siguiendo!")).toBeVisible();
}

/** Publishes a text post from /home as the signed-in user of `page`; returns its id. */
export async function publishPost(page: Page, text: string): Promise<string> {
  await page.goto("/home");
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(text);
  await dialog.getByTestId("publish-post").click();
  await expect(page.getByText("¡Publicación creada!")).toBeVisible();
  return (await page.getByTestId("post-card").filter({ hasText: text }).getAttribute("data-post-id"))!;
}

/**
 * Presses `control` until `answer` shows. A press that lands before the control's code has hydrated does
 * nothing (React drops it): the page's scripts, or a lazy part's chunk (components/ui/lazy-part.tsx),
 * which a page loaded afresh fetches only as it hydrates. A person presses again; so does this.
 */
export async function pressUntil(control: Locator, answer: Locator) {
  await expect(async () => {
    await control.click();
    await expect(answer).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** The id of the signed-in user's first pet, read from its edit link on /pets. */
export async function firstOwnPetId(page: Page): Promise<string> {
  await page.goto("/pets");
  const editHref = await page
    .getByTestId("pet-card")
    .first()
    .getByRole("link", { name: /^Editar a / })
    .getAttribute("href");
  expect(editHref).toMatch(/^\/pets\/[0-9a-f-]{36}\/edit$/);
  return /^\/pets\/([0-9a-f-]{36})\/edit$/.exec(editHref!)![1]!;
}

/** From the next page `page` loads: adds up its layout shifts not caused by input (what CLS counts). */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shifts watchLayoutShifts counted so far, two frames from now (for a late part to show up). */
export async function layoutShiftsSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** The toasts on screen (sonner's). */
export const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** Opens the header's cart; the "added to cart" toast shows below the header, never over the button. */
export async function openCart(page: Page) {
  await page.getByTestId("cart-button").click();
}

/**
 * Fills and sends the sign-in form, and returns at once: tests of a refusal read its message next. A caller
 * that expects to be signed in waits for the page to leave /auth; going elsewhere before that can cancel
 * the sign-in (realtime.spec's second device once asked for a socket with no session).
 */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** The newest mail the app wrote to the local outbox of this worker's e2e server for this address. */
export function lastMailTo(address: string): { subject: string; text: string } | undefined {
  const outbox = path.join(e2eServer().dataDir, "outbox");
  const mails = readdirSync(outbox).map((file) => JSON.parse(readFileSync(path.join(outbox, file), "utf8")));
  return mails.filter((mail) => mail.to === address).sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
}

/** Chips hide their radio or checkbox (sr-only) and are clicked through their label, as people do. */
export async function choose(scope: Page | Locator, name: string) {
  await scope
    .locator("label")
    .filter({ hasText: new RegExp(`${name}$`) })
    .click();
  const input = scope.getByRole("radio", { name, exact: true }).or(scope.getByRole("checkbox", { name, exact: true }));
  await expect(input).toBeChecked();
}

/** A 480 × 360 PNG photo, for uploads. */
export async function pngBuffer(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background: "#f4a261" } })
    .png()
    .toBuffer();
}

/** Records a second of an animated canvas with the browser's MediaRecorder: a real video as a phone's browser makes one. */
export async function recordCanvas(page: Page, mimeType: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (type) => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext("2d")!;
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = frame++ % 2 ? "#e07a5f" : "#81b29a";
      context.fillRect(0, 0, 64, 48);
    }, 30);
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
  }, mimeType);
  return Buffer.from(base64, "base64");
}

/** Presses an arrow key on the match deck once it hears keys (a key pressed before hydration is lost). */
export async function pressOnDeck(page: Page, key: "ArrowLeft" | "ArrowRight") {
  await expect(page.locator("body[data-deck-keys]")).toHaveCount(1);
  await page.keyboard.press(key);
}

/** Picks a gazetteer city in the place field of the current form. */
export async function pickPlace(page: Page, typed: string, city: string) {
  await page.getByTestId("place-input").fill(typed);
  await page.getByRole("option").filter({ hasText: city }).first().click();
  await expect(page.getByTestId("place-input")).toHaveValue(new RegExp(`^${city},`));
}

/** Registers a pet through the real form, in a gazetteer city. */
export async function addPet(
  page: Page,
  pet: { name: string; species: "Perro" | "Gato"; city: string; typed: string; gender?: "Macho" | "Hembra" },
) {
  await page.goto("/pets/new");
  await page.getByLabel("Nombre").fill(pet.name);
  await page.getByLabel("Edad (años)").fill("3");
  await choose(page, pet.species);
  await choose(page, pet.gender ?? "Macho");
  await choose(page, "Mediano");
  await pickPlace(page, pet.typed, pet.city);
  await page.getByRole("button", { name: "Registrar mascota" }).click();
  await expect(page.getByText("¡Mascota registrada!")).toBeVisible();
  // The form then opens the pets list: wait for it, or the caller's next goto may be aborted by it.
  await expect(page.getByTestId("pet-card").filter({ hasText: pet.name })).toBeVisible();
}

/** Opens a store through the real dialog; ends on its management page. */
export async function openStore(page: Page, storeName: string) {
  await page.goto("/store/manage?create=1");
  const dialog = page.getByRole("dialog", { name: "Crear tu tienda" });
  await dialog.getByLabel("Nombre de la tienda").fill(storeName);
  await dialog.getByLabel("Dirección").fill("Calle Mayor 1, Madrid");
  await dialog.getByLabel("Email de contacto").fill("hola@example.com");
  await dialog.getByRole("button", { name: "Crear tienda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: storeName })).toBeVisible();
}

/** Lists a product (one photo) through the real form. */
export async function listProduct(page: Page, productName: string) {
  await page.goto("/store/manage/products/new");
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#e76f51" } })
    .png()
    .toBuffer();
  await page.getByTestId("products-file").setInputFiles({ name: "arnes.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();
  await page.getByLabel("Nombre", { exact: true }).fill(productName);
  await page.getByLabel("Descripción").fill("Arnés acolchado con cierre rápido.");
  await page.getByLabel("Categoría").selectOption({ label: "Accesorios" });
  await page.getByLabel("Precio (€)").fill("20");
  await page.getByLabel("Stock").fill("3");
  await page.getByRole("button", { name: "Publicar producto" }).click();
  await expect(page.getByText("Producto publicado")).toBeVisible();
}
