"use client";

import { useTranslations } from "next-intl";
import { formatAge } from "@/lib/format/relative-time";

/** docs/product-spec.md §9 age label. Server and browser may disagree at an hour's edge: the browser's label wins. */
export function PostAge({ date }: { date: string }) {
  const t = useTranslations("posts.age");
  return (
    <time dateTime={date} suppressHydrationWarning>
      {formatAge(t, date)}
    </time>
  );
}
