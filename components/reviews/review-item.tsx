/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { UserAvatar } from "@/components/ui/user-avatar";
import { Link } from "@/lib/i18n/navigation";
import type { Review } from "@/lib/reviews/queries";
import { Stars } from "./stars";

/**
 * One review: its author, stars, date, text, photos and the store's answer. `aside` is what the page
 * adds below it (report on public pages, the answer form on the seller's dashboard).
 */
export async function ReviewItem({
  review,
  storeName,
  locale,
  aside,
}: {
  review: Review;
  storeName: string;
  locale: string;
  aside?: ReactNode;
}) {
  const t = await getTranslations("reviews");
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <article className="space-y-2 py-4" data-testid="review">
      <header className="flex items-center gap-3">
        <UserAvatar url={review.author.avatarUrl} name={review.author.fullName} size={36} />
        <div className="min-w-0 flex-1">
          <Link
            href={`/u/${review.author.username}`}
            className="block truncate text-sm font-bold text-ink hover:underline"
          >
            {review.author.fullName}
          </Link>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <Stars rating={review.rating} label={t("starsLabel", { rating: review.rating })} />
            <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
            {review.edited ? <span>· {t("edited")}</span> : null}
          </p>
        </div>
      </header>
      <p className="whitespace-pre-line text-ink/90">{review.body}</p>
      {review.photos.length > 0 ? (
        <ul className="flex gap-2">
          {review.photos.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener"
                className="block h-20 w-20 overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100"
              >
                <img
                  src={url}
                  alt={t("photo", { index: index + 1, name: review.author.fullName })}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.answer ? (
        <div className="ml-4 rounded-2xl bg-cream p-3 text-sm" data-testid="review-answer">
          <p className="font-bold text-ink">{t("answerFrom", { store: storeName })}</p>
          <p className="whitespace-pre-line text-ink/80">{review.answer.text}</p>
        </div>
      ) : null}
      {aside}
    </article>
  );
}
