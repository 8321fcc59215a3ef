// Signs in through next-auth's credentials endpoint, as the browser does, for the measuring scripts
// (bench, bench:realtime, measure-first-load). Returns the Cookie header of the signed-in session.

/** `name=value` pairs of the Set-Cookie headers of a response. */
function cookiesOf(response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
}

export async function logIn(base, email, password = "patitas-demo") {
  // A browser signs in from the sign-in page, whose answer sets the language cookie (NEXT_LOCALE). Without
  // it, the proxy sets that cookie on every later request, and Next.js answers each server action with a
  // render of the whole page (a changed cookie counts as a revalidation): ~100 kB and 40–70 ms per like
  // instead of ~110 bytes and ~20 ms, which no real visitor costs.
  const pageCookies = cookiesOf(await fetch(`${base}/auth`, { redirect: "manual" }));
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  const csrfCookies = [...pageCookies, ...cookiesOf(csrfResponse)];
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: csrfCookies.join("; "),
      Origin: base,
      "X-Auth-Return-Redirect": "1",
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: `${base}/home` }),
  });
  const session = cookiesOf(response).find((cookie) => /next-auth\.session-token=/.test(cookie));
  if (!session) throw new Error(`Login as ${email} failed (HTTP ${response.status}): is the database seeded?`);
  return [...csrfCookies, session].join("; ");
}
