import { toast } from "@/components/ui/toast";

/**
 * The reason an upload failed, as a message key. uploadFile() rejects with the server's key; the upload
 * route answers an anonymous caller with the app-wide "unauthorized", which docs/product-spec.md §8 words for uploads.
 */
export function uploadFailureReason(failure: unknown): string {
  const key = failure instanceof Error && failure.message.includes(".") ? failure.message : "media.errors.uploadFailed";
  return key === "errors.unauthorized" ? "media.errors.notAuthenticated" : key;
}

/** docs/product-spec.md §8: every failed upload says 'Error al subir archivo', with the reason underneath. */
export function toastUploadFailure(t: (key: string) => string, failure: unknown): void {
  toast.error(t("media.errors.uploadFailedTitle"), { description: t(uploadFailureReason(failure)) });
}
