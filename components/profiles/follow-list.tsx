"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Link } from "@/lib/i18n/navigation";
import { loadFollowsAction } from "@/lib/social/actions";
import type { FollowListPage } from "@/lib/social/queries";
import { FollowButton } from "./follow-button";
import { UserAvatar } from "@/components/ui/user-avatar";

type Props = { username: string; kind: "followers" | "following"; initial: FollowListPage; signedIn: boolean };

/** A followers / following list: one row per user with my own Follow toggle, paged by "show more". */
export function FollowList({ username, kind, initial, signedIn }: Props) {
  const t = useTranslations("follows");
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [pending, startTransition] = useTransition();

  function loadMore() {
    startTransition(async () => {
      const result = await loadFollowsAction({ username, kind, cursor });
      if (!result.ok) {
        toast.error(t("errors.loadFailed"));
        return;
      }
      setItems((current) => [
        ...current,
        ...result.data.items.filter((item) => !current.some((known) => known.id === item.id)),
      ]);
      setCursor(result.data.nextCursor);
    });
  }

  if (items.length === 0) {
    return (
      <p className="px-6 py-16 text-center font-bold text-muted">
        {kind === "followers" ? t("followersEmpty") : t("followingEmpty")}
      </p>
    );
  }
  return (
    <>
      <ul
        className="divide-y divide-brand-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100"
        data-testid="follow-list"
      >
        {items.map((user) => (
          <li key={user.id} className="flex items-center gap-3 px-4 py-3">
            <Link href={`/u/${user.username}`} className="flex min-w-0 flex-1 items-center gap-3">
              <UserAvatar url={user.avatarUrl} name={user.fullName} size={48} />
              <span className="min-w-0">
                <span className="block truncate font-extrabold text-ink">{user.fullName}</span>
                <span className="block truncate text-sm font-semibold text-muted">@{user.username}</span>
              </span>
            </Link>
            {user.isMe ? (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700">{t("you")}</span>
            ) : (
              <FollowButton userId={user.id} initialFollowing={user.iFollow} signedIn={signedIn} size="sm" />
            )}
          </li>
        ))}
      </ul>
      {cursor ? <LoadMoreButton label={t("loadMore")} pending={pending} onClick={loadMore} /> : null}
    </>
  );
}
