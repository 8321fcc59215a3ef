"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useShellViewer } from "@/components/layout/viewer-layer-store";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ReportReasonsField } from "@/components/posts/report-reasons-field";
import type { ReportReason } from "@/lib/posts/limits";
import { reportReviewAction } from "@/lib/reviews/actions";

/**
 * "Denunciar" under a review of a cached public page (the same for every visitor): the action itself
 * says who may report, so a signed-out visitor is told to sign in rather than shown a different page.
 */
export function ReportReviewButton({ reviewId, authorId }: { reviewId: string; authorId: string }) {
  // One's own review has nothing to report (the action refuses it): the button goes once the page knows its viewer.
  const viewer = useShellViewer();
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

  if (viewer?.id === authorId) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-xs font-semibold text-muted underline-offset-2 hover:underline"
      >
        {t("button")}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
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
