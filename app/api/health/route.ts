import { healthResponse } from "@/lib/http/health-route";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and the test runner (lib/http/health-route.ts). */
export async function GET() {
  return healthResponse();
}
