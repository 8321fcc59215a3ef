"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatAge } from "@/lib/format/relative-time";
import { localPath } from "@/lib/i18n/local-path";

/** docs/product-spec.md §9 age label. Server and browser may disagree at an hour's edge: the browser's label wins. */
export function PostAge({ date }: { date: string }) {
  const t = useTranslations("posts.age");
  return (
    <time dateTime={date} suppressHydrationWarning>
      {formatAge(t, date)}
    </time>
  );
}

/**
 * A card's age, linking to the post, and its "edited" label: always there, hidden until edited, so the
 * controller can show it after an edit in place (PostInteractions). A client component for its payload's
 * sake, as the card's actions are (post-card-actions.tsx): three values instead of the markup.
 */
export function PostCardAge({ id, date, edited }: { id: string; date: string; edited: boolean }) {
  const t = useTranslations("posts");
  const locale = useLocale();
  return (
    <>
      {/* 24 px tall: WCAG 2.5.8 target size (Lighthouse), the row is 20 px of text. */}
      <a href={localPath(`/p/${id}`, locale)} className="post-card-age">
        <PostAge date={date} />
      </a>
      <span hidden={!edited} data-slot="edited" data-testid="post-edited">
        <span aria-hidden>· </span>
        {t("edited")}
      </span>
    </>
  );
}
