import { getCurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse } from "@/lib/http/responses";
import { withRouteErrors } from "@/lib/http/route-errors";
import { loadHomeView } from "@/lib/posts/home-view";

export const dynamic = "force-dynamic";

/**
 * GET /api/home?mode=all|following&wide=0|1 → the /home shell's per-viewer part as JSON (decision 029):
 * feed, badges, cart, reminder, suggestions. A route handler, not a server action: an action pays for
 * Next.js's page machinery on every call, which capped this request at ~8 % of /api/health. Private to
 * the caller and never cached; a cross-site page cannot read it (same-origin JSON, no CORS).
 */
export const GET = withRouteErrors("Home view", async (request: Request): Promise<Response> => {
  const user = await getCurrentUser();
  if (!user) return errorResponse("unauthorized", errorKeys.unauthorized);
  if (!user.username) return errorResponse("forbidden", "auth.username.required");
  // Bad input throws an AppError, which withRouteErrors answers as 400 with its message key.
  const view = await loadHomeView(user, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(view, { headers: { "Cache-Control": "private, no-store" } });
});
