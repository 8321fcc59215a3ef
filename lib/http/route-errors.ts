import { log } from "@/server/shared/log";
import { isServiceUnavailable } from "@/lib/db/errors";
import { AppError, errorKeys } from "@/lib/errors";
import { errorResponse } from "./responses";

/**
 * Wraps a route handler so that what it did not answer itself still gets the app's JSON error: an
 * AppError its domain code threw (bad input, refused) answers its own code and message key; 503 with
 * the translated "unavailable" message when the database or storage is out of reach (a restart), else a
 * logged 500. Next's default would be an HTML error page to a client that asked for JSON.
 */
export function withRouteErrors<Args extends unknown[]>(
  name: string,
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (error instanceof AppError) return errorResponse(error.code, error.messageKey);
      if (isServiceUnavailable(error)) {
        log.error({ err: error, route: name }, "A route could not reach a service");
        return errorResponse("unavailable", errorKeys.unavailable);
      }
      log.error({ err: error, route: name }, "A route failed");
      return errorResponse("internal", errorKeys.generic);
    }
  };
}
