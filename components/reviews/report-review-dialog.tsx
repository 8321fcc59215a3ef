"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ReportReasonsField } from "@/components/posts/report-reasons-field";
import type { ReportReason } from "@/lib/posts/limits";
import { reportReviewAction } from "@/lib/reviews/actions";

/** The report dialog of a review, open from its first render; `onClose` takes it away (ReportReviewButton). */
export function ReportReviewDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const t = useTranslations("reviews.report");
  const tReport = useTranslations("posts.report");
  const tRoot = useTranslations();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [sending, startSending] = useTransition();

  function submit() {
    if (!reason) return;
    startSending(async () => {
      const result = await reportReviewAction({ reviewId, reason });
      if (!result.ok) {
        toast.error(result.error.code === "unauthorized" ? t("signIn") : tRoot(result.error.message));
        if (result.error.code !== "validation") onClose();
        return;
      }
      toast.success(t("success"));
      onClose();
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title")}
      description={t("description")}
      closeLabel={tReport("cancel")}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ReportReasonsField value={reason} onChange={setReason} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {tReport("cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={!reason || sending}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
