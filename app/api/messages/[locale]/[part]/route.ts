import * as z from "zod";
import { errorKeys } from "@/lib/errors";
import { errorResponse } from "@/lib/http/responses";
import { withRouteErrors } from "@/lib/http/route-errors";
import { MESSAGE_PARTS, MESSAGES_VERSION, type MessagePart } from "@/lib/i18n/message-parts";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { routing } from "@/lib/i18n/routing";
import { catalogueOf } from "@/lib/i18n/translator";

const paramsSchema = z.object({
  locale: z.enum(routing.locales),
  part: z.enum(Object.keys(MESSAGE_PARTS) as [MessagePart, ...MessagePart[]]),
});

/**
 * GET /api/messages/{locale}/{part}?v={version} → the messages of a client part that loads on demand
 * (lib/i18n/message-parts.ts). Public, like the pages that show them. At the current version the address
 * is content-addressed, so browsers keep the answer for good; any other version gets a short life, so an
 * old page after a deploy still works without pinning a stale answer.
 */
export const GET = withRouteErrors(
  "Message part",
  async (request: Request, { params }: { params: Promise<{ locale: string; part: string }> }) => {
    const parsed = paramsSchema.safeParse(await params);
    if (!parsed.success) return errorResponse("not_found", errorKeys.notFound);
    const { locale, part } = parsed.data;
    // `next dev` reads edited catalogues without a new version: never kept there.
    const current =
      new URL(request.url).searchParams.get("v") === MESSAGES_VERSION && process.env.NODE_ENV === "production";
    return Response.json(pickMessages(catalogueOf(locale), MESSAGE_PARTS[part]), {
      headers: {
        "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
