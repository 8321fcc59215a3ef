import { viewerDataRoute } from "@/lib/http/viewer-data-route";
import { homeView } from "@/lib/views/home-view";

export const dynamic = "force-dynamic";

/**
 * GET /api/home?mode=all|following&wide=0|1 → the /home shell's per-viewer part as JSON (decision 029):
 * feed, badges, cart, reminder, suggestions. A route handler, not a server action: an action pays for
 * Next.js's page machinery on every call, which capped this request at ~8 % of /api/health.
 */
export const GET = viewerDataRoute("Home view", homeView);
