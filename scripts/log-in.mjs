// Signs in through next-auth's credentials endpoint, as the browser does, for the measuring scripts
// (bench, bench:realtime, measure-first-load). Returns the Cookie header of the signed-in session.

/** `name=value` pairs of the Set-Cookie headers of a response. */
function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
}

export async function logIn(base, email, password = "patitas-demo") {
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  const csrfCookies = cookiesOf(csrfResponse);
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookies.join("; "), Origin: base, "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: `${base}/home` }),
  });
  const session = cookiesOf(response).find((cookie) => /next-auth\.session-token=/.test(cookie));
  if (!session) throw new Error(`Login as ${email} failed (HTTP ${response.status}): is the database seeded?`);
  return [...csrfCookies, session].join("; ");
}
