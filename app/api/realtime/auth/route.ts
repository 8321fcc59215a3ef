import { getCurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse, readBoundedBody } from "@/lib/http/responses";
import { authorizeChannel } from "@/lib/realtime/authorize";
import { withRouteErrors } from "@/lib/http/route-errors";

// A socket id and a channel name fit many times over.
const MAX_BODY_BYTES = 2048;

/**
 * POST socket_id + channel_name (form-encoded, as pusher-js sends them) → { auth[, channel_data] }:
 * the signature the realtime server checks before letting the socket subscribe. 403 for anyone
 * signed out or banned and for any channel but the caller's own; 400 for malformed input.
 */
export const POST = withRouteErrors("Realtime authorization", async (request: Request): Promise<Response> => {
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

  // A refused channel throws an AppError: withRouteErrors answers it with its code (403, 400).
  return Response.json(authorizeChannel(user, form), { headers: { "Cache-Control": "no-store" } });
});
