"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { loadPartWithWords, type PartWithWords } from "@/components/i18n/message-part";
import { WithMessagePart } from "@/components/i18n/with-message-part";
import { toast } from "@/components/ui/toast";
import { announceCart, CART_EVENT, type CartEventDetail } from "./cart-events";
import type { CartSheetProps } from "./cart-sheet";

// The sheet's code and its words load on the first open: pages pay only for this button. A plain
// import() rather than next/dynamic, whose loader would join every page's first scripts (decision 003);
// the words from their own address (decision 075), which the header's messages leave out.
type Sheet = PartWithWords<CartSheetProps>;
const loadSheet = (locale: string): Promise<Sheet> =>
  loadPartWithWords(() => import("./cart-sheet").then((module) => module.CartSheet), locale, "cart-sheet");

/** The header's cart button with the unit count (docs/product-spec.md §2 Marketplace: a cart button opening a side cart). */
export function CartButton({ initialCount, signedIn }: { initialCount: number; signedIn: boolean }) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const [count, setCount] = useState(initialCount);
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  // Both resolve from their caches after the first open. Offline on the first open: say so, stay closed.
  const openSheet = useCallback(() => {
    setOpen(true);
    loadSheet(locale).then(setSheet, () => {
      setOpen(false);
      toast.error(t("errors.load"));
    });
  }, [locale, t]);

  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<CartEventDetail>).detail;
      if (typeof detail.count === "number") setCount(detail.count);
      if (detail.open) openSheet();
    };
    window.addEventListener(CART_EVENT, listener);
    // A cancelled Stripe payment comes back with ?cart=open: the cart it left, open (lib/payments/checkout.ts).
    if (new URLSearchParams(window.location.search).get("cart") === "open") announceCart({ open: true });
    return () => window.removeEventListener(CART_EVENT, listener);
  }, [openSheet]);

  return (
    <>
      <button
        type="button"
        data-testid="cart-button"
        title={t("open")}
        onClick={openSheet}
        className="relative grid h-10 w-10 place-items-center rounded-full hover:bg-brand-50"
      >
        <Icon name="shopping-cart" className="h-5 w-5" />
        {count > 0 ? (
          <span
            data-testid="cart-count"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-500 px-1 text-[11px] font-extrabold text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
        <span className="sr-only">{t("itemsCount", { count })}</span>
      </button>
      {sheet ? (
        <WithMessagePart messages={sheet.messages}>
          <sheet.Component open={open} onOpenChange={setOpen} signedIn={signedIn} onCount={setCount} />
        </WithMessagePart>
      ) : null}
    </>
  );
}
