import "server-only";
import { log } from "@/server/shared/log";
import * as z from "zod/mini";
import { getCurrentUser } from "@/lib/auth/session";
import { isServiceUnavailable } from "@/lib/db/errors";
import { AppError, errorKeys } from "@/lib/errors";
import { errorResponse, readBoundedBody } from "@/lib/http/responses";
import { MAX_VIDEO_BYTES, uploadFolders } from "./limits";
import { sweepOrphanUploadsNow } from "./sweep";
import { storeUpload } from "./uploads";
import { countHit, countRefusal } from "@/lib/rate-limit";

/** The largest upload plus room for the multipart envelope and the folder field. */
const MAX_BODY_BYTES = MAX_VIDEO_BYTES + 1024 * 1024;
const UPLOADS_PER_HOUR = 60;
const folderSchema = z.enum(uploadFolders);

/**
 * POST /api/uploads: multipart `{ file, folder }` → 201 UploadedMedia (docs/product-spec.md §7 storage upload). The
 * route (app/api/uploads/route.ts) wraps it in withRouteErrors.
 */
export async function handleUpload(request: Request): Promise<Response> {
  const user = await getCurrentUser();
  if (!user?.username) return errorResponse("unauthorized", errorKeys.unauthorized);

  // Refuse an oversized body before reading it; the size is checked again on what actually arrived.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return errorResponse("validation", "media.errors.tooLarge", 413);

  if ((await countHit(`upload:user:${user.id}`, 3600)) > UPLOADS_PER_HOUR) {
    countRefusal("upload");
    return errorResponse("rate_limited", "media.errors.tooMany");
  }

  let body: Awaited<ReturnType<typeof readBoundedBody>>;
  try {
    body = await readBoundedBody(request, MAX_BODY_BYTES);
  } catch {
    // The client went away mid-upload.
    return errorResponse("validation", "media.errors.uploadFailed");
  }
  if (body === "too-large") return errorResponse("validation", "media.errors.tooLarge", 413);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return errorResponse("validation", "media.errors.noFile");
  }

  const folder = z.safeParse(folderSchema, form.get("folder"));
  if (!folder.success) return errorResponse("validation", errorKeys.validation);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return errorResponse("validation", "media.errors.noFile");

  try {
    const media = await storeUpload(user.id, folder.data, Buffer.from(await file.arrayBuffer()));
    // At most every 6 hours, somewhere: the uploads of a day ago that nothing uses go (lib/media/sweep.ts).
    sweepOrphanUploadsNow();
    return Response.json(media, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) {
      return errorResponse(
        error.code,
        error.messageKey,
        error.messageKey === "media.errors.tooLarge" ? 413 : undefined,
      );
    }
    // Storage out of reach (S3 down): 503, and nothing was recorded (an upload has no row until a post,
    // pet or profile uses its URL; a half-stored image's object is swept after 24 h).
    if (isServiceUnavailable(error)) return errorResponse("unavailable", errorKeys.unavailable);
    log.error({ err: error }, "Upload failed");
    return errorResponse("internal", "media.errors.uploadFailed");
  }
}
