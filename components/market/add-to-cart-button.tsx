"use client";

import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { addToCartAction } from "@/lib/cart/actions";
import { Link } from "@/lib/i18n/navigation";
import { signInHref } from "@/lib/navigation/return-path";
import { announceCart } from "./cart-events";

export type AddToCartLabels = {
  add: string;
  /** What a narrow card shows ("Añadir"); the button's accessible name stays `add`. */
  addShort: string;
  adding: string;
  added: string;
  soldOut: string;
  loginToAdd: string;
  /** The link a signed-out visitor gets: sign in, then back to the product. */
  signIn: string;
  failed: string;
  errors: Record<string, string>;
};

/**
 * docs/product-spec.md §5 Add to cart: disabled at zero stock; a signed-out visitor is told to sign in, with the way to
 * do it that comes back to this product. The labels come from the server component that renders it
 * (one small island per card, no message catalogue shipped). `compact`: a product card, two to a row on
 * a phone, shows the short label on one line (the full one from 1280 px).
 */
export function AddToCartButton({
  productId,
  disabled,
  labels,
  size = "sm",
  compact = false,
  className = "",
}: {
  productId: string;
  disabled: boolean;
  labels: AddToCartLabels;
  size?: "sm" | "md";
  compact?: boolean;
  className?: string;
}) {
  const [pending, setPending] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const text = disabled ? labels.soldOut : pending ? labels.adding : labels.add;
  return (
    <div className={`flex w-full flex-col gap-1.5 ${className}`}>
      <button
        type="button"
        disabled={disabled || pending}
        data-testid="add-to-cart"
        aria-label={!disabled && !pending && compact ? labels.add : undefined}
        onClick={async () => {
          setPending(true);
          try {
            const result = await addToCartAction({ productId });
            if (result.ok) {
              toast.success(labels.added);
              announceCart({ count: result.data.count });
            } else if (result.error.code === "unauthorized") {
              toast.error(labels.loginToAdd);
              setSignedOut(true);
            } else {
              toast.error(labels.errors[result.error.message] ?? labels.failed);
            }
          } catch {
            toast.error(labels.failed);
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
            <span className="truncate xl:hidden">{labels.addShort}</span>
            <span className="hidden truncate xl:inline">{labels.add}</span>
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
          {labels.signIn}
        </Link>
      ) : null}
    </div>
  );
}
