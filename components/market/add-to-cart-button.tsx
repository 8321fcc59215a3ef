"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { addToCartAction } from "@/lib/cart/actions";
import { Link } from "@/lib/i18n/navigation";
import { signInHref } from "@/lib/navigation/return-path";
import { announceCart } from "./cart-events";

/**
 * docs/product-spec.md §5 Add to cart: disabled at zero stock; a signed-out visitor is told to sign in, with the way to
 * do it that comes back to this product. Its words come once per page with the product buttons' words
 * (`ProductButtonWords`), not once per card. `compact`: a product card, two to a row on
 * a phone, shows the short label on one line (the full one from 1280 px).
 */
export function AddToCartButton({
  productId,
  disabled,
  size = "sm",
  compact = false,
  className = "",
}: {
  productId: string;
  disabled: boolean;
  size?: "sm" | "md";
  compact?: boolean;
  className?: string;
}) {
  const t = useTranslations("cart");
  const tRoot = useTranslations();
  const [pending, setPending] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const add = t("add");
  const text = disabled ? tRoot("market.outOfStock") : pending ? t("adding") : add;
  /** The server's reason when the page has its words (the product buttons' or the shell's), else the general one. */
  function refusal(key: string): string {
    return tRoot.has(key) ? tRoot(key) : t("errors.add");
  }

  return (
    <div className={`flex w-full flex-col gap-1.5 ${className}`}>
      <button
        type="button"
        disabled={disabled || pending}
        data-testid="add-to-cart"
        aria-label={!disabled && !pending && compact ? add : undefined}
        onClick={async () => {
          setPending(true);
          try {
            const result = await addToCartAction({ productId });
            if (result.ok) {
              toast.success(t("added"));
              announceCart({ count: result.data.count });
            } else if (result.error.code === "unauthorized") {
              toast.error(t("loginToAdd"));
              setSignedOut(true);
            } else {
              toast.error(refusal(result.error.message));
            }
          } catch {
            toast.error(t("errors.add"));
          } finally {
            setPending(false);
          }
        }}
        className={buttonClasses("primary", size, "w-full min-w-0 whitespace-nowrap")}
      >
        <Icon name="shopping-cart" className="h-4 w-4 shrink-0" />
        {compact && !disabled && !pending ? (
          // Two cards to a row leave room for the short label only; from 1280 px the full one fits.
          <>
            <span className="truncate xl:hidden">{t("addShort")}</span>
            <span className="hidden truncate xl:inline">{add}</span>
          </>
        ) : (
          <span className="truncate">{text}</span>
        )}
      </button>
      {signedOut ? (
        <Link
          href={signInHref(`/product/${productId}`)}
          data-testid="sign-in-to-buy"
          className="inline-flex min-h-6 items-center justify-center text-center text-sm font-bold text-brand-700 underline underline-offset-2"
        >
          {t("signInToBuy")}
        </Link>
      ) : null}
    </div>
  );
}
