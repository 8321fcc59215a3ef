import type { SQL } from "drizzle-orm";
import { sessionBanNotice } from "@/lib/auth/ban-notice";
import { currentUserWith, type CurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse } from "./responses";
import { withRouteErrors } from "./route-errors";

/**
 * A shell page's per-viewer part (decisions 029, 032), read in the session's own statement: `parse` reads
 * the query (its zod schema throws an AppError, answered 400), `columns` what the statement reads of the
 * confirmed caller besides their session, `answer` the JSON from the user and that row.
 */
export interface ViewerDataView<Query, Row, Answer> {
  /** The statement's name (planned once per connection). */
  statement: string;
  parse(query: Record<string, string>): Query;
  columns(userId: string, query: Query): SQL;
  answer(user: CurrentUser, row: Row, query: Query): Answer | Promise<Answer>;
}

/**
 * A GET route that answers a view as JSON: the session checked here, in the same round trip as the view's
 * own columns (decision 058), the username checked, the answer private to the caller and never cached. A
 * cross-site page cannot read it (same-origin JSON, no CORS headers). Banned users have no session: 401, with
 * the code `banned` when the cookie is a banned member's (their page then shows them why).
 */
export function viewerDataRoute<Query, Row extends object, Answer>(
  name: string,
  view: ViewerDataView<Query, Row, Answer>,
) {
  return withRouteErrors(name, async (request: Request): Promise<Response> => {
    const query = view.parse(Object.fromEntries(new URL(request.url).searchParams));
    const found = await currentUserWith<Row>(view.statement, (userId) => view.columns(userId, query));
    if (!found)
      return (await sessionBanNotice())
        ? errorResponse("banned", errorKeys.banned)
        : errorResponse("unauthorized", errorKeys.unauthorized);
    if (!found.user.username) return errorResponse("forbidden", "auth.username.required");
    const data = await view.answer(found.user, found.row, query);
    return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
  });
}
