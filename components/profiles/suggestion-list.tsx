"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { toast } from "@/components/ui/toast";
import { Link } from "@/lib/i18n/navigation";
import { dismissFollowSuggestionAction } from "@/lib/social/actions";
import type { FollowSuggestion } from "@/lib/social/suggestions";
import { FollowButton } from "./follow-button";
import { UserAvatar } from "@/components/ui/user-avatar";

/**
 * The rows of the "who to follow" card. Following keeps the row (its button says so and can undo);
 * × removes it at once and puts it back if the server refuses. The card goes when its last row does.
 */
export function SuggestionList({ suggestions }: { suggestions: FollowSuggestion[] }) {
  const t = useTranslations("follows.suggestions");
  const headingId = useId();
  const [items, setItems] = useState(suggestions);
  if (items.length === 0) return null;

  async function dismiss(item: FollowSuggestion) {
    const index = items.indexOf(item);
    setItems((current) => current.filter((known) => known.id !== item.id));
    const result = await dismissFollowSuggestionAction({ user: item.id });
    if (result.ok) return;
    setItems((current) =>
      current.some((known) => known.id === item.id)
        ? current
        : [...current.slice(0, index), item, ...current.slice(index)],
    );
    toast.error(t("dismissFailed"));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
      data-testid="who-to-follow"
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 font-black text-ink">
        <Icon name="user-plus" className="h-5 w-5 text-brand-500" />
        {t("title")}
      </h2>
      {/* Rows lay out by the card's width, not the window's: from 21rem the Follow button sits beside the
          name; narrower (the 1024 px window's slim column), it moves under the reason. Grid lines are set
          with start/end longhands: a span shorthand in a later variant would reset the start. */}
      <ul className="@container flex flex-col">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 @min-[21rem]:grid-cols-[2.75rem_minmax(0,1fr)_auto_auto] @min-[21rem]:gap-x-2"
            data-testid="follow-suggestion"
          >
            <Link
              href={`/u/${item.username}`}
              className="col-start-1 row-start-1 row-end-4 self-start rounded-full @min-[21rem]:row-end-3"
              tabIndex={-1}
              aria-hidden
            >
              <UserAvatar url={item.avatarUrl} name={item.fullName} size={44} />
            </Link>
            <Link href={`/u/${item.username}`} className="col-start-2 row-start-1 min-w-0 rounded-lg">
              <span className="block truncate text-sm font-extrabold text-ink hover:underline">{item.fullName}</span>
              <span className="block truncate text-xs font-semibold text-muted">@{item.username}</span>
            </Link>
            <div className="col-start-2 row-start-3 justify-self-start @min-[21rem]:col-start-3 @min-[21rem]:row-start-1">
              <FollowButton userId={item.id} initialFollowing={false} signedIn size="sm" />
            </div>
            <button
              type="button"
              onClick={() => dismiss(item)}
              aria-label={t("dismiss", { username: item.username })}
              title={t("dismiss", { username: item.username })}
              data-testid="dismiss-suggestion"
              className="col-start-3 row-start-1 grid h-8 w-8 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-ink @min-[21rem]:col-start-4"
            >
              <Icon name="x" className="h-4 w-4" />
            </button>
            <p className="col-start-2 col-end-4 row-start-2 flex min-w-0 items-center gap-1.5 text-xs font-semibold text-muted @min-[21rem]:col-end-5">
              <Icon
                name={item.reason.kind === "followedBy" ? "users" : "hash"}
                className="h-3.5 w-3.5 shrink-0 text-brand-500"
              />
              <span className="truncate">
                {item.reason.kind === "postsIn"
                  ? t("postsIn", { tag: item.reason.tag })
                  : item.reason.others > 0
                    ? t("followedByOthers", { name: item.reason.via, count: item.reason.others })
                    : t("followedBy", { name: item.reason.via })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
