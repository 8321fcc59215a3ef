import "server-only";
import { log } from "@/server/shared/log";
import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/client";

/** GET /api/health: liveness and database reachability, for load balancers and the test runner. */
export async function healthResponse(): Promise<Response> {
  try {
    await pingDatabase();
    return NextResponse.json({ ok: true });
  } catch (error) {
    log.error({ err: error }, "Health check failed");
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}
