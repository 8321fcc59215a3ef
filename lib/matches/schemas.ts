// zod/mini: the deck, the discover cards and the matches view import these in the browser.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { petSizeValues, petSpeciesValues } from "@/lib/pets/fields";

export const matchModes = ["love", "friend"] as const;
export type MatchMode = (typeof matchModes)[number];
/** A pet as the "It's a match" screen shows it. */
export type MatchedPet = { name: string; species: string; photo: string | null };

const petId = z.uuid("errors.notFound");
const mode = z.enum(matchModes);

/** A like: which pet, in which mode, and optionally which of my pets (default: my first active pet). */
export const likeSchema = z.object({ pet: petId, mode, myPet: z.optional(z.nullable(petId)) });
export const passSchema = z.object({ pet: petId, mode });
/** Undo (rewind) of a pass: the pet passed on, in that mode. */
export const undoPassSchema = z.object({ pet: petId, mode });
export const respondSchema = z.object({ match: z.uuid("errors.notFound"), accept: z.boolean() });
export const unmatchSchema = z.object({ match: z.uuid("errors.notFound") });

/** Distance bands of the deck (0: within 25 km … 4: over 1 000 km; 5: distance unknown). */
export const DECK_BANDS = 5;
/** Keyset of the deck: distance band, then newest first. */
export const deckCursorSchema = z.extend(cursorObjectSchema, { band: z.int().check(z.gte(0), z.lte(DECK_BANDS)) });
export type DeckCursor = z.output<typeof deckCursorSchema>;

export const deckFiltersSchema = z.object({
  mode,
  /** Which of my pets I am matching for (default: my first active pet); love keeps to its species and the other sex. */
  pet: z.optional(z.nullable(petId)),
  species: z.optional(z.nullable(z.enum(petSpeciesValues))),
  size: z.optional(z.nullable(z.enum(petSizeValues))),
  maxKm: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(20_000)))),
  minAge: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(30)))),
  maxAge: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(30)))),
});
export type DeckFilters = z.output<typeof deckFiltersSchema>;

export const deckRequestSchema = z.extend(deckFiltersSchema, { cursor: z.optional(z.nullable(deckCursorSchema)) });
