"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses, type ButtonSize } from "@/components/ui/button-styles";
import { askProfileRelation } from "@/lib/views/ask-viewer-layer";
import { Link } from "@/lib/i18n/navigation";
import { followAction, unfollowAction } from "@/lib/social/actions";
import { useFollowState } from "./follow-state";

type Props = {
  userId: string;
  initialFollowing: boolean;
  /** Signed-out visitors get a link to sign in instead. */
  signedIn: boolean;
  followsMe?: boolean;
  size?: ButtonSize;
  className?: string;
};

/**
 * Follow / Following toggle: flips at once, then confirms with the server or rolls back with a toast.
 * In a profile's header it then asks the viewer's layer how the two relate now: the followers counted
 * by the server and whether a follow back opened the chat. It does not refresh the page: that was a whole
 * server render per press, and a navigation started while it was in flight could be put back by the
 * router when it landed (vercel/next.js#86151). Lists that depend on follows (suggestions, the following
 * feed) catch up on their next load, as Instagram's do.
 */
export function FollowButton({
  userId,
  initialFollowing,
  signedIn,
  followsMe = false,
  size = "md",
  className = "",
}: Props) {
  const t = useTranslations();
  const shared = useFollowState();
  const [ownFollowing, setOwnFollowing] = useState(initialFollowing);
  const following = shared ? shared.following : ownFollowing;
  const setFollowing = shared ? shared.setFollowing : setOwnFollowing;
  // Rapid clicks: each press sends the state it asked for; only the latest answer may roll back.
  const latest = useRef(0);

  if (!signedIn) {
    return (
      <Link href="/auth" className={buttonClasses("primary", size, className)}>
        {t("follows.follow")}
      </Link>
    );
  }

  async function toggle() {
    const next = !following;
    const request = ++latest.current;
    setFollowing(next);
    const result = next ? await followAction({ user: userId }) : await unfollowAction({ user: userId });
    if (request !== latest.current) return;
    if (result.ok) {
      toast.success(t(next ? "follows.followed" : "follows.unfollowed"));
      if (shared) {
        const relation = await askProfileRelation(userId);
        if (relation && request === latest.current) shared.syncRelation(relation);
      }
      return;
    }
    setFollowing(!next);
    const failed = t(next ? "follows.errors.followFailed" : "follows.errors.unfollowFailed");
    toast.error(
      failed,
      result.error.message === "errors.generic" ? undefined : { description: t(result.error.message) },
    );
  }

  return (
    <button
      type="button"
      aria-pressed={following}
      onClick={toggle}
      data-testid="follow-button"
      className={buttonClasses(following ? "secondary" : "primary", size, `min-w-28 ${className}`)}
    >
      {following ? t("follows.following") : followsMe ? t("follows.followBack") : t("follows.follow")}
    </button>
  );
}
