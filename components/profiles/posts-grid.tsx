"use client";

/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Link } from "@/lib/i18n/navigation";
import { loadProfilePostsAction } from "@/lib/profiles/actions";
import type { ProfilePostsPage, ProfilePostTile } from "@/lib/profiles/queries";
import { Icon } from "@/components/icons/icon";

/** docs/product-spec.md §2 Profile posts tab: a 3-column grid, 12 posts a page, each tile opening its post. */
export function PostsGrid({
  userId,
  initial,
  emptyText,
}: {
  userId: string;
  initial: ProfilePostsPage;
  emptyText: string;
}) {
  const t = useTranslations("profile.posts");
  const [items, setItems] = useState(initial.items);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [pending, startTransition] = useTransition();

  function loadMore() {
    startTransition(async () => {
      const result = await loadProfilePostsAction({ userId, cursor });
      if (!result.ok) {
        toast.error(t("loadFailed"));
        return;
      }
      setItems((current) => [
        ...current,
        ...result.data.items.filter((item) => !current.some((known) => known.id === item.id)),
      ]);
      setCursor(result.data.nextCursor);
    });
  }

  if (items.length === 0) return <p className="px-6 py-16 text-center font-bold text-muted">{emptyText}</p>;

  return (
    <div className="px-4 sm:px-6">
      <ul className="grid grid-cols-3 gap-1 overflow-hidden rounded-3xl sm:gap-2" data-testid="profile-posts">
        {items.map((post, index) => (
          <li key={post.id}>
            <Tile
              post={post}
              firstRow={index < 3}
              label={t("tileLabel", { likes: post.likesCount, comments: post.commentsCount })}
              videoLabel={t("video")}
            />
          </li>
        ))}
      </ul>
      {cursor ? <LoadMoreButton label={t("loadMore")} pending={pending} onClick={loadMore} /> : null}
    </div>
  );
}

/** `firstRow`: above the fold on every width, where the profile's largest paint is; the rest load lazily. */
function Tile({
  post,
  label,
  videoLabel,
  firstRow,
}: {
  post: ProfilePostTile;
  label: string;
  videoLabel: string;
  firstRow: boolean;
}) {
  return (
    <Link
      href={`/p/${post.id}`}
      aria-label={label}
      className="group relative block aspect-square overflow-hidden bg-brand-100"
    >
      {post.imageUrl ? (
        <img
          src={post.imageUrl}
          alt={post.imageAlt ?? ""}
          width={320}
          height={320}
          loading={firstRow ? "eager" : "lazy"}
          fetchPriority={firstRow ? "high" : undefined}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      ) : post.isVideo ? (
        <span aria-hidden className="block h-full w-full bg-gradient-to-br from-night to-night/85" />
      ) : (
        <span className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 p-3 text-center text-xs font-bold leading-snug text-brand-900 sm:text-sm">
          <span className="line-clamp-5">{post.excerpt}</span>
        </span>
      )}
      {post.isVideo ? (
        <span className="absolute right-2 top-2 grid h-7 w-7 place-items-center rounded-full bg-black/55 text-snow">
          <Icon name="play" className="h-3.5 w-3.5 fill-snow" />
          <span className="sr-only">{videoLabel}</span>
        </span>
      ) : null}
      <span
        aria-hidden
        className="absolute inset-0 flex items-center justify-center gap-4 bg-black/40 text-sm font-extrabold text-snow opacity-0 transition group-hover:opacity-100"
      >
        <span className="flex items-center gap-1">
          <Icon name="heart" className="h-4 w-4 fill-snow" />
          {post.likesCount}
        </span>
        <span className="flex items-center gap-1">
          <Icon name="message-circle" className="h-4 w-4 fill-snow" />
          {post.commentsCount}
        </span>
      </span>
    </Link>
  );
}
