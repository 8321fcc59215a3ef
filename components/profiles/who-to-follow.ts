import { getTranslations } from "next-intl/server";
import { listFollowSuggestions, type FollowSuggestion } from "@/lib/social/suggestions";
import type { SuggestionItem } from "./suggestion-list";

/**
 * The home page's "who to follow" card (issue 13): people the signed-in user may know, each with why, for
 * `SuggestionList` (a Follow and a dismiss button each). None when there is nobody to suggest, or when
 * the read fails (the feed beside it must not go down with it).
 */
export async function whoToFollow(userId: string): Promise<{ title: string; suggestions: SuggestionItem[] }> {
  const [suggestions, t] = await Promise.all([
    listFollowSuggestions(userId).catch((error: unknown): FollowSuggestion[] => {
      console.error("Follow suggestions failed", error);
      return [];
    }),
    getTranslations("follows.suggestions"),
  ]);
  const items = suggestions.map(({ reason, ...user }) => ({
    ...user,
    reasonIcon: reason.kind === "followedBy" ? ("users" as const) : ("hash" as const),
    reason:
      reason.kind === "postsIn"
        ? t("postsIn", { tag: reason.tag })
        : reason.others > 0
          ? t("followedByOthers", { name: reason.via, count: reason.others })
          : t("followedBy", { name: reason.via }),
  }));
  return { title: t("title"), suggestions: items };
}
