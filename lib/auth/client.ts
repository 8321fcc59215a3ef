// The two calls the browser makes to next-auth's REST endpoints (next-auth.js.org/getting-started/rest-api),
// written out instead of importing next-auth/react, which would ship its session machinery to every page.
import { forgetLastFeed } from "@/lib/pwa/last-feed";

async function csrfToken(): Promise<string> {
  const response = await fetch("/api/auth/csrf", { cache: "no-store" });
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function postForm(path: string, fields: Record<string, string>): Promise<{ url?: string }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" }),
  });
  return (await response.json()) as { url?: string };
}

/** Signs in with e-mail and password; `error` is the code the server's authorize() refused with. */
export async function signInWithPassword(email: string, password: string): Promise<{ error: string | null }> {
  try {
    const { url } = await postForm("/api/auth/callback/credentials", {
      email,
      password,
      callbackUrl: window.location.href,
    });
    return { error: url ? new URL(url, window.location.href).searchParams.get("error") : "generic" };
  } catch {
    return { error: "network" };
  }
}

/** Ends the session cookie, then loads `callbackUrl` (a full load, so no signed-in UI survives). */
export async function signOutTo(callbackUrl: string): Promise<void> {
  // The offline page's copy of the feed belongs to this account, not to whoever uses the browser next.
  forgetLastFeed();
  const { url } = await postForm("/api/auth/signout", { callbackUrl });
  window.location.assign(url ?? callbackUrl);
}
