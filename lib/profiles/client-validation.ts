import { safeParse, type core } from "zod/mini";

/** The first message key per field, as the server's parseInput reports them, for instant form feedback. */
export function parseClientInput(schema: core.$ZodType, input: unknown): Record<string, string> {
  const result = safeParse(schema, input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message.includes(".") ? issue.message : "errors.validation";
  return fields;
}
