"use server";

import { accountAction } from "@/lib/auth/action-builder";
import { deleteAccount } from "./delete-account";
import { deleteAccountSchema } from "./schemas";

/** Profile settings: delete my account, confirmed by my password (decision 021). */
export const deleteAccountAction = accountAction
  .input(deleteAccountSchema)
  .action(({ actor, input }) => deleteAccount(actor, input));
