"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { reportReasons, type ReportReason } from "@/lib/posts/limits";

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  reason: ReportReason | null;
  onReasonChange: (reason: ReportReason) => void;
  sending: boolean;
  /** Sends the report (a reason is chosen): the caller's action, and how it says a refusal. */
  onSubmit: () => void;
  onClose: () => void;
  /** What the caller asks for under the reasons (a post's details). */
  children?: ReactNode;
};

/**
 * The report dialog of posts and reviews alike (docs/product-spec.md §7 Reports): the reasons as radio
 * cards, the caller's extra fields, cancel and send (which waits for a reason). Open from its first render.
 */
export function ReportDialog({
  title,
  description,
  submitLabel,
  reason,
  onReasonChange,
  sending,
  onSubmit,
  onClose,
  children,
}: Props) {
  const t = useTranslations("posts.report");
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      closeLabel={t("cancel")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason) onSubmit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-bold">{t("reasonLabel")}</legend>
          {reportReasons.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
            >
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => onReasonChange(option)}
                className="accent-brand-500"
              />
              <span className="text-sm font-semibold">{t(`reasons.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={!reason || sending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
