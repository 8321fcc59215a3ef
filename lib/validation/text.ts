// The text building blocks of every input schema. zod/mini, so browser forms can share them.
import * as z from "zod/mini";

/** Message key of text that holds characters PostgreSQL cannot store. */
export const invalidCharactersKey = "errors.invalidCharacters";

/**
 * A string that PostgreSQL can store: U+0000 is refused with a clear message here instead of failing
 * the query later (PostgreSQL text cannot hold it; issue 6.5).
 */
export function text(message?: string) {
  return z.string(message).check(z.refine((value) => !value.includes("\u0000"), invalidCharactersKey));
}

/** Optional free text: trimmed, at most `max` characters, and null when empty ("" and null mean "not given"). */
export function optionalText(max: number, tooLongKey: string) {
  return z.pipe(
    z.optional(z.nullable(text(tooLongKey).check(z.trim(), z.maxLength(max, tooLongKey)))),
    z.transform((value) => value || null),
  );
}

/** Required free text: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, requiredKey: string, tooLongKey: string) {
  return text(requiredKey).check(z.trim(), z.minLength(1, requiredKey), z.maxLength(max, tooLongKey));
}
