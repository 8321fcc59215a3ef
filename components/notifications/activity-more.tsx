"use client";
// The keyset "load more" under /activity's server-rendered first page: the next pages, same rows.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { toast } from "@/components/ui/toast";
import type { Cursor } from "@/lib/paging/cursor";
import { loadActivityAction } from "@/lib/notifications/actions";
import type { ActivityItem } from "@/lib/notifications/queries";
import type { ActivityFilter } from "@/lib/notifications/schemas";
import { ActivityRow } from "./activity-row";

export function ActivityMore({ filter, cursor: first }: { filter: ActivityFilter; cursor: Cursor | null }) {
  const t = useTranslations("activity");
  const [items, setItems] = useState<ActivityItem[]>([]);
  const [cursor, setCursor] = useState(first);
  const [pending, setPending] = useState(false);
  // Ages are counted from when the page was asked for, like the server-rendered rows above.
  const [now, setNow] = useState(0);

  async function more() {
    setPending(true);
    const result = await loadActivityAction({ filter, cursor });
    setPending(false);
    if (!result.ok) return toast.error(t("failed"));
    setNow(Date.now());
    setItems((current) => [...current, ...result.data.items]);
    setCursor(result.data.nextCursor);
  }

  return (
    <>
      {items.length > 0 ? (
        <ol className="divide-y divide-brand-100 border-t border-brand-100">
          {items.map((item) => (
            <ActivityRow key={item.id} item={item} now={now} />
          ))}
        </ol>
      ) : null}
      {cursor ? (
        <div className="border-t border-brand-100 pb-4">
          <LoadMoreButton label={t("loadMore")} pending={pending} onClick={() => void more()} />
        </div>
      ) : null}
    </>
  );
}
