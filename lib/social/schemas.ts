// zod/mini: the follow button and the block menu import these types in the browser.
import * as z from "zod/mini";
import { cursorObjectSchema } from "@/lib/paging/cursor-shape";

/** A user named by id (buttons) or by username (links, tests); either is checked against the database. */
export const targetUserSchema = z.object({
  user: z.union(
    [
      z.uuid("follows.errors.unknownUser"),
      z.string().check(z.regex(/^[a-z0-9_]{3,20}$/, "follows.errors.unknownUser")),
    ],
    "follows.errors.unknownUser",
  ),
});
export type TargetUserInput = z.input<typeof targetUserSchema>;

/** Keyset cursor of a follow list: the follow's created_at (microseconds, as text) and its id. */
export const followCursorSchema = cursorObjectSchema;
export type FollowCursor = z.output<typeof followCursorSchema>;

export const followListRequestSchema = z.object({
  username: z.string().check(z.regex(/^[a-z0-9_]{3,20}$/)),
  kind: z.enum(["followers", "following"]),
  cursor: z.optional(z.nullable(followCursorSchema)),
});

/** The × of a "who to follow" suggestion: always by id, as the card has it. */
export const dismissSuggestionSchema = z.object({ user: z.uuid("follows.errors.unknownUser") });
export type DismissSuggestionInput = z.input<typeof dismissSuggestionSchema>;

/** What the user typed after "@": the start of a username or of a name (docs/product-spec.md §5: usernames are a-z 0-9 _). */
export const mentionQuerySchema = z.object({ prefix: z.string().check(z.regex(/^[A-Za-z0-9_]{1,20}$/)) });
