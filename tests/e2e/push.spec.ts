import { expect, test, type Page } from "./fixtures";
import { browserKeys, decryptPush, startFakePushService, verifyVapid, type FakePushService } from "../fake-push";
import { newUser, publishPost, signUp } from "./helpers";

// These flows test the service worker, which the other flows block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// Web push (issue 13, decision 028). The browser's side runs for real as far as a test browser allows:
// the service worker, the button on /activity, the permission asked on the click, pushManager.subscribe
// with the server's VAPID key. A headless Chromium without Google's services cannot get a real endpoint
// (or gets one nobody here can read), so the subscription the page hands the server is the browser keys
// this test made, with an endpoint on a push service faked on this machine (the server accepts loopback
// endpoints because playwright.config.ts sets PUSH_ALLOW_INSECURE_ENDPOINTS). What reaches that service is
// checked as a browser would: VAPID signature, aes128gcm decryption, and the payload shown by the worker.

let service: FakePushService;
test.beforeAll(async () => {
  service = await startFakePushService();
});
test.afterAll(async () => {
  await service.close();
});

/** Comments on the post as the signed-in user of `page`, waiting until the comment shows. */
async function comment(page: Page, postId: string, text: string) {
  if (!page.url().endsWith(`/p/${postId}`)) await page.goto(`/p/${postId}`);
  await page.getByLabel("Escribe un comentario").fill(text);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("comments-list")).toContainText(text);
}

/** No push arrives for a while (the app pushes within milliseconds of the commit). */
async function expectNoPushBeyond(count: number) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(service.received).toHaveLength(count);
}

test("push on a device: asked on the click only, subscribed with the server's key, a comment arrives encrypted and shows; 410 and turning off stop it", async ({
  browser,
}) => {
  const keys = browserKeys();
  const endpoint = `${service.origin}/push/${Date.now()}`;
  const [first, second] = [await browser.newContext({ permissions: ["notifications"] }), await browser.newContext()];
  // The page's pushManager: the real subscribe is called (and what it did noted), then the test's
  // subscription is handed to the app. Permission requests are counted.
  await first.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const log = {
        permissionRequests: 0,
        subscribeCalls: [] as Array<{ key: string; userVisibleOnly: boolean; real: string }>,
      };
      (window as unknown as { pushLog: typeof log }).pushLog = log;
      const requestPermission = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = ((...args: Parameters<typeof Notification.requestPermission>) => {
        log.permissionRequests += 1;
        return requestPermission(...args);
      }) as typeof Notification.requestPermission;
      // The key a subscription was made with, as a browser keeps it (options.applicationServerKey).
      const keyBytes = () =>
        Uint8Array.from(
          atob((localStorage.getItem("test-push-key") ?? "").replace(/-/g, "+").replace(/_/g, "/")),
          (char) => char.charCodeAt(0),
        ).buffer;
      const fake = {
        endpoint,
        expirationTime: null,
        get options() {
          return { applicationServerKey: keyBytes(), userVisibleOnly: true };
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem("test-push-subscribed");
          return true;
        },
      };
      const realSubscribe = PushManager.prototype.subscribe;
      PushManager.prototype.subscribe = async function (this: PushManager, options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        const call = {
          key: btoa(String.fromCharCode(...key))
            .replace(/\+/g, "-")
            .replace(/\//g, "_")
            .replace(/=+$/, ""),
          userVisibleOnly: Boolean(options!.userVisibleOnly),
          real: "",
        };
        log.subscribeCalls.push(call);
        try {
          const real = await Promise.race([
            realSubscribe.call(this, options),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 10_000)),
          ]);
          call.real = `endpoint at ${new URL(real.endpoint).host}`;
          await real.unsubscribe();
        } catch (error) {
          call.real = `refused: ${(error as Error).name}: ${(error as Error).message}`;
        }
        localStorage.setItem("test-push-subscribed", "1");
        localStorage.setItem("test-push-key", call.key);
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        localStorage.getItem("test-push-subscribed") ? (fake as unknown as PushSubscription) : null;
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.authSecret },
  );
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [newUser("push"), { ...newUser("push"), fullName: "Bruno Push" }];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  const postId = await publishPost(ana, "Toby espera noticias 🐶");

  // The worker is registered and active.
  const scriptUrl = await ana.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptUrl!).pathname).toBe("/sw.js");

  // /activity offers push; visiting asks nothing.
  await ana.goto("/activity");
  const toggle = ana.getByTestId("push-toggle");
  await expect(toggle).toHaveAttribute("data-state", "off");
  await expect(toggle).toContainText("Te avisaremos de mensajes, matches, comentarios");
  expect(
    await ana.evaluate(
      () => (window as unknown as { pushLog: { permissionRequests: number } }).pushLog.permissionRequests,
    ),
  ).toBe(0);
  await toggle.getByRole("button", { name: "Activar notificaciones en este dispositivo" }).click();
  await expect(ana.getByText("Notificaciones activadas")).toBeVisible();
  await expect(toggle).toHaveAttribute("data-state", "on");
  await expect(toggle.getByRole("button", { name: "Desactivar notificaciones en este dispositivo" })).toBeVisible();
  const log = await ana.evaluate(
    () =>
      (
        window as unknown as {
          pushLog: {
            permissionRequests: number;
            subscribeCalls: Array<{ key: string; userVisibleOnly: boolean; real: string }>;
          };
        }
      ).pushLog,
  );
  expect(log.permissionRequests).toBe(1);
  expect(log.subscribeCalls).toHaveLength(1);
  expect(log.subscribeCalls[0]).toMatchObject({
    userVisibleOnly: true,
    key: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
  });
  test.info().annotations.push({ type: "real pushManager.subscribe", description: log.subscribeCalls[0]!.real });
  const serverKey = log.subscribeCalls[0]!.key;

  // Bruno comments: Ana's device gets the push, signed with the key the page subscribed with.
  await comment(bruno, postId, "¡Qué guapo!");
  const push = await service.nth(1);
  expect(push.path).toBe(new URL(endpoint).pathname);
  expect(push.headers["content-encoding"]).toBe("aes128gcm");
  const vapid = verifyVapid(push.headers.authorization);
  expect(vapid.publicKey).toBe(serverKey);
  expect(vapid.claims.aud).toBe(service.origin);
  const plaintext = decryptPush(push.body, keys);
  const payload = JSON.parse(plaintext);
  expect(payload).toEqual({
    title: "Nuevo comentario",
    body: "Bruno Push comentó tu publicación",
    url: `/p/${postId}`,
    tag: expect.stringMatching(/^comment:/),
  });

  // The worker shows that payload as a notification carrying the page to open.
  const cdp = await first.newCDPSession(ana);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && new URL(entry.scopeURL).pathname === "/");
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(ana.url()).origin,
    registrationId: await registration,
    data: plaintext,
  });
  await expect
    .poll(() =>
      ana.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          icon: shown.icon,
          url: shown.data?.url,
        })),
      ),
    )
    .toEqual([
      {
        title: "Nuevo comentario",
        body: "Bruno Push comentó tu publicación",
        icon: expect.stringMatching(/\/pwa-icon\/192\.png$/),
        url: `/p/${postId}`,
      },
    ]);

  // The push service says the subscription is gone: the server forgets it, and pushes nothing more.
  service.answer(410);
  await comment(bruno, postId, "¿Sigues ahí?");
  await service.nth(2);
  service.answer(201);
  await comment(bruno, postId, "Hola otra vez");
  await expectNoPushBeyond(2);

  // Back on /activity the browser still holds its subscription, so the page stores it again; then Ana
  // turns push off on this device, and nothing more arrives.
  await ana.goto("/activity");
  await expect(toggle).toHaveAttribute("data-state", "on");
  expect(
    await ana.evaluate(() => (window as unknown as { pushLog: { subscribeCalls: unknown[] } }).pushLog.subscribeCalls),
  ).toHaveLength(0);

  // After the operators rotate the VAPID keys, a subscription made with the old key is made again with
  // the server's key on the next visit, without asking anything (permission was granted).
  await ana.evaluate(() =>
    localStorage.setItem(
      "test-push-key",
      "BOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOldKeyOld",
    ),
  );
  await ana.goto("/activity");
  await expect(toggle).toHaveAttribute("data-state", "on");
  const renewed = await ana.evaluate(
    () =>
      (window as unknown as { pushLog: { permissionRequests: number; subscribeCalls: Array<{ key: string }> } })
        .pushLog,
  );
  expect(renewed.permissionRequests).toBe(0);
  expect(renewed.subscribeCalls.map((call) => call.key)).toEqual([serverKey]);
  await comment(bruno, postId, "Ya te llega");
  expect(JSON.parse(decryptPush((await service.nth(3)).body, keys))).toMatchObject({ title: "Nuevo comentario" });
  await toggle.getByRole("button", { name: "Desactivar notificaciones en este dispositivo" }).click();
  await expect(ana.getByText("Notificaciones desactivadas")).toBeVisible();
  await expect(toggle).toHaveAttribute("data-state", "off");
  await comment(bruno, postId, "Último");
  await expectNoPushBeyond(3);
  await first.close();
  await second.close();
});

test("without notification permission the page says how to allow them, and offers no button", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "denied" }));
  const page = await context.newPage();
  await signUp(page, newUser("push"));
  await page.goto("/activity");
  await expect(page.getByTestId("push-toggle")).toHaveAttribute("data-state", "denied");
  await expect(page.getByTestId("push-toggle")).toContainText(
    "Este navegador tiene bloqueadas las notificaciones de Patitas",
  );
  await expect(page.getByTestId("push-toggle").getByRole("button")).toHaveCount(0);
  await context.close();
});
