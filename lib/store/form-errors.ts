// The forms check their values with the actions' own schemas before sending (client-safe).
import * as z from "zod/mini";

/** Field → message key of the first issue per top-level field, or null when the values pass. */
export function fieldErrors(schema: z.core.$ZodType, values: unknown): Record<string, string> | null {
  const result = z.safeParse(schema, values);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "_");
    fields[field] ??= issue.message.includes(".") ? issue.message : "errors.validation";
  }
  return fields;
}
