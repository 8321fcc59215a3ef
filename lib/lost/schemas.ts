// The one authority on Lost & found's input: the actions parse with it, the forms show its field errors
// (message keys under lost.errors). zod/mini, as the other areas' schemas.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { coordinatesSchema } from "@/lib/places/schemas";
import { optionalText, requiredText, text } from "@/lib/validation/text";
import {
  foundStates,
  LOST_LIMITS,
  lostColours,
  lostKinds,
  lostReportReasons,
  petGenderValues,
  petSizeValues,
  petSpeciesValues,
} from "./fields";

export const caseIdSchema = z.uuid("errors.notFound");

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment the browser sends as an ISO string: not in the future (a few minutes of clock skew aside), not older than `maxDays`. */
function pastMoment(maxDays: number) {
  return z.pipe(
    z.iso.datetime({ offset: true, message: "lost.errors.seenAtInvalid" }),
    z.transform((value, context) => {
      const at = new Date(value);
      const age = Date.now() - at.getTime();
      if (age < -10 * 60 * 1000)
        context.issues.push({ code: "custom", message: "lost.errors.seenAtFuture", input: value });
      else if (age > maxDays * DAY_MS)
        context.issues.push({ code: "custom", message: "lost.errors.seenAtTooOld", input: value });
      return at;
    }),
  );
}

/** A gazetteer place, required here: the case's city (the picker's id). */
const placeField = z
  .int("lost.errors.placeRequired")
  .check(z.positive("lost.errors.placeRequired"), z.lte(2_147_483_647, "places.errors.unknown"));

/** Where the device stood, if the reporter shared it: kept exact for the alerts only, shown rounded. */
const pointField = z.optional(z.nullable(coordinatesSchema));

const photoUrl = z
  .string("lost.errors.photoInvalid")
  .check(z.minLength(1, "lost.errors.photoInvalid"), z.maxLength(1000, "lost.errors.photoInvalid"));

const reportFields = z.object({
  kind: z.enum(lostKinds, "lost.errors.kindRequired"),
  foundState: z.optional(z.nullable(z.enum(foundStates, "lost.errors.foundStateRequired"))),
  petId: z.optional(z.nullable(z.uuid("lost.errors.petInvalid"))),
  name: optionalText(LOST_LIMITS.nameMax, "lost.errors.nameTooLong"),
  species: z.enum(petSpeciesValues, "lost.errors.speciesRequired"),
  sex: z.optional(z.nullable(z.enum(petGenderValues, "lost.errors.sexInvalid"))),
  size: z.optional(z.nullable(z.enum(petSizeValues, "lost.errors.sizeInvalid"))),
  colours: z._default(
    z.pipe(
      z.array(z.enum(lostColours, "lost.errors.colourInvalid")),
      z.transform((colours) => [...new Set(colours)]),
    ),
    [],
  ),
  colourNotes: optionalText(LOST_LIMITS.colourNotesMax, "lost.errors.colourNotesTooLong"),
  description: requiredText(
    LOST_LIMITS.descriptionMax,
    "lost.errors.descriptionRequired",
    "lost.errors.descriptionTooLong",
  ),
  photos: z.pipe(
    z
      .array(photoUrl)
      .check(
        z.minLength(1, "lost.errors.photosRequired"),
        z.maxLength(LOST_LIMITS.photosMax, "lost.errors.tooManyPhotos"),
      ),
    z.transform((photos) => [...new Set(photos)]),
  ),
  lastSeenAt: pastMoment(LOST_LIMITS.lastSeenMaxDays),
  placeId: placeField,
  point: pointField,
  neighbourhood: optionalText(LOST_LIMITS.neighbourhoodMax, "lost.errors.neighbourhoodTooLong"),
  rewardText: optionalText(LOST_LIMITS.rewardMax, "lost.errors.rewardTooLong"),
  phone: z.pipe(
    z.optional(
      z.nullable(
        text("lost.errors.phoneInvalid").check(
          z.trim(),
          z.regex(/^$|^\+?[0-9][0-9 ().-]{5,22}$/, "lost.errors.phoneInvalid"),
        ),
      ),
    ),
    z.transform((value) => value || null),
  ),
});

/** A report: a found animal says whether the finder keeps it; a lost one never does. */
export const reportSchema = z.pipe(
  reportFields.check(
    z.refine((report) => report.kind === "lost" || report.foundState != null, {
      message: "lost.errors.foundStateRequired",
      path: ["foundState"],
    }),
  ),
  z.transform((report) => ({
    ...report,
    foundState: report.kind === "found" ? (report.foundState ?? null) : null,
    petId: report.kind === "lost" ? (report.petId ?? null) : null,
  })),
);
export type ReportInput = z.input<typeof reportSchema>;
export type ReportValues = z.output<typeof reportSchema>;

/** An edit rewrites a case's details; its kind and pet stay what they were. */
export const editCaseSchema = z.intersection(z.object({ caseId: caseIdSchema }), reportSchema);

export const sightingSchema = z.object({
  caseId: caseIdSchema,
  placeId: placeField,
  point: pointField,
  seenAt: pastMoment(LOST_LIMITS.lastSeenMaxDays),
  note: requiredText(LOST_LIMITS.noteMax, "lost.errors.noteRequired", "lost.errors.noteTooLong"),
  photoUrl: z.pipe(
    z.optional(z.nullable(photoUrl)),
    z.transform((value) => value ?? null),
  ),
});
export type SightingValues = z.output<typeof sightingSchema>;

export const caseSchema = z.object({ caseId: caseIdSchema });

export const reportCaseSchema = z.object({
  caseId: caseIdSchema,
  reason: z.enum(lostReportReasons, "lost.errors.reasonRequired"),
  details: optionalText(500, "lost.errors.detailsTooLong"),
});

export const removeCaseSchema = z.object({
  caseId: caseIdSchema,
  reason: requiredText(500, "lost.errors.removeReasonRequired", "lost.errors.detailsTooLong"),
});

/** Distance bands of /lost: 0 ≤ 5 km, 1 ≤ 25, 2 ≤ 100, 3 farther. */
export const NEAR_BANDS = 3;
export const nearCursorSchema = z.extend(cursorObjectSchema, { band: z.int().check(z.gte(0), z.lte(NEAR_BANDS)) });
export type NearCursor = z.output<typeof nearCursorSchema>;

export const nearFiltersSchema = z.object({
  kind: z.optional(z.enum(lostKinds)),
  species: z.optional(z.enum(petSpeciesValues)),
});
export type NearFilters = z.output<typeof nearFiltersSchema>;
