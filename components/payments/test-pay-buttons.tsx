"use client";

import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { announceCart } from "@/components/market/cart-events";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { cancelTestSessionAction, payTestSessionAction } from "@/lib/payments/actions";

type Labels = { pay: string; paying: string; cancel: string; cancelled: string; failed: string };

/** The test provider's two buttons: pay (the same fulfilment as Stripe's webhook) or cancel (stock released). */
export function TestPayButtons({ sessionId, labels }: { sessionId: string; labels: Labels }) {
  const router = useRouter();
  const [pending, setPending] = useState<"pay" | "cancel" | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row-reverse">
      <button
        type="button"
        data-testid="test-pay"
        disabled={pending !== null}
        className={buttonClasses("primary", "lg", "flex-1")}
        onClick={async () => {
          setPending("pay");
          const result = await payTestSessionAction({ sessionId }).catch(() => null);
          if (result?.ok) {
            router.replace(`/payment/success?session_id=${encodeURIComponent(sessionId)}`);
            // The layout too: the header's cart count is read again (the other tab emptied the cart).
            router.refresh();
          } else {
            toast.error(labels.failed);
            setPending(null);
            router.refresh();
          }
        }}
      >
        <Icon
          name={pending === "pay" ? "loader-circle" : "credit-card"}
          className={pending === "pay" ? "h-5 w-5 animate-spin" : "h-5 w-5"}
        />
        {pending === "pay" ? labels.paying : labels.pay}
      </button>
      <button
        type="button"
        data-testid="test-cancel"
        disabled={pending !== null}
        className={buttonClasses("secondary", "lg")}
        onClick={async () => {
          setPending("cancel");
          const result = await cancelTestSessionAction({ sessionId }).catch(() => null);
          if (result?.ok) {
            toast.message(labels.cancelled);
            // Back to the cart as it was (issue 48, item 6): nothing of it was taken out.
            announceCart({ open: true });
          } else toast.error(labels.failed);
          setPending(null);
          router.refresh();
        }}
      >
        {labels.cancel}
      </button>
    </div>
  );
}
