import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport] of [["mobile", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]]) {
  const page = await browser.newPage({ baseURL: "http://127.0.0.1:3530", locale: "es-ES", viewport });
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill("lucia@patitas.dev");
  await page.getByLabel("Contraseña").fill("patitas-demo");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL(/\/home$/);
  await page.getByTestId("post-list").waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/home-${name}.png` });
  // The shell alone, as it arrives before the viewer's part.
  await page.route(/\/home$/, async (route) => (route.request().method() === "POST" ? new Promise(() => {}) : route.continue()));
  await page.reload();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/home-shell-${name}.png` });
  await page.close();
}
await browser.close();
