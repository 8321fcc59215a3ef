// Uploads one file to /api/uploads from the browser. XMLHttpRequest rather than fetch: only it reports
// upload progress, which matters for 50 MB videos on a phone.
import type { UploadedMedia, UploadFolder } from "./limits";

/**
 * Resolves with the stored media; rejects with an Error whose message is a message key: the server's
 * (e.g. "media.errors.invalidType"), "errors.network" when the request never completed, or
 * "media.errors.uploadFailed" for an answer without one.
 */
export function uploadFile(
  file: File,
  folder: UploadFolder,
  onProgress?: (fraction: number) => void,
): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/uploads");
    request.responseType = "json";
    if (onProgress) {
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener("load", () => {
      const body = request.response as
        (UploadedMedia & { error?: undefined }) | { error?: { message?: unknown } } | null;
      if (request.status === 201 && body && !body.error) {
        onProgress?.(1);
        resolve(body as UploadedMedia);
        return;
      }
      const message = body?.error?.message;
      if (typeof message === "string") reject(new Error(message));
      else if (request.status === 413) reject(new Error("media.errors.tooLarge"));
      else reject(new Error("media.errors.uploadFailed"));
    });
    request.addEventListener("error", () => reject(new Error("errors.network")));
    request.addEventListener("abort", () => reject(new Error("errors.network")));
    request.addEventListener("timeout", () => reject(new Error("errors.network")));
    const form = new FormData();
    form.append("folder", folder);
    form.append("file", file);
    request.send(form);
  });
}
