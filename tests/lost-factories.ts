// Lost & found cases for tests: a valid report's input (with a photo really uploaded by the reporter)
// and a case created through the same write the action uses.
import { createLostCase } from "@/lib/lost/reports";
import type { ReportInput, ReportValues } from "@/lib/lost/schemas";
import { reportSchema } from "@/lib/lost/schemas";
import { uploadTestImage } from "./post-factories";

/** Gazetteer ids of the bundled places the tests use (db/migrations ship them with fixed ids). */
export const PLACES = { madrid: 1, barcelona: 2, leganes: 1268, alcorcon: 1271, getafe: 1272 } as const;

/** A report's raw input as the form sends it: a lost brown medium dog in Madrid, seen an hour ago. */
export async function reportInput(userId: string, overrides: Partial<ReportInput> = {}): Promise<ReportInput> {
  const photo = await uploadTestImage(userId, "lost");
  return {
    kind: "lost",
    name: "Toby",
    species: "dog",
    sex: "male",
    size: "medium",
    colours: ["brown", "white"],
    description: "Friendly, wears a red collar.",
    photos: [photo.url],
    lastSeenAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    placeId: PLACES.madrid,
    ...overrides,
  };
}

/** A case reported by `userId` (written directly, as the action would after its checks). */
export async function createTestCase(
  userId: string,
  overrides: Partial<ReportInput> = {},
): Promise<{ id: string; matches: number }> {
  const values: ReportValues = reportSchema.parse(await reportInput(userId, overrides));
  return createLostCase({ id: userId }, values);
}
