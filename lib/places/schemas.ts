// zod/mini: the place picker imports these in the browser.
import * as z from "zod/mini";
import { text } from "@/lib/validation/text";

export const placeSearchSchema = z.object({
  query: text().check(z.trim(), z.minLength(1), z.maxLength(60)),
});

/** Browser coordinates, given with the user's consent; only used to find the nearest gazetteer city. */
export const coordinatesSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});

/** A gazetteer place id as forms send it ("" or missing: no place). */
export const placeIdField = z.pipe(
  z.optional(
    z.nullable(z.union([z.int().check(z.positive()), z.string().check(z.regex(/^\d{0,9}$/, "places.errors.unknown"))])),
  ),
  z.transform((value) => (value === "" || value == null ? null : Number(value))),
);
