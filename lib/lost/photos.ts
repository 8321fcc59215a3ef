import "server-only";
import { AppError } from "@/lib/errors";
import { assertOwnedMedia } from "@/lib/media/uploads";

/**
 * Each photo must be an image this user uploaded: to the lost folder, or to the pets folder (a lost
 * pet's photos come from its profile). A URL from anywhere else reads as the field's error.
 */
export async function assertCasePhotos(userId: string, urls: readonly string[], field = "photos"): Promise<void> {
  for (const [index, url] of urls.entries()) {
    const media = await assertOwnedMedia(userId, url, "lost")
      .catch(() => assertOwnedMedia(userId, url, "pets"))
      .catch((error: unknown) => {
        if (error instanceof AppError)
          throw new AppError(error.code, error.messageKey, {
            [`${field}.${index}`]: error.messageKey,
            [field]: error.messageKey,
          });
        throw error;
      });
    if (media.kind !== "image")
      throw new AppError("validation", "lost.errors.photoInvalid", { [field]: "lost.errors.photoInvalid" });
  }
}
