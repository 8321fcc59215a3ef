import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { browserKeys, decryptPush, startFakePushService, type BrowserKeys, type FakePushService } from "../fake-push";
import { choose, newUser, pngBuffer, signUp } from "./helpers";

// Issue 45 end to end, in the full browser (its name ends in push.spec.ts: playwright.config.ts runs it
// where notifications exist): a dog lost in Madrid reaches a neighbour opted in 4 km away (a push and an
// /activity row) and not someone 40 km away; the neighbour's sighting shows live on the owner's case
// page; a dog found in Getafe lists the case as a possible match; "reunited" changes the public page.
// The push service is faked on this machine, as in push.spec.ts, which tests the browser's side in full.

test.use({ serviceWorkers: "allow" });

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(async () => {
  await service.close();
});

const MADRID = { latitude: 40.4168, longitude: -3.7038 };
/** About 4 km north of Madrid's centre (40.4560 rounds to 40.4550 on the ~500 m grid): inside 5 km. */
const NEIGHBOUR = { latitude: 40.456, longitude: -3.7038 };
/** About 40 km north: outside even the largest radius, 25 km. */
const FAR = { latitude: 40.7768, longitude: -3.7038 };

/** A browser whose pushManager hands the app a subscription to the fake service, with these keys. */
async function pushContext(context: BrowserContext, endpoint: string, keys: BrowserKeys) {
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      // The key the app subscribed with, kept across pages as a browser keeps it (the app compares it with its own).
      const stored = () => localStorage.getItem("lost-push-key");
      const keyBytes = () => Uint8Array.from(atob(stored() ?? ""), (char) => char.charCodeAt(0)).buffer;
      const subscription = {
        endpoint,
        expirationTime: null,
        get options() {
          return { applicationServerKey: keyBytes(), userVisibleOnly: true };
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        localStorage.setItem(
          "lost-push-key",
          btoa(String.fromCharCode(...new Uint8Array(options!.applicationServerKey as ArrayBuffer))),
        );
        return subscription;
      };
      PushManager.prototype.getSubscription = async () => (stored() ? subscription : null);
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.authSecret },
  );
}

/** Waits for the page's next server action to answer while `act` runs. */
async function acting(page: Page, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && Boolean(response.request().headers()["next-action"]),
  );
  await act();
  await answered;
}

/** Push on in this browser (from /activity), then lost & found alerts counted from the device, at `radiusKm`. */
async function optIn(page: Page, radiusKm: 5 | 25) {
  await page.goto("/activity");
  await page.getByRole("button", { name: "Activar notificaciones en este dispositivo" }).click();
  await expect(page.getByTestId("push-toggle")).toHaveAttribute("data-state", "on");
  await page.goto("/profile/edit");
  const settings = page.getByTestId("lost-alert-preferences");
  await acting(page, () => settings.getByTestId("lost-alerts-locate").click());
  await expect(settings.getByTestId("lost-alerts-device")).toBeChecked();
  await acting(page, () => settings.getByText("Avisarme de mascotas perdidas y encontradas cerca").click());
  await expect(settings.getByTestId("lost-alerts-on")).toBeChecked();
  if (radiusKm !== 5)
    await acting(
      page,
      async () => void (await settings.getByTestId("lost-alerts-radius").selectOption(String(radiusKm))),
    );
  // Kept: read again from the server.
  await page.reload();
  await expect(settings.getByTestId("lost-alerts-on")).toBeChecked();
  await expect(settings.getByTestId("lost-alerts-device")).toBeChecked();
  await expect(settings.getByTestId("lost-alerts-radius")).toHaveValue(String(radiusKm));
}

async function pickPlace(page: Page, typed: string, city: string) {
  await page.getByTestId("place-input").fill(typed);
  await page.getByRole("option").filter({ hasText: city }).first().click();
  await expect(page.getByTestId("place-input")).toHaveValue(new RegExp(`^${city},`));
}

/** Fills and sends the report form (already open) and answers the new case's id. */
async function report(
  page: Page,
  fields: { name?: string; city: string; typed: string; description: string; colours: string[] },
) {
  await page
    .getByTestId("pet-photos")
    .locator('input[type="file"]')
    .setInputFiles({ name: "perro.png", mimeType: "image/png", buffer: await pngBuffer() });
  await expect(page.getByTestId("pet-photos").getByRole("img", { name: "Foto 1" })).toBeVisible();
  if (fields.name) await page.getByLabel("Nombre").fill(fields.name);
  await choose(page, "Perro");
  await choose(page, "Mediano");
  for (const colour of fields.colours) await choose(page, colour);
  await page.getByLabel("Descripción").fill(fields.description);
  await pickPlace(page, fields.typed, fields.city);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page).toHaveURL(/\/lost\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

const lostAlert = (owner: string) => `${owner} avisó de un animal perdido o encontrado cerca de ti`;

test("a dog lost in Madrid: the neighbour at 4 km gets the push and the activity row, 40 km does not; a sighting shows live; a found dog matches it; reunited closes the public page", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36).replace(/[0-9]/g, "");
  const dogName = `Pimentón${stamp}`;
  const [neighbourKeys, farKeys] = [browserKeys(), browserKeys()];
  const [neighbourPath, farPath] = [`/push/lost-neighbour-${stamp}`, `/push/lost-far-${stamp}`];

  const ownerUser = { ...newUser("lostown"), fullName: `Remedios Lostal ${stamp}` };
  const neighbourUser = { ...newUser("lostnb"), fullName: `Gervasio Vecino ${stamp}` };
  const farUser = { ...newUser("lostfar"), fullName: `Leocadia Lejana ${stamp}` };
  const ownerContext = await browser.newContext({ permissions: ["geolocation"], geolocation: MADRID });
  const neighbourContext = await browser.newContext({
    permissions: ["notifications", "geolocation"],
    geolocation: NEIGHBOUR,
  });
  const farContext = await browser.newContext({ permissions: ["notifications", "geolocation"], geolocation: FAR });
  await pushContext(neighbourContext, `${service.origin}${neighbourPath}`, neighbourKeys);
  await pushContext(farContext, `${service.origin}${farPath}`, farKeys);
  const [owner, neighbour, far] = [
    await ownerContext.newPage(),
    await neighbourContext.newPage(),
    await farContext.newPage(),
  ];
  await signUp(owner, ownerUser);
  await signUp(neighbour, neighbourUser);
  await signUp(far, farUser);
  await optIn(neighbour, 5);
  await optIn(far, 25);

  // The owner reports the dog in Madrid, where they stand; the report answers at once with the case page.
  await owner.goto("/lost/new");
  const caseId = await report(owner, {
    name: dogName,
    city: "Madrid",
    typed: "madri",
    description: `${dogName} se escapó en el parque con el collar rojo.`,
    colours: ["Marrón", "Blanco"],
  });
  const caseUrl = `/lost/${caseId}`;
  await expect(owner.getByRole("heading", { level: 1 })).toContainText(dogName);

  // A signed-out visitor reads the public page (now in the page cache): still searching.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(caseUrl);
  await expect(guest.getByTestId("lost-case")).toContainText("Seguimos buscando");

  // The neighbour's device gets the alert, in Spanish, opening the case.
  await expect
    .poll(() => service.received.filter((push) => push.path === neighbourPath).length, { timeout: 60_000 })
    .toBe(1);
  const push = service.received.find((received) => received.path === neighbourPath)!;
  expect(JSON.parse(decryptPush(push.body, neighbourKeys))).toEqual({
    title: "Animal perdido cerca",
    body: lostAlert(ownerUser.fullName),
    url: caseUrl,
    tag: `lost_nearby:${caseId}`,
  });
  await neighbour.goto("/activity");
  const neighbourRow = neighbour.getByTestId("activity-row").filter({ hasText: lostAlert(ownerUser.fullName) });
  await expect(neighbourRow).toHaveCount(1);
  // The far person's alert would have been written in the same statement as the neighbour's (one batch):
  // none was, so none is pushed.
  await far.goto("/activity");
  await expect(far.getByTestId("activity-row").filter({ hasText: lostAlert(ownerUser.fullName) })).toHaveCount(0);
  expect(service.received.filter((received) => received.path === farPath)).toHaveLength(0);

  // The owner keeps the case page open; the neighbour follows the alert and adds a sighting.
  await owner.goto(caseUrl);
  await expect(owner.getByTestId("lost-live")).toHaveAttribute("data-state", "live");
  await neighbourRow.click();
  await expect(neighbour).toHaveURL(new RegExp(`${caseUrl}$`));
  await neighbour.getByTestId("lost-add-sighting").click();
  const dialog = neighbour.getByRole("dialog", { name: "¿Dónde y cuándo lo viste?" });
  await expect(dialog.getByTestId("place-input")).toHaveValue(/^Madrid,/);
  const note = `Cruzando la glorieta detrás de ${dogName}, iba hacia el río`;
  await dialog.getByLabel("¿Qué viste?").fill(note);
  await dialog.getByRole("button", { name: "Enviar avistamiento" }).click();
  await expect(neighbour.getByText("¡Gracias! Hemos avisado al dueño.")).toBeVisible();
  // Live on the owner's page, without a reload.
  await expect(owner.getByTestId("lost-timeline")).toContainText(note);
  await expect(owner.getByTestId("lost-timeline")).toContainText(`${neighbourUser.fullName} lo vio cerca de Madrid`);

  // Someone finds a brown dog in Getafe (13 km): the found report lists the lost case as a possible match.
  await far.goto("/lost/new?kind=found");
  await choose(far, "Encontrado, está a salvo");
  const foundId = await report(far, {
    city: "Getafe",
    typed: "getaf",
    description: `Perro marrón encontrado junto a la estación, ${stamp}.`,
    colours: ["Marrón"],
  });
  expect(foundId).not.toBe(caseId);
  const matches = far.getByRole("region", { name: "Podría ser el mismo animal" });
  await expect(matches.getByRole("link", { name: new RegExp(dogName) })).toBeVisible();

  // The owner marks the dog reunited: the public page says so at once, for everyone.
  await owner.getByTestId("lost-reunited").click();
  await owner.getByRole("button", { name: "Sí, cerrar el caso" }).click();
  await expect(owner.getByTestId("lost-case")).toContainText("¡Reencontrados!");
  await expect(owner.getByTestId("lost-reunited")).toHaveCount(0);
  await guest.goto(caseUrl);
  await expect(guest.getByTestId("lost-case")).toContainText("¡Reencontrados! Este caso está cerrado.");
  await expect(guest.getByTestId("lost-case")).toContainText("Reencontrado");
  await expect(guest.getByRole("link", { name: "Lo he visto" })).toHaveCount(0);

  for (const context of [ownerContext, neighbourContext, farContext, guestContext]) await context.close();
});
