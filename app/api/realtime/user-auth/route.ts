import { getCurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse, readBoundedBody } from "@/lib/http/responses";
import { withRouteErrors } from "@/lib/http/route-errors";
import { listWatchlist } from "@/lib/messages/watchlist";
import { authenticateRealtimeUser } from "@/lib/realtime/authenticate";

// A socket id fits many times over.
const MAX_BODY_BYTES = 2048;

/**
 * POST socket_id (form-encoded, as pusher-js sends it on pusher.signin()) → { auth, user_data }: the
 * signed user data the realtime server checks before binding the socket to the caller and their device
 * session. 403 for anyone signed out, banned or whose session ended; 400 for malformed input.
 */
export const POST = withRouteErrors("Realtime user authentication", async (request: Request): Promise<Response> => {
  const user = await getCurrentUser();
  if (!user?.username) return errorResponse("forbidden", errorKeys.forbidden);

  let body: Awaited<ReturnType<typeof readBoundedBody>>;
  try {
    body = await readBoundedBody(request, MAX_BODY_BYTES);
  } catch {
    return errorResponse("validation", errorKeys.validation);
  }
  if (body === "too-large") return errorResponse("validation", errorKeys.validation, 413);
  const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));

  // Malformed input throws an AppError before the watchlist is read: withRouteErrors answers it (400).
  return Response.json(await authenticateRealtimeUser(user, form, listWatchlist), {
    headers: { "Cache-Control": "no-store" },
  });
});
