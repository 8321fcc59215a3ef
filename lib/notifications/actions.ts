"use server";

import { requireUser } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { listActivity, type ActivityPage } from "./queries";
import { markAllNotificationsRead } from "./read";

// A signed-in, not banned user with a username (requireUser); each function reads only the actor's rows.

export async function markAllReadAction(): Promise<ActionResult<{ marked: number }>> {
  return runAction(async () => markAllNotificationsRead((await requireUser()).id));
}

export async function loadActivityAction(raw: unknown): Promise<ActionResult<ActivityPage>> {
  return runAction(async () => listActivity((await requireUser()).id, raw));
}
