import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { formatAverage } from "@/lib/format/rating";

/** A product card's rating: one star, the average and the count, or nothing before the first review. */
export async function RatingBadge({ rating, locale }: { rating: { average: number; count: number }; locale: string }) {
  if (rating.count === 0) return null;
  const t = await getTranslations("reviews");
  const average = formatAverage(rating.average, locale);
  return (
    <span
      className="flex items-center gap-1 text-sm"
      data-testid="product-rating"
      aria-label={t("cardLabel", { average, count: rating.count })}
      role="img"
    >
      <Icon name="star" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="font-bold text-ink">{average}</span>
      <span className="text-muted">({rating.count})</span>
    </span>
  );
}
