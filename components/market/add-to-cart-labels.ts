import "server-only";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import type { AddToCartLabels } from "./add-to-cart-button";

/**
 * The add-to-cart button's strings in the page's language; read once per page and shared by its cards.
 * One object per request (React's `cache`), so the page's payload carries it once and every other card
 * refers to it: a grid of 29 cards carried it 29 times, 14 kB of a 127 kB payload (decision 057).
 */
export const addToCartLabels = cache(async (): Promise<AddToCartLabels> => {
  const [t, market] = await Promise.all([getTranslations("cart"), getTranslations("market")]);
  return {
    add: t("add"),
    addShort: t("addShort"),
    adding: t("adding"),
    added: t("added"),
    soldOut: market("outOfStock"),
    loginToAdd: t("loginToAdd"),
    signIn: t("signInToBuy"),
    failed: t("errors.add"),
    errors: {
      "cart.errors.outOfStock": t("errors.outOfStock"),
      "cart.errors.unavailable": t("errors.unavailable"),
      "cart.errors.notEnoughStock": t("errors.notEnoughStock"),
    },
  };
});
