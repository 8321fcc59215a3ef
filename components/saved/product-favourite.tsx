import "server-only";
import type { ReactNode } from "react";
import { favouritedAmong } from "@/lib/saved/queries";
import { FavouriteButton } from "./favourite-button";

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
    return (
      <FavouriteButton
        productId={productId}
        favourited={favourites ? favourites.has(productId) : undefined}
        variant="icon"
      />
    );
  };
}
