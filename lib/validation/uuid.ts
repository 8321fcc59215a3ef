// One spelling of "a uuid" for the whole app. Ids come from URLs and clients: anything but a uuid is
// answered as "not found" or a validation error before it reaches a query, never as a database error.
// zod/mini, so browser forms can share the schema.
import * as z from "zod/mini";

/** The text of a uuid (any version, either case), for building larger patterns (cursors, cache tags). */
export const UUID_SOURCE = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

const wholeUuid = new RegExp(`^${UUID_SOURCE}$`);

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && wholeUuid.test(value);
}

/** A uuid field whose mistakes read as `message` (a message key). */
export function uuidField(message = "errors.validation") {
  return z.string(message).check(z.regex(wholeUuid, message));
}
