import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { ReviewPage } from "@/lib/reviews/queries";
import { ReportReviewButton } from "./report-review-button";
import { ReviewItem } from "./review-item";
import { formatAverage } from "@/lib/format/rating";
import { Stars } from "./stars";

type Props = {
  title: string;
  emptyText: string;
  rating: { average: number; count: number };
  page: ReviewPage;
  /** The same page's URL for the next page of reviews (`?reviews={cursor}`). */
  moreHref: (cursor: string) => string;
  storeName: string;
  locale: string;
};

/** A product's or a store's reviews on its public page: the average, then the reviews newest first, keyset paged by URL. */
export async function ReviewsSection({ title, emptyText, rating, page, moreHref, storeName, locale }: Props) {
  const t = await getTranslations("reviews");
  const average = formatAverage(rating.average, locale);
  return (
    <section
      id="reviews"
      className="space-y-2 rounded-3xl bg-white p-4 ring-1 ring-brand-100 sm:p-5"
      aria-labelledby="reviews-title"
      data-testid="reviews-section"
    >
      <h2 id="reviews-title" className="text-lg font-bold text-ink">
        {title}
      </h2>
      {rating.count > 0 ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-ink" data-testid="reviews-summary">
          <Stars rating={rating.average} label={t("starsLabel", { rating: average })} size="h-5 w-5" />
          {t("summary", { average, count: rating.count })}
        </p>
      ) : null}
      {page.items.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ClientMessages namespaces={["reviews.report", "reviews.errors", "posts.report", "errors"]}>
          <div className="divide-y divide-brand-50">
            {page.items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                storeName={storeName}
                locale={locale}
                aside={<ReportReviewButton reviewId={review.id} authorId={review.author.id} />}
              />
            ))}
          </div>
        </ClientMessages>
      )}
      {page.nextCursor ? (
        <div className="flex justify-center pt-2">
          <Link href={moreHref(page.nextCursor)} className={buttonClasses("secondary", "sm")} scroll={false}>
            {t("more")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
