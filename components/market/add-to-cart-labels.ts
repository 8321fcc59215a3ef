import "server-only";
import { getTranslations } from "next-intl/server";
import type { AddToCartLabels } from "./add-to-cart-button";

/** The add-to-cart button's strings in the page's language; read once per page and shared by its cards. */
export async function addToCartLabels(): Promise<AddToCartLabels> {
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
}
