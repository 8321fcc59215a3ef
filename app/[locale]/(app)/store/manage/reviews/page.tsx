import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ManageShell } from "@/components/store/manage-shell";
import { requireManagedStore } from "@/components/store/managed-store";
import { AnswerReviewForm } from "@/components/reviews/answer-review-form";
import { ReviewItem } from "@/components/reviews/review-item";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { listSellerReviews } from "@/lib/reviews/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeManage" });
  return pageMetadata({ locale, title: `${t("tabs.reviews")} · ${t("title")}`, path: "/store/manage/reviews" });
}

/**
 * Where the seller reads and answers the reviews of their store and its products (decision 046): here
 * rather than on the product page, which is one cached copy for every visitor.
 */
export default async function StoreReviewsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user, store } = await requireManagedStore();
  const cursor = (await searchParams).cursor;
  const [t, page] = await Promise.all([
    getTranslations("reviews"),
    listSellerReviews(user.id, typeof cursor === "string" ? cursor : null),
  ]);

  return (
    <ManageShell store={store} tab="reviews">
      <h2 className="text-xl font-black text-ink">{t("manage.title")}</h2>
      {page.items.length === 0 ? (
        <p className="rounded-3xl bg-white p-8 text-center font-semibold text-muted ring-1 ring-brand-100">
          {t("manage.empty")}
        </p>
      ) : (
        <ClientMessages namespaces={["reviews.answer", "reviews.errors", "errors"]}>
          <ol className="flex flex-col gap-3" data-testid="seller-reviews">
            {page.items.map((review) => (
              <li
                key={review.id}
                className="rounded-3xl bg-white px-4 shadow-sm ring-1 ring-brand-100"
                data-testid="seller-review"
              >
                <p className="pt-4 text-xs font-bold uppercase tracking-wide text-brand-700">
                  {review.product ? (
                    <Link href={`/product/${review.product.id}`} className="hover:underline">
                      {t("manage.about", { product: review.product.name })}
                    </Link>
                  ) : (
                    t("manage.aboutStore")
                  )}
                </p>
                <ReviewItem
                  review={review}
                  storeName={store.name}
                  locale={locale}
                  aside={review.answer ? null : <AnswerReviewForm reviewId={review.id} />}
                />
              </li>
            ))}
          </ol>
        </ClientMessages>
      )}
      {page.nextCursor ? (
        <Link
          href={`/store/manage/reviews?cursor=${encodeURIComponent(page.nextCursor)}`}
          className={buttonClasses("secondary", "md", "self-center")}
        >
          {t("more")}
        </Link>
      ) : null}
    </ManageShell>
  );
}
