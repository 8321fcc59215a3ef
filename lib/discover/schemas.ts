import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";
import { text } from "@/lib/validation/text";

/** "Near me" chip radius (issue 10). */
export const NEAR_KM = 25;

export const discoverTabs = ["pets", "users"] as const;
export type DiscoverTab = (typeof discoverTabs)[number];

export const discoverRequestSchema = z.object({
  tab: z.enum(discoverTabs),
  q: z.optional(text().check(z.trim(), z.maxLength(80))),
  near: z.optional(z.boolean()),
  species: z.optional(z.nullable(z.enum(["dog", "cat"]))),
  verified: z.optional(z.boolean()),
  cursor: z.optional(z.nullable(cursorObjectSchema)),
});
export type DiscoverRequest = z.output<typeof discoverRequestSchema>;
