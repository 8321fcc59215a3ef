import { viewerDataRoute } from "@/lib/http/viewer-data-route";
import { loadViewerLayer } from "@/lib/views/viewer-layer";

export const dynamic = "force-dynamic";

/**
 * GET /api/viewer?posts=id,…&users=id,… → the per-viewer layer of a cached hashtag or post page
 * (decision 032): the header's counts, liked-by-me of the page's posts, and which of its people a block
 * hides from the caller.
 */
export const GET = viewerDataRoute("Viewer layer", loadViewerLayer);
