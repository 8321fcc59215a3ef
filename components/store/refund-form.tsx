"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { formatMoney } from "@/lib/format/money";
import { useRouter } from "@/lib/i18n/navigation";
import { refundOrderAction } from "@/lib/payments/actions";

/** "12,50" or "12.50" euros as cents; null when it is not an amount. */
function parseEuros(value: string): number | null {
  const normalised = value.trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/**
 * A seller's full or partial refund of a paid order (lib/payments/refunds.ts): the amount starts at what
 * is left to refund, and the button says what will go back before anything happens.
 */
export function RefundForm({
  orderId,
  refundableCents,
  storeSharePercent,
}: {
  orderId: string;
  refundableCents: number;
  storeSharePercent: number;
}) {
  const t = useTranslations("storeManage.orders");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState((refundableCents / 100).toFixed(2));
  const [pending, startTransition] = useTransition();
  const inputId = useId();
  const cents = parseEuros(amount);
  const invalid = cents === null || cents <= 0 || cents > refundableCents;

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="refund-open">
        <Icon name="rotate-cw" className="h-4 w-4" />
        {t("refund")}
      </Button>
    );
  }

  function submit() {
    if (invalid) return;
    startTransition(async () => {
      const result = await refundOrderAction({ orderId, amountCents: cents });
      if (!result.ok) {
        toast.error(t("refundError"), { description: tRoot(result.error.message) });
        router.refresh();
        return;
      }
      toast.success(t("refundDone", { amount: formatMoney(result.data.refundedCents, locale) }));
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      data-testid="refund-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-bold text-ink">
          {t("refundAmount")}
        </label>
        <input
          id={inputId}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          className={controlClasses}
          autoComplete="off"
        />
        <p id={`${inputId}-hint`} className={`text-sm ${invalid ? "font-semibold text-red-700" : "text-muted"}`}>
          {t("refundHint", { max: formatMoney(refundableCents, locale), share: storeSharePercent })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
          {t("refundCancel")}
        </Button>
        <Button type="submit" disabled={pending || invalid} className="bg-red-700 hover:bg-red-800">
          {t("refundConfirm", { amount: cents !== null && !invalid ? formatMoney(cents, locale) : "—" })}
        </Button>
      </div>
    </form>
  );
}
