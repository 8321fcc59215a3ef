import "server-only";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { favouritedAmong } from "@/lib/saved/queries";
import { FavouriteButton } from "./favourite-button";

/**
 * A product's favourite heart with its strings in the page's language (one small island, no message
 * catalogue shipped), for the pages to put in a product card's `favourite` slot or beside a product
 * page's buttons. `favourited`: the viewer's state when the page is rendered for them (favouritedAmong);
 * left out on a page rendered for nobody, whose viewer's layer fills it in.
 */
export async function ProductFavourite({
  productId,
  favourited,
  variant = "icon",
}: {
  productId: string;
  favourited?: boolean;
  variant?: "icon" | "button";
}) {
  const t = await getTranslations("saved");
  const labels = {
    add: t("favourite.add"),
    remove: t("favourite.remove"),
    added: t("favourite.added"),
    signIn: t("favourite.signIn"),
    failed: t("favourite.failed"),
    errors: { "saved.errors.productUnavailable": t("errors.productUnavailable") },
  };
  return <FavouriteButton productId={productId} favourited={favourited} labels={labels} variant={variant} />;
}

/**
 * The favourite hearts of a page's products: for a page rendered for its signed-in viewer (`viewerId`),
 * their state read in one query; for a page rendered for nobody (a guest's, or a cached copy whose
 * viewer's layer fills them in), empty hearts.
 */
export async function favouriteHearts(
  viewerId: string | null,
  productIds: string[],
): Promise<(productId: string) => ReactNode> {
  const favourites = viewerId ? await favouritedAmong(viewerId, productIds) : null;
  return function heart(productId) {
    return <ProductFavourite productId={productId} favourited={favourites ? favourites.has(productId) : undefined} />;
  };
}
