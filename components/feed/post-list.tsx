"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { loadFeedPageAction, loadHashtagPageAction } from "@/lib/posts/actions";
import type { PostPage } from "@/lib/posts/queries";
import { PostCard } from "./post-card";
import { PostSkeletons } from "./post-skeleton";
import type { Viewer } from "./viewer";

export type PostSource = { kind: "feed"; mode: "all" | "following" } | { kind: "hashtag"; tag: string };

type Props = {
  /** The first page, rendered on the server. */
  initial: PostPage;
  source: PostSource;
  viewer: Viewer;
  emptyTitle: string;
  emptyBody?: string;
};

/**
 * The server-rendered first page, then the next ones as the reader nears the end (IntersectionObserver
 * on a sentinel, 600 px ahead), each fetched by cursor through a server action.
 */
export function PostList({ initial, source, viewer, emptyTitle, emptyBody }: Props) {
  const t = useTranslations("feed");
  const [posts, setPosts] = useState(initial.posts);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    const result =
      source.kind === "feed" ? await loadFeedPageAction({ mode: source.mode, cursor }) : await loadHashtagPageAction({ tag: source.tag, cursor });
    busy.current = false;
    setLoading(false);
    if (!result.ok) {
      setFailed(true);
      toast.error(t("loadError"));
      return;
    }
    setPosts((current) => {
      const seen = new Set(current.map((post) => post.id));
      return [...current, ...result.data.posts.filter((post) => !seen.has(post.id))];
    });
    setCursor(result.data.nextCursor);
  }, [cursor, source, t]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !cursor || failed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: "600px 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [cursor, failed, loadMore]);

  if (posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-brand-100" data-testid="feed-empty">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-500">
          <Icon name="paw-print" className="h-7 w-7" />
        </span>
        <p className="text-lg font-black">{emptyTitle}</p>
        {emptyBody ? <p className="max-w-xs text-sm text-muted">{emptyBody}</p> : null}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="post-list">
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} viewer={viewer} priority={index === 0} onDeleted={(id) => setPosts((current) => current.filter((p) => p.id !== id))} />
      ))}
      {loading ? <PostSkeletons count={1} label={t("loadingMore")} /> : null}
      {failed ? (
        <div className="flex flex-col items-center gap-2 py-4 text-center">
          <p className="text-sm font-bold text-muted">{t("loadError")}</p>
          <Button variant="secondary" size="sm" onClick={() => void loadMore()}>
            {t("retry")}
          </Button>
        </div>
      ) : null}
      {cursor ? <div ref={sentinel} aria-hidden className="h-1" /> : <p className="py-6 text-center text-sm font-bold text-muted">{t("end")}</p>}
    </div>
  );
}
