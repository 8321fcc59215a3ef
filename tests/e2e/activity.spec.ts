import { expect, test } from "./fixtures";
import { followBack, newUser, publishPost, signUp } from "./helpers";

// /activity from real notifications (decision 016): rows, counters, filters as links, mark all read and
// the bell; a kind turned off in the profile settings records nothing.

test("a follow, a like and a comment show on /activity with counters and links, mark all read clears them, and a turned-off kind adds nothing", async ({
  browser,
}) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("act"), fullName: "Ana Actividad" },
    { ...newUser("act"), fullName: "Bruno Actividad" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await ana.goto("/activity");
  await expect(ana.getByTestId("activity-empty")).toContainText("Aún no hay actividad");
  await expect(ana.getByText("Aún no tienes matches.")).toBeVisible();
  const postId = await publishPost(ana, "Toby en la playa 🐶");

  // The follow button and the heart answer optimistically: wait for the server's answer before moving
  // on, or leaving the page can cancel the request and its notification with it.
  await followBack(bruno, anaUser);
  await bruno.goto(`/p/${postId}`);
  const liked = bruno.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
  );
  await bruno.getByTestId("like-button").click();
  await expect(bruno.getByTestId("like-button")).toHaveAttribute("aria-pressed", "true");
  expect((await liked).ok()).toBe(true);
  await bruno.getByLabel("Escribe un comentario").fill("¡Qué guapo!");
  await bruno.getByRole("button", { name: "Enviar" }).click();
  await expect(bruno.getByTestId("comments-list")).toContainText("¡Qué guapo!");

  await ana.goto("/activity");
  await expect(ana.getByTestId("badge-notifications")).toHaveText("3");
  await expect(ana.getByTestId("activity-unread")).toHaveText("3 sin leer");
  const rows = ana.getByTestId("activity-row");
  await expect(rows).toHaveCount(3);
  expect(
    await rows.evaluateAll((links) =>
      links.map((link) => [link.getAttribute("data-kind"), link.getAttribute("data-unread")]),
    ),
  ).toEqual([
    ["comment", "true"],
    ["like", "true"],
    ["follow", "true"],
  ]);
  await expect(rows.nth(0)).toContainText("Bruno Actividad comentó tu publicación");
  await expect(rows.nth(0)).toContainText("“¡Qué guapo!”");
  await expect(rows.nth(0)).toContainText("Hace menos de 1h");
  await expect(rows.nth(1)).toHaveAttribute("href", `/p/${postId}`);
  await expect(rows.nth(2)).toHaveAttribute("href", `/u/${brunoUser.username}`);
  const counters = Object.fromEntries(
    await Promise.all(
      (["all", "match", "like", "comment"] as const).map(async (filter) => [
        filter,
        await ana.getByTestId(`activity-filter-${filter}`).getByTestId("activity-count").textContent(),
      ]),
    ),
  );
  expect(counters).toEqual({ all: "3", match: "0", like: "1", comment: "1" });

  // Filters are links: the like tab shows the like only.
  await ana.getByTestId("activity-filter-like").click();
  await expect(ana).toHaveURL(/\/activity\?filter=like$/);
  await expect(ana.getByTestId("activity-filter-like")).toHaveAttribute("aria-current", "page");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-kind", "like");
  await ana.getByTestId("activity-filter-match").click();
  await expect(ana.getByTestId("activity-empty")).toContainText("Aún no hay matches");

  // Mark all read: the highlights, the unread line and the bell all clear.
  await ana.getByTestId("activity-filter-all").click();
  await ana.getByTestId("mark-all-read").click();
  await expect(ana.getByTestId("activity-unread")).toHaveText("Estás al día");
  await expect(ana.locator('[data-testid="activity-row"][data-unread="true"]')).toHaveCount(0);
  await expect(ana.getByTestId("badge-notifications")).toHaveCount(0);
  await expect(ana.getByTestId("mark-all-read")).toHaveCount(0);

  // Comments turned off in the settings: Bruno's next comment records no notification.
  await ana.goto("/profile/edit");
  const comments = ana
    .getByTestId("notification-preferences")
    .getByRole("switch", { name: "Comentarios en tus publicaciones" });
  await expect(comments).toBeChecked();
  await ana.getByTestId("notification-preferences").getByText("Comentarios en tus publicaciones").click();
  await expect(ana.getByText("Preferencia guardada")).toBeVisible();
  await expect(comments).not.toBeChecked();
  await ana.reload();
  await expect(
    ana.getByTestId("notification-preferences").getByRole("switch", { name: "Comentarios en tus publicaciones" }),
  ).not.toBeChecked();
  await expect(
    ana.getByTestId("notification-preferences").getByRole("switch", { name: "Me gusta en tus publicaciones" }),
  ).toBeChecked();

  await bruno.getByLabel("Escribe un comentario").fill("¡Otra vez!");
  await bruno.getByRole("button", { name: "Enviar" }).click();
  await expect(bruno.getByTestId("comments-list")).toContainText("¡Otra vez!");
  await ana.goto("/activity");
  await expect(rows).toHaveCount(3);
  await expect(ana.getByTestId("activity-unread")).toHaveText("Estás al día");
  await expect(ana.getByTestId("badge-notifications")).toHaveCount(0);
  await first.close();
  await second.close();
});
