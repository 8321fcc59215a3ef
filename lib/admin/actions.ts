"use server";

import { z } from "zod";
import { requireStaff } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { banUser, restoreUser } from "./users";

const targetSchema = z.object({ userId: z.uuid() });

/** Spec §6: ban and restore need moderator or admin. */
export async function banUserAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { userId } = parseInput(targetSchema, input);
    await banUser(staff.id, userId);
    return undefined;
  });
}

export async function restoreUserAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    const staff = await requireStaff("moderator");
    const { userId } = parseInput(targetSchema, input);
    await restoreUser(staff.id, userId);
    return undefined;
  });
}
