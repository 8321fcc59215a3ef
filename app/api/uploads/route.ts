import { withRouteErrors } from "@/lib/http/route-errors";
import { handleUpload } from "@/lib/media/upload-route";

/** POST multipart `{ file, folder }` → 201 UploadedMedia (docs/product-spec.md §7 storage upload; lib/media/upload-route.ts). */
export const POST = withRouteErrors("Upload", handleUpload);
