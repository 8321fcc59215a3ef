"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { reportReasons, type ReportReason } from "@/lib/posts/limits";
import { reportReviewAction } from "@/lib/reviews/actions";

/**
 * "Denunciar" under a review of a cached public page (the same for every visitor): the action itself
 * says who may report, so a signed-out visitor is told to sign in rather than shown a different page.
 */
export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const t = useTranslations("reviews.report");
  const tReport = useTranslations("posts.report");
  const tRoot = useTranslations();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [sending, startSending] = useTransition();

  function submit() {
    if (!reason) return;
    startSending(async () => {
      const result = await reportReviewAction({ reviewId, reason });
      if (!result.ok) {
        toast.error(result.error.code === "unauthorized" ? t("signIn") : tRoot(result.error.message));
        if (result.error.code !== "validation") setOpen(false);
        return;
      }
      toast.success(t("success"));
      setOpen(false);
    });
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-xs font-semibold text-muted underline-offset-2 hover:underline">
        {t("button")}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("description")} closeLabel={tReport("cancel")}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-bold">{tReport("reasonLabel")}</legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="accent-brand-500" />
                <span className="text-sm font-semibold">{tReport(`reasons.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
              {tReport("cancel")}
            </Button>
            <Button type="submit" size="sm" disabled={!reason || sending}>
              {t("submit")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
