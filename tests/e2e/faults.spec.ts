import { expect, test } from "./fixtures";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { startFakeSmtp, type FakeSmtp } from "../fake-smtp";
import { pngBuffer } from "./helpers";
import { adminSql, databaseUrl, postgresUrl, signInOn, startInstance, stopInstance, type Instance } from "./instances";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

// Issue 12, faults: one `npm start` whose PostgreSQL (through a relay that can be cut), SMTP server and
// S3 storage are taken away and brought back while a user works. Each fault gets a translated answer,
// nothing half-written, and service comes back by itself, without restarting the app.

const database = `patitas_faults_${Date.now()}`;
const unavailable = "El servicio no está disponible en este momento";
let proxy: TcpProxy;
let smtp: FakeSmtp;
let s3: S3rver;
let s3Port = 0;
let s3Dir = "";
let instance: Instance;

async function startS3(): Promise<void> {
  s3 = new S3rver({
    port: s3Port,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: "patitas-faults", configs: [] }],
  });
  s3Port = (await s3.run()).port;
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await adminSql(`create database ${database}`);
  const target = new URL(postgresUrl);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  smtp = await startFakeSmtp();
  s3Dir = mkdtempSync(path.join(os.tmpdir(), "patitas-faults-s3-"));
  await startS3();
  instance = await startInstance(3900 + Math.floor(Math.random() * 90), {
    DATABASE_URL: databaseUrl(database, proxy.port),
    NEXTAUTH_SECRET: "faults-faults-faults-faults-secret",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_RETRY_SECONDS: "1",
    S3_BUCKET: "patitas-faults",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
});

test.afterAll(async () => {
  if (instance) await stopInstance(instance);
  await proxy?.close();
  await smtp?.down();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  await adminSql(`drop database if exists ${database} with (force)`);
});

test("PostgreSQL going away mid-session: a comment is refused with the translated message, pages show the error page or say so in place, and all work again once it is back", async ({
  browser,
}) => {
  const { context, page } = await signInOn(browser, instance, "lucia@patitas.dev");
  const postId = await page.getByTestId("post-card").first().getAttribute("data-post-id");
  await page.goto(`/p/${postId}`);
  const text = `Comentario durante el corte ${Date.now()}`;
  await page.getByLabel("Escribe un comentario").fill(text);

  await proxy.cut();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText(unavailable)).toBeVisible();
  const during = await context.newPage();
  await during.goto("/activity");
  await expect(during.getByRole("heading", { name: "Algo salió mal" })).toBeVisible();
  // /home is a shell (decision 029): it still opens, and its feed says what is wrong, with a retry.
  const feed = await context.newPage();
  await feed.goto("/home");
  await expect(feed.getByTestId("feed-error")).toContainText(unavailable);

  await proxy.restore();
  // The same click, the same server process: the pool opens new connections by itself.
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("comments-list")).toContainText(text);
  await during.reload();
  await expect(during.getByRole("heading", { name: "Actividad" })).toBeVisible();
  await feed.getByTestId("feed-error").getByRole("button", { name: "Reintentar" }).click();
  await expect(feed.getByTestId("post-card").first()).toBeVisible();
  // Written once: the refused attempt left nothing behind.
  await page.reload();
  await expect(page.getByTestId("comments-list").getByText(text)).toHaveCount(1);
  await context.close();
});

test("SMTP down: the reset request is answered as usual, and the mail goes out once SMTP is back", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: instance.url, locale: "es-ES" });
  const page = await context.newPage();
  await smtp.down();
  await page.goto("/auth/forgot");
  await page.getByLabel("Correo electrónico").fill("carlos.bcn@patitas.dev");
  await page.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(page.getByRole("status")).toContainText("Si existe una cuenta con ese correo");
  expect(smtp.received.filter((mail) => mail.to.includes("carlos.bcn@patitas.dev"))).toHaveLength(0);

  await smtp.up();
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes("carlos.bcn@patitas.dev")).length, { timeout: 30_000 })
    .toBe(1);
  expect(smtp.received.find((mail) => mail.to.includes("carlos.bcn@patitas.dev"))!.data).toContain("/auth/reset");
  await context.close();
});

test("S3 unreachable during an upload: the composer says so and keeps the post open, and the same photo goes up once S3 is back", async ({
  browser,
}) => {
  const { context, page } = await signInOn(browser, instance, "javi.perruno@patitas.dev");
  const text = `Foto durante el corte de S3 ${Date.now()}`;
  await page.getByTestId("create-post-open").click();
  const dialog = page.getByRole("dialog", { name: "Nueva publicación" });
  await dialog.getByLabel("Texto").fill(text);

  // The photo is uploaded as soon as it is chosen.
  await s3.close();
  const photo = { name: "foto.png", mimeType: "image/png", buffer: await pngBuffer() };
  await page.getByTestId("post-media-input").setInputFiles(photo);
  await expect(page.getByText(unavailable)).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Quitar (archivo|la foto 1)$/ })).toHaveCount(0);

  await startS3();
  await page.getByTestId("post-media-input").setInputFiles(photo);
  await expect(dialog.getByRole("button", { name: /^Quitar (archivo|la foto 1)$/ })).toBeVisible();
  await dialog.getByTestId("publish-post").click();
  await expect(page.getByText("¡Publicación creada!")).toBeVisible();
  const card = page.getByTestId("post-card").filter({ hasText: text });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("post-image")).toBeVisible();
  await context.close();
});
