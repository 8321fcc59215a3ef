"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { CART_EVENT, type CartEventDetail } from "./cart-events";

// The sheet's code loads on the first open: pages pay only for this button.
const CartSheet = dynamic(() => import("./cart-sheet").then((module) => module.CartSheet), { ssr: false });

/** The header's cart button with the unit count (spec §2 Marketplace: a cart button opening a side cart). */
export function CartButton({ initialCount, signedIn }: { initialCount: number; signedIn: boolean }) {
  const t = useTranslations("cart");
  const [count, setCount] = useState(initialCount);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<CartEventDetail>).detail;
      if (typeof detail.count === "number") setCount(detail.count);
      if (detail.open) {
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener(CART_EVENT, listener);
    return () => window.removeEventListener(CART_EVENT, listener);
  }, []);

  return (
    <>
      <button
        type="button"
        data-testid="cart-button"
        title={t("open")}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="relative grid h-10 w-10 place-items-center rounded-full hover:bg-brand-50"
      >
        <Icon name="shopping-cart" className="h-5 w-5" />
        {count > 0 ? (
          <span data-testid="cart-count" className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-500 px-1 text-[11px] font-extrabold text-white">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
        <span className="sr-only">{t("itemsCount", { count })}</span>
      </button>
      {loaded ? <CartSheet open={open} onOpenChange={setOpen} signedIn={signedIn} onCount={setCount} /> : null}
    </>
  );
}
