import { log } from "@/server/shared/log";
import { getCurrentUser } from "@/lib/auth/session";
import { errorKeys } from "@/lib/errors";
import { errorResponse } from "@/lib/http/responses";
import { accountArchive } from "@/lib/privacy/export";
import { countHit, countRefusal } from "@/lib/rate-limit";
import { withRouteErrors } from "@/lib/http/route-errors";

// Reading every row and file of an account is heavy: a few downloads an hour are plenty.
const EXPORTS_PER_HOUR = 5;

/** GET → the signed-in user's data as a ZIP download (docs/decisions/021-privacy-tools.md). */
export const GET = withRouteErrors("Data export", async (): Promise<Response> => {
  const user = await getCurrentUser();
  if (!user) return errorResponse("unauthorized", errorKeys.unauthorized);
  if ((await countHit(`export:user:${user.id}`, 3600)) > EXPORTS_PER_HOUR) {
    countRefusal("export");
    return errorResponse("rate_limited", "privacy.errors.tooManyExports");
  }

  const archive = accountArchive(user.id);
  // Read the first chunk before answering: a database failure is a clean 500 here, not a cut-off download.
  let first: IteratorResult<Uint8Array>;
  try {
    first = await archive.next();
  } catch (error) {
    log.error({ err: error }, "Data export failed");
    return errorResponse("internal", "privacy.errors.exportFailed");
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      try {
        const next = await archive.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await archive.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="patitas-${user.username ?? "account"}-${day}.zip"`,
      "Cache-Control": "no-store",
    },
  });
});
