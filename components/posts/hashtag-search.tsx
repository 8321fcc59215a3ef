"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { HashtagSummary } from "@/lib/hashtags/queries";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { searchHashtagsAction } from "@/lib/posts/actions";
import { SEARCH_BOX_CLASSES, SEARCH_ICON_CLASSES } from "./hashtag-search-face";

const SEARCH_DELAY_MS = 300;

type Found = { term: string; hashtags: HashtagSummary[] } | { term: string; failed: true };

/**
 * docs/product-spec.md §7 hashtag search (names containing the term, most used first, 20 at most), as the reader types;
 * Enter opens the first match. Signed-in users only, like the search action.
 */
export function HashtagSearch() {
  const t = useTranslations("hashtags");
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const term = value.trim().replace(/^#/, "").toLowerCase();

  useEffect(() => {
    if (!term) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await searchHashtagsAction(term);
      if (!current) return;
      setFound(result.ok ? { term, hashtags: result.data } : { term, failed: true });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);

  const answer = term && found?.term === term ? found : null;
  const hashtags = answer && "hashtags" in answer ? answer.hashtags : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (hashtags[0]) router.push(`/hashtag/${encodeURIComponent(hashtags[0].name)}`);
  }

  return (
    <form role="search" onSubmit={submit} className="mb-3">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative">
        <Icon name="search" className={SEARCH_ICON_CLASSES} />
        <input
          id={`${id}-input`}
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          maxLength={65}
          aria-describedby={`${id}-status`}
          className={`${SEARCH_BOX_CLASSES} text-ink outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100`}
          data-testid="hashtag-search"
        />
        {term && !answer ? (
          <Icon
            name="loader-circle"
            className="absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin text-muted"
          />
        ) : null}
      </div>
      <p id={`${id}-status`} role="status" className="sr-only">
        {answer && "hashtags" in answer ? t("search.results", { count: hashtags.length }) : ""}
      </p>
      {answer ? (
        "failed" in answer ? (
          <p className="mt-2 text-sm font-semibold text-red-700">{t("searchError")}</p>
        ) : hashtags.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t("search.noResults", { term })}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-0.5" data-testid="hashtag-search-results">
            {hashtags.map((tag) => (
              <li key={tag.id}>
                <Link
                  href={`/hashtag/${encodeURIComponent(tag.name)}`}
                  className="flex items-center gap-2 rounded-2xl px-2 py-1.5 text-sm hover:bg-brand-50"
                >
                  <Icon name="hash" className="h-3.5 w-3.5 shrink-0 text-brand-500" />
                  <span className="min-w-0 flex-1 truncate font-bold text-ink">{tag.name}</span>
                  <span className="shrink-0 text-xs font-semibold text-muted">
                    {t("count", { count: tag.usageCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </form>
  );
}
