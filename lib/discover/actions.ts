"use server";

import { requireUser } from "@/lib/auth/session";
import { parseInput, runAction, type ActionResult } from "@/lib/errors";
import { searchPets, searchUsers, type DiscoverPage, type DiscoverPet, type DiscoverUser } from "./queries";
import { discoverRequestSchema } from "./schemas";

/** The next page of a discover search ("show more"). */
export async function discoverAction(raw: unknown): Promise<ActionResult<DiscoverPage<DiscoverPet> | DiscoverPage<DiscoverUser>>> {
  return runAction(async () => {
    const user = await requireUser();
    const input = parseInput(discoverRequestSchema, raw);
    return input.tab === "pets" ? searchPets(user.id, input) : searchUsers(user.id, input);
  });
}
