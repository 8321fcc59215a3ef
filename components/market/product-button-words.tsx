import type { AbstractIntlMessages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { WithMessagePart } from "@/components/i18n/with-message-part";
import { pickMessages } from "@/lib/i18n/pick-messages";

/** What the product buttons say: add to cart (and why it was refused), a product's favourite heart. */
export const PRODUCT_BUTTON_MESSAGES = [
  "cart.add",
  "cart.addShort",
  "cart.adding",
  "cart.added",
  "cart.loginToAdd",
  "cart.signInToBuy",
  "cart.errors.add",
  "cart.errors.outOfStock",
  "cart.errors.unavailable",
  "cart.errors.notEnoughStock",
  "market.outOfStock",
  "saved.favourite.add",
  "saved.favourite.remove",
  "saved.favourite.added",
  "saved.favourite.signIn",
  "saved.favourite.failed",
  "saved.errors.productUnavailable",
] as const;

/**
 * Gives the add-to-cart buttons and favourite hearts below it their words, once per page, on top of the
 * shell's. Each card used to carry them in its buttons' props: ~0.8 kB a card, 29 times on the
 * marketplace (measurement 079).
 */
export async function ProductButtonWords({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const words = pickMessages(messages, PRODUCT_BUTTON_MESSAGES) as AbstractIntlMessages;
  return <WithMessagePart messages={words}>{children}</WithMessagePart>;
}
