import { Icon } from "@/components/icons/icon";

/**
 * Five stars, filled up to the rating rounded to the nearest whole star, read out as `label` ("4,5 de 5
 * estrellas"). Server and client alike (no hooks).
 */
export function Stars({ rating, label, size = "h-4 w-4" }: { rating: number; label: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          className={`${size} ${star <= filled ? "fill-amber-400 text-amber-500" : "fill-transparent text-stone-300"}`}
        />
      ))}
    </span>
  );
}
