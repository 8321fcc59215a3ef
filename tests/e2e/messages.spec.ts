import { expect, test, type Page, type TestInfo } from "./fixtures";
import { builtInCredentials } from "../../server/shared/realtime-credentials";
import Pusher from "pusher";
import { followBack, newUser, signUp } from "./helpers";

// Two signed-in browsers on `npm start`'s built-in realtime server (decision 011).

test("a message appears live, the unread badge counts up and clears when the thread opens, the online dot follows the watchlist", async ({
  browser,
}, testInfo) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("chat"), fullName: "Ana Chat" },
    { ...newUser("chat"), fullName: "Bruno Chat" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);
  // This test failed once in CI (2026-11-30) with no badge on Bruno's header and no server error, and did not
  // fail again in 16 runs. One way to that symptom was found and closed since (the next test: a badge that
  // hydrated into a connection already live never caught up); should it fail again, its output says what
  // Bruno's socket and badge reads saw.
  traceRealtime(bruno, testInfo);

  // The badges are read again with a GET of the viewer's layer, never a server action: a page runs its
  // actions one at a time, so a read among them would hold up what the user presses.
  const brunoActions: string[] = [];
  bruno.on("request", (request) => {
    if (request.headers()["next-action"]) brunoActions.push(request.url());
  });
  const badgesRead = bruno.waitForRequest(
    (request) => request.method() === "GET" && /\/api\/viewer\?posts=&users=$/.test(request.url()),
  );

  // Bruno waits on /home; Ana opens the conversation from the URL the profile's "Mensaje" button uses.
  await bruno.goto("/home");
  await expect(bruno.getByTestId("badge-messages")).toHaveCount(0);
  await ana.goto(`/messages?with=${brunoUser.username}`);
  await expect(ana.getByText("No hay mensajes aún")).toBeVisible();
  const input = ana.getByPlaceholder("Escribe un mensaje…");
  await input.fill("   ");
  await expect(ana.getByTestId("chat-thread").getByRole("button", { name: "Enviar", exact: true })).toBeDisabled();
  await input.fill("¡Hola Bruno! 🐶");
  await input.press("Enter");
  await expect(ana.getByTestId("chat-bubble").filter({ hasText: "¡Hola Bruno! 🐶" })).toHaveAttribute(
    "data-status",
    "stored",
  );

  // Live on Bruno's header, without a reload.
  await expect(bruno.getByTestId("badge-messages")).toHaveText("1");
  await input.fill("¿Paseamos?");
  await ana.getByTestId("chat-thread").getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(bruno.getByTestId("badge-messages")).toHaveText("2");
  await badgesRead;
  expect(brunoActions).toEqual([]);

  await bruno.goto("/messages");
  const row = bruno.getByTestId(`conversation-${anaUser.username}`);
  await expect(row.getByTestId("conversation-unread")).toHaveText("2");
  await expect(row.getByTestId("online-dot")).toHaveAttribute("data-online", "true");
  await row.click();
  await expect(bruno.getByTestId("chat-bubble")).toHaveText([/¡Hola Bruno! 🐶/, /¿Paseamos\?/]);
  await expect(bruno.getByTestId("badge-messages")).toHaveCount(0);
  // Ana sees her messages read, and Bruno's answer arrives live.
  await expect(ana.getByTestId("read-receipt")).toHaveCount(2);
  await bruno.getByPlaceholder("Escribe un mensaje…").fill("¡Claro!");
  await bruno.keyboard.press("Enter");
  await expect(ana.getByTestId("chat-bubble").filter({ hasText: "¡Claro!" })).toBeVisible();
  await expect(bruno.getByTestId("chat-status")).toHaveText("En línea");

  // Ana leaves: her dot goes grey on Bruno's screen.
  await first.close();
  await expect(bruno.getByTestId("chat-status")).toContainText("Desconectado");
  await second.close();
});

test("a header badge whose code arrives after the connection is live still counts what came meanwhile", async ({
  browser,
}) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [newUser("chat"), newUser("chat")];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);
  await ana.goto(`/messages?with=${brunoUser.username}`);
  const input = ana.getByPlaceholder("Escribe un mensaje…");
  const send = async (text: string) => {
    await input.fill(text);
    await input.press("Enter");
    await expect(ana.getByTestId("chat-bubble").filter({ hasText: text })).toHaveAttribute("data-status", "stored");
  };
  await send("¡Hola!");

  // The header's badges are a lazy part: hold their code back until the conversation list's connection is
  // live and a message has come over it, as a slow phone can get them. Until then the badge is the
  // server's HTML (1).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await bruno.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("`badge-${")) await held;
    await route.fulfill({ response, body });
  });
  await bruno.goto("/messages");
  const row = bruno.getByTestId(`conversation-${anaUser.username}`);
  await expect(row.getByTestId("online-dot")).toHaveAttribute("data-online", "true");
  await expect(bruno.getByTestId("badge-messages")).toHaveText("1");
  await send("¿Estás?");
  await expect(row.getByTestId("conversation-unread")).toHaveText("2");
  await expect(bruno.getByTestId("badge-messages")).toHaveText("1");

  // The badge's code arrives into a live connection: it reads the counts it may have missed.
  release();
  await expect(bruno.getByTestId("badge-messages")).toHaveText("2");
  await first.close();
  await second.close();
});

/** What traceRealtime kept, by test, until the test has ended. */
const realtimeTraces = new Map<string, string[]>();

/**
 * Keeps what a page's realtime connection and badge reads did (socket frames, the sign-in and the viewer
 * layer's answers, with their time); the hook below prints it if the test fails.
 */
function traceRealtime(page: Page, testInfo: TestInfo) {
  const started = Date.now();
  const lines: string[] = [];
  realtimeTraces.set(testInfo.testId, lines);
  const note = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms ${line.slice(0, 300)}`);
  page.on("websocket", (socket) => {
    note(`socket ${socket.url()}`);
    socket.on("framesent", (frame) => note(`-> ${String(frame.payload)}`));
    socket.on("framereceived", (frame) => note(`<- ${String(frame.payload)}`));
    socket.on("close", () => note("socket closed"));
  });
  page.on("response", (response) => {
    if (/\/api\/(viewer|home|realtime)/.test(response.url())) note(`${response.status()} ${response.url()}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`page ${frame.url()}`);
  });
}

// Playwright hands a hook its fixtures as an object pattern, even when it uses none.
test.afterEach(({}, testInfo) => {
  const lines = realtimeTraces.get(testInfo.testId);
  realtimeTraces.delete(testInfo.testId);
  if (lines && testInfo.status !== testInfo.expectedStatus)
    console.log(`Realtime trace of "${testInfo.title}":\n${lines.join("\n")}`);
});

/**
 * The built-in realtime server's outage switch (REALTIME_TEST_CONTROL=1 in playwright.config.ts), a call
 * signed with the server's secret, which derives from the e2e NEXTAUTH_SECRET.
 */
function realtimeOutage(baseURL: string, down: boolean) {
  // The package JSON-encodes `body` itself; its types say string.
  return realtimeApi(baseURL).post({ path: "/test/outage", body: { down } as unknown as string });
}

/** The built-in realtime server's HTTP API, as the app's server calls it. */
function realtimeApi(baseURL: string) {
  const { hostname, port } = new URL(baseURL);
  // Bounded calls: a server that never answers fails here, by name, instead of hanging the test.
  return new Pusher({
    ...builtInCredentials("e2e-secret-e2e-secret-e2e-secret"),
    host: hostname,
    port,
    useTLS: false,
    timeout: 10_000,
  });
}

test("fault: with the realtime server stopped, five messages sent meanwhile reach the open thread once each, in order, when it is back", async ({
  browser,
  baseURL,
}) => {
  // Two sign-ups and two follows come first: on a loaded 2-core machine (load 13) they alone took over
  // two minutes, so only a real hang should fail this test.
  test.setTimeout(300_000);
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [ana, bruno] = [await first.newPage(), await second.newPage()];
  const [anaUser, brunoUser] = [
    { ...newUser("fault"), fullName: "Ana Fault" },
    { ...newUser("fault"), fullName: "Bruno Fault" },
  ];
  await signUp(ana, anaUser);
  await signUp(bruno, brunoUser);
  await followBack(ana, brunoUser);
  await followBack(bruno, anaUser);

  await ana.goto(`/messages?with=${brunoUser.username}`);
  await bruno.goto(`/messages?with=${anaUser.username}`);
  // Both sockets are live: each sees the other on the presence channel.
  await expect(bruno.getByTestId("chat-status")).toHaveText("En línea");
  await expect(ana.getByTestId("chat-status")).toHaveText("En línea");

  const texts = ["uno 🐾", "dos", "tres", "cuatro", "cinco"];
  try {
    expect((await realtimeOutage(baseURL!, true)).status).toBe(200);
    const input = ana.getByPlaceholder("Escribe un mensaje…");
    for (const text of texts) {
      await input.fill(text);
      await input.press("Enter");
      // Stored through the page's own HTTP request, with no socket to signal it.
      await expect(ana.getByTestId("chat-bubble").filter({ hasText: text })).toHaveAttribute("data-status", "stored");
    }
    await expect(ana.getByTestId("chat-bubble")).toHaveText(texts.map((text) => new RegExp(text)));
    // The server really was down: a publish through its API is refused. Not "Bruno shows nothing": his
    // page may fetch a stored message over HTTP meanwhile (the catch-up its socket's first connection
    // started, a focus), which is the product working, and made that check fail on a loaded machine.
    await expect(realtimeApi(baseURL!).trigger("fault-probe", "probe", {})).rejects.toMatchObject({ status: 503 });
  } finally {
    expect((await realtimeOutage(baseURL!, false)).status).toBe(200);
  }

  // pusher-js reconnects with its own back-off; when the socket is live again the thread fetches what
  // it missed, and merges by id: all five, once each, in the order they were sent.
  await expect(bruno.getByTestId("chat-bubble")).toHaveText(
    texts.map((text) => new RegExp(text)),
    { timeout: 45_000 },
  );
  await expect(bruno.getByTestId("chat-status")).toHaveText("En línea", { timeout: 45_000 });
  // And live again: a sixth arrives without any fetch of Bruno's.
  await ana.getByPlaceholder("Escribe un mensaje…").fill("seis");
  await ana.keyboard.press("Enter");
  await expect(bruno.getByTestId("chat-bubble")).toHaveText([...texts, "seis"].map((text) => new RegExp(text)));
  await expect(ana.getByTestId("chat-bubble")).toHaveText([...texts, "seis"].map((text) => new RegExp(text)));
  await first.close();
  await second.close();
});
