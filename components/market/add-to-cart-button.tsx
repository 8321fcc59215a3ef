"use client";

import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { addToCartAction } from "@/lib/cart/actions";
import { announceCart } from "./cart-events";

export type AddToCartLabels = { add: string; adding: string; added: string; soldOut: string; loginToAdd: string; failed: string; errors: Record<string, string> };

/**
 * Spec §5 Add to cart: disabled at zero stock; a signed-out visitor is told to sign in. The labels come
 * from the server component that renders it (one small island per card, no message catalogue shipped).
 */
export function AddToCartButton({ productId, disabled, labels, size = "sm", className = "" }: { productId: string; disabled: boolean; labels: AddToCartLabels; size?: "sm" | "md"; className?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={disabled || pending}
      data-testid="add-to-cart"
      onClick={async () => {
        setPending(true);
        try {
          const result = await addToCartAction({ productId });
          if (result.ok) {
            toast.success(labels.added);
            announceCart({ count: result.data.count });
          } else if (result.error.code === "unauthorized") {
            toast.error(labels.loginToAdd);
          } else {
            toast.error(labels.errors[result.error.message] ?? labels.failed);
          }
        } catch {
          toast.error(labels.failed);
        } finally {
          setPending(false);
        }
      }}
      className={buttonClasses("primary", size, `w-full ${className}`)}
    >
      <Icon name="shopping-cart" className="h-4 w-4" />
      {disabled ? labels.soldOut : pending ? labels.adding : labels.add}
    </button>
  );
}
