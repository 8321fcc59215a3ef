import { viewerDataRoute } from "@/lib/http/viewer-data-route";
import { viewerLayerView } from "@/lib/views/viewer-layer";

export const dynamic = "force-dynamic";

/**
 * GET /api/viewer?posts=id,…&users=id,…&products=id,… → the per-viewer layer of a cached public page
 * (decision 032): the header's counts, liked- and saved-by-me of the page's posts, its favourite
 * products, and which of its people a block hides from the caller.
 */
export const GET = viewerDataRoute("Viewer layer", viewerLayerView);
