import "server-only";
import { log } from "@/server/shared/log";
import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db/client";
import { checkMail } from "@/lib/mail/mailer";
import { checkRealtime } from "@/lib/realtime/publish";
import { checkStorage } from "@/lib/storage/storage";
import { isDraining } from "@/server/shared/front-door-contract";

/** A check that has not answered by then counts as down: a readiness probe must answer in time itself. */
const CHECK_TIMEOUT_MS = 3000;

export type CheckState = "up" | "down" | "off";
export type Readiness = {
  ok: boolean;
  draining: boolean;
  checks: { database: CheckState; storage: CheckState; mail: CheckState; realtime: CheckState };
};

type Probe = () => Promise<unknown>;

const probes: Record<keyof Readiness["checks"], Probe> = {
  database: pingDatabase,
  storage: checkStorage,
  mail: checkMail,
  realtime: checkRealtime,
};

async function run(name: string, probe: Probe, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([probe(), timeout]);
    return result === "off" ? "off" : "up";
  } catch (error) {
    // The reason goes to the server's log, not to the public answer (it may name hosts or users).
    log.error({ err: error, check: name }, "Readiness: a part is down");
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

/** Every dependency checked at once; ready when none is down and the process is not draining. */
export async function readiness({ checks = probes, timeoutMs = CHECK_TIMEOUT_MS } = {}): Promise<Readiness> {
  const names = Object.keys(checks) as (keyof Readiness["checks"])[];
  const states = await Promise.all(names.map((name) => run(name, checks[name], timeoutMs)));
  const result = Object.fromEntries(names.map((name, i) => [name, states[i]])) as Readiness["checks"];
  const draining = isDraining();
  return { ok: !draining && states.every((state) => state !== "down"), draining, checks: result };
}

/** GET /api/ready: 200 when this process should get traffic, 503 (with what is down) when not. */
export async function readinessResponse(): Promise<Response> {
  const body = await readiness();
  return NextResponse.json(body, { status: body.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
