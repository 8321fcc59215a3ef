"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { ReportDialog } from "@/components/posts/report-dialog";
import type { ReportReason } from "@/lib/posts/limits";
import { reportReviewAction } from "@/lib/reviews/actions";

/** The report dialog of a review, open from its first render; `onClose` takes it away (ReportReviewButton). */
export function ReportReviewDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const t = useTranslations("reviews.report");
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
    <ReportDialog
      title={t("title")}
      description={t("description")}
      submitLabel={t("submit")}
      reason={reason}
      onReasonChange={setReason}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
