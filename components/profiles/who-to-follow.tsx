import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { listFollowSuggestions, type FollowSuggestion } from "@/lib/social/suggestions";
import { SuggestionList } from "./suggestion-list";

/**
 * The home page's "who to follow" card (issue 13): people the signed-in user may know, each with why and
 * a Follow and a dismiss button. Nothing at all when there is nobody to suggest, or when the read fails
 * (the feed beside it must not go down with it).
 */
export async function WhoToFollow({ userId }: { userId: string }) {
  const suggestions = await listFollowSuggestions(userId).catch((error: unknown): FollowSuggestion[] => {
    console.error("Follow suggestions failed", error);
    return [];
  });
  if (suggestions.length === 0) return null;
  const t = await getTranslations("follows.suggestions");
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
  // The Follow button's words and the card's own (a nested provider replaces its parent's messages).
  return (
    <ClientMessages namespaces={["errors", "follows"]}>
      <SuggestionList title={t("title")} suggestions={items} />
    </ClientMessages>
  );
}
