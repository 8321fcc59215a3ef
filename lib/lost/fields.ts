// Lost & found's fixed choices and limits, without zod: the report form imports these in the browser.
import { petGenderValues, petSizeValues, petSpeciesValues } from "@/lib/pets/fields";

export { petGenderValues, petSizeValues, petSpeciesValues };

/** The colour words a case may carry; lib/db/schema/lost.ts checks the same list (fields.test.ts). */
export const lostColours = [
  "black",
  "white",
  "brown",
  "grey",
  "golden",
  "cream",
  "orange",
  "tabby",
  "spotted",
  "brindle",
  "tricolour",
] as const;
export type LostColour = (typeof lostColours)[number];

export const lostKinds = ["lost", "found"] as const;
export type LostKind = (typeof lostKinds)[number];
export const foundStates = ["keeping", "seen"] as const;
export type FoundState = (typeof foundStates)[number];
export type LostStatus = "open" | "reunited" | "expired" | "removed";
export const lostReportReasons = ["scam", "wrong", "other"] as const;

export const LOST_LIMITS = {
  nameMax: 40,
  descriptionMax: 2000,
  colourNotesMax: 120,
  neighbourhoodMax: 80,
  rewardMax: 120,
  photosMax: 6,
  noteMax: 1000,
  /** How far back "last seen" may be: a case older than its own expiry makes no sense. */
  lastSeenMaxDays: 60,
  /** New reports a person may post in a day: a real loss is one or two; a flood is spam or a script. */
  reportsPerDay: 10,
} as const;

/** Days an open case lives, and the days its owner is reminded that it will close. */
export const LOST_EXPIRY_DAYS = 60;
export const LOST_REMINDER_DAYS = [30, 53] as const;
/** What "could be the same animal" means: same species, this near, this recent. */
export const MATCH_RADIUS_KM = 25;
export const MATCH_WINDOW_DAYS = 30;
