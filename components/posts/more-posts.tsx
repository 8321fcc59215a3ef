"use client";

import { useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { loadMoreCardsAction, type PostSource } from "./post-pages";

/**
 * After the server-rendered first page: the next pages as the reader nears the end (IntersectionObserver
 * on a sentinel, 600 px ahead), each fetched by keyset cursor as cards the server renders. `loading` is
 * the skeleton shown meanwhile, rendered by the list (on the server, it costs this bundle nothing).
 */
export function MorePosts({
  source,
  cursor: firstCursor,
  loading: skeleton,
}: {
  source: PostSource;
  cursor: string | null;
  loading: ReactNode;
}) {
  const t = useTranslations("feed");
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    const result = await loadMoreCardsAction({ ...source, cursor }).catch(() => null);
    busy.current = false;
    setLoading(false);
    if (!result?.ok) {
      setFailed(true);
      toast.error(t("loadError"));
      return;
    }
    setPages((current) => [...current, result.data.cards]);
    setCursor(result.data.nextCursor);
  }, [cursor, source, t]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !cursor || failed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [cursor, failed, loadMore]);

  return (
    <>
      {pages.map((cards, index) => (
        <Fragment key={index}>{cards}</Fragment>
      ))}
      {loading ? skeleton : null}
      {failed ? (
        <div className="flex flex-col items-center gap-2 py-4 text-center">
          <p className="text-sm font-bold text-muted">{t("loadError")}</p>
          <Button variant="secondary" size="sm" onClick={() => void loadMore()}>
            {t("retry")}
          </Button>
        </div>
      ) : null}
      {cursor ? (
        <div ref={sentinel} aria-hidden className="h-1" />
      ) : (
        <p className="py-6 text-center text-sm font-bold text-muted">{t("end")}</p>
      )}
    </>
  );
}
