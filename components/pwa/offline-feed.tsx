"use client";

/* eslint-disable @next/next/no-img-element -- cached media URLs, shown as they are. */
import { useFormatter, useTranslations } from "next-intl";
import { useMemo, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { parseLastFeed, readLastFeedText } from "@/lib/pwa/last-feed";

// localStorage does not change under this page; the server (static render) has no feed to show.
const subscribe = () => () => {};

/** The offline page's list: the last feed this browser saw (its photos come from the worker's cache). */
export function OfflineFeed() {
  const t = useTranslations("offline");
  const format = useFormatter();
  const raw = useSyncExternalStore(subscribe, readLastFeedText, () => undefined);
  const feed = useMemo(() => (raw === undefined ? undefined : parseLastFeed(raw)), [raw]);

  return (
    <div className="flex flex-col gap-4">
      <Button onClick={() => window.location.reload()} className="self-center">
        {t("retry")}
      </Button>
      {feed === undefined ? null : feed && feed.posts.length > 0 ? (
        <section aria-labelledby="offline-feed" className="flex flex-col gap-3">
          <h2 id="offline-feed" className="text-lg font-black">
            {t("lastFeed")}
          </h2>
          <p className="text-sm text-muted" data-testid="offline-saved-at">
            {t("savedAt", {
              date: format.dateTime(new Date(feed.savedAt), { dateStyle: "short" }),
              time: format.dateTime(new Date(feed.savedAt), { timeStyle: "short" }),
            })}
          </p>
          <ul className="flex flex-col gap-3" data-testid="offline-posts">
            {feed.posts.map((post) => (
              <li key={post.id} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
                {post.imageUrl ? (
                  <img
                    src={post.imageUrl}
                    alt=""
                    width={72}
                    height={72}
                    className="h-18 w-18 shrink-0 rounded-xl bg-brand-50 object-cover"
                  />
                ) : null}
                <div className="min-w-0">
                  <p className="font-extrabold">
                    {post.fullName} <span className="font-normal text-muted">@{post.username}</span>
                  </p>
                  <p className="line-clamp-3 text-sm text-ink/80">{post.content}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-center text-muted">{t("nothingSaved")}</p>
      )}
    </div>
  );
}
