/* @no-database
 * The value lists that browser forms need (they cannot load lib/db) against the database's enums
 * (lib/db/schema/enums.ts, where the types are derived): a member added on one side only fails here.
 */
import { guideStatus, guideTopic, matchType, petGender, petSize, species, staffRole } from "@/lib/db/schema/enums";
import { GUIDE_STATUSES, GUIDE_TOPICS } from "@/lib/guides/fields";
import { matchModes } from "@/lib/matches/schemas";
import { petGenderValues, petSizeValues, petSpeciesValues } from "@/lib/pets/fields";
import { roleSchema } from "@/lib/admin/schemas";

const sorted = (values: readonly string[]) => [...values].sort();

it.each([
  ["pet species", petSpeciesValues, species.enumValues],
  ["pet gender", petGenderValues, petGender.enumValues],
  ["pet size", petSizeValues, petSize.enumValues],
  ["match modes", matchModes, matchType.enumValues],
  ["guide topics", GUIDE_TOPICS, guideTopic.enumValues],
  ["guide statuses", GUIDE_STATUSES, guideStatus.enumValues],
  ["staff roles (and 'none')", roleSchema.shape.role.options.filter((role) => role !== "none"), staffRole.enumValues],
])("%s hold exactly the enum's members", (_, list, members) => {
  expect(sorted(list)).toEqual(sorted(members));
});
