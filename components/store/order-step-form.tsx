"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { advanceOrderAction } from "@/lib/store/actions";
import { NEXT_ORDER_STATUS, TRACKING_MAX } from "@/lib/store/fields";

type Props = { orderId: string; status: keyof typeof NEXT_ORDER_STATUS };

/** The one next step of a paid order: processing, then shipped with a tracking number, then delivered. */
export function OrderStepForm({ orderId, status }: Props) {
  const t = useTranslations("storeManage.orders");
  const tRoot = useTranslations();
  const router = useRouter();
  const next = NEXT_ORDER_STATUS[status];
  const [tracking, setTracking] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const inputId = useId();

  function submit() {
    startTransition(async () => {
      const result = await advanceOrderAction({
        orderId,
        status: next,
        trackingNumber: next === "shipped" ? tracking : null,
      });
      if (!result.ok) {
        const fieldKey = result.error.fields?.trackingNumber;
        setError(fieldKey ? tRoot(fieldKey) : null);
        toast.error(t("stepError"), { description: tRoot(fieldKey ?? result.error.message) });
        if (result.error.code === "conflict") router.refresh();
        return;
      }
      setError(null);
      toast.success(t(`stepDone.${next}`));
      router.refresh();
    });
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {next === "shipped" ? (
        <TextField
          className="min-w-0 flex-1"
          id={inputId}
          label={t("tracking")}
          name="trackingNumber"
          value={tracking}
          maxLength={TRACKING_MAX}
          onChange={(e) => setTracking(e.target.value)}
          error={error ?? undefined}
          autoComplete="off"
        />
      ) : null}
      <Button type="submit" disabled={pending} className="shrink-0">
        <Icon
          name={next === "processing" ? "package" : next === "shipped" ? "truck" : "circle-check"}
          className="h-5 w-5"
        />
        {t(`step.${next}`)}
      </Button>
    </form>
  );
}
