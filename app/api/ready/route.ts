import { readinessResponse } from "@/lib/http/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness, for load balancers and orchestrators (lib/http/readiness.ts): PostgreSQL, storage and, when
 * configured, SMTP and the realtime server; 503 while the server drains. /api/health stays the cheap
 * liveness check.
 */
export async function GET() {
  return readinessResponse();
}
