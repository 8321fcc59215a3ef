"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";

/** The search box's own classes, shared by the box (hashtag-search.tsx) and its stand-in below. */
export const SEARCH_BOX_CLASSES = "h-10 w-full rounded-full border border-brand-100 bg-cream pl-9 pr-9 text-sm";
export const SEARCH_ICON_CLASSES = "pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted";

/**
 * What the hashtag search looks like before its chunk is shown (a lazy part: decision 088): the box with its
 * icon and its hint, inert, so the real one takes its place without a visible change.
 */
export function HashtagSearchFace() {
  const t = useTranslations("hashtags");
  return (
    <div aria-hidden className="relative mb-3">
      <Icon name="search" className={SEARCH_ICON_CLASSES} />
      <div className={`${SEARCH_BOX_CLASSES} flex items-center text-muted`}>{t("search.placeholder")}</div>
    </div>
  );
}
