import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { BuyerOrder } from "@/lib/orders/queries";
import type { OwnReviews } from "@/lib/reviews/queries";
import { ReviewFormDialog } from "./review-form-dialog";

// The review dialog's texts: its own, the error messages its actions answer with, and the photo picker's.
export const REVIEW_FORM_NAMESPACES = [
  "reviews",
  "errors",
  "media",
  ...["images"].map((part) => `storeManage.${part}`),
];

/**
 * A delivered order's foot on /orders: each of its products still for sale and its store, each with
 * "Escribir reseña" or, once written, "Editar reseña" (while it can be edited).
 */
export async function OrderReviews({ order, own }: { order: BuyerOrder; own: OwnReviews }) {
  if (order.status !== "delivered") return null;
  const t = await getTranslations("reviews");
  const lines = [
    ...order.items.flatMap((item) =>
      item.productId
        ? [{ key: `product:${item.productId}`, name: item.name, productId: item.productId as string | null }]
        : [],
    ),
    { key: `store:${order.store.id}`, name: order.store.name, productId: null },
  ];
  // One line per product even when the order holds it twice.
  const unique = lines.filter((line, index) => lines.findIndex((other) => other.key === line.key) === index);
  return (
    <ClientMessages namespaces={REVIEW_FORM_NAMESPACES}>
      <section className="mt-3 border-t border-brand-100 pt-3" aria-label={t("title")} data-testid="order-reviews">
        <h3 className="mb-1 text-sm font-extrabold text-ink">{t("title")}</h3>
        <ul className="flex flex-col gap-2">
          {unique.map((line) => {
            const review = own[line.key];
            return (
              <li
                key={line.key}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
                data-testid="order-review-line"
              >
                <span className="min-w-0 flex-1 font-semibold">
                  {line.productId ? line.name : t("storeLine", { store: line.name })}
                </span>
                {review && !review.editable ? null : (
                  <ReviewFormDialog
                    name={line.name}
                    orderId={order.id}
                    productId={line.productId}
                    existing={
                      review
                        ? { id: review.id, rating: review.rating, body: review.body, photos: review.photos }
                        : undefined
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </ClientMessages>
  );
}
