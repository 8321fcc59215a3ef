import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Liveness and database reachability, for load balancers and the test runner. */
export async function GET() {
  try {
    await pingDatabase();
    return NextResponse.json({ ok: true });
  } catch (error) {
    console.error("Health check failed", error);
    return NextResponse.json({ ok: false }, { status: 503 });
  }
}
