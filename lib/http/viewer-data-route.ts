import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse } from "./responses";
import { withRouteErrors } from "./route-errors";

/**
 * A GET route that answers a shell page's per-viewer part as JSON (decisions 029, 032): the session and
 * the username checked here, the query handed to `load` as it came (its zod schema throws an AppError,
 * answered 400 by withRouteErrors), the answer private to the caller and never cached. A cross-site page
 * cannot read it (same-origin JSON, no CORS headers). Banned users have no session: 401.
 */
export function viewerDataRoute<T>(name: string, load: (user: CurrentUser, query: Record<string, string>) => Promise<T>) {
  return withRouteErrors(name, async (request: Request): Promise<Response> => {
    const user = await getCurrentUser();
    if (!user) return errorResponse("unauthorized", errorKeys.unauthorized);
    if (!user.username) return errorResponse("forbidden", "auth.username.required");
    const data = await load(user, Object.fromEntries(new URL(request.url).searchParams));
    return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
  });
}
