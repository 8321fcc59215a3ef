"use server";

import { requireAccount } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/errors";
import { deleteAccount } from "./delete-account";

/** Profile settings: delete my account, confirmed by my password (decision 021). */
export async function deleteAccountAction(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    await deleteAccount(await requireAccount(), input);
    return undefined;
  });
}
