"use server";

import { userAction } from "@/lib/auth/action-builder";
import { searchPets, searchUsers, type DiscoverPage, type DiscoverPet, type DiscoverUser } from "./queries";
import { discoverRequestSchema } from "./schemas";

/** The next page of a discover search ("show more"). */
export const discoverAction = userAction
  .input(discoverRequestSchema)
  .action(({ actor, input }): Promise<DiscoverPage<DiscoverPet> | DiscoverPage<DiscoverUser>> =>
    input.tab === "pets" ? searchPets(actor.id, input) : searchUsers(actor.id, input),
  );
