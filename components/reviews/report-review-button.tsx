"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useShellViewer } from "@/components/layout/viewer-layer-store";
import { lazyPart } from "@/components/ui/lazy-part";

// The dialog (its reasons, the action) loads with the first press: product and store pages draw this
// button under every review, and most readers never press it (1.3 kB of their first-load scripts).
const ReportReviewDialog = lazyPart(() => import("./report-review-dialog").then((module) => module.ReportReviewDialog));

/**
 * "Denunciar" under a review of a cached public page (the same for every visitor): the action itself
 * says who may report, so a signed-out visitor is told to sign in rather than shown a different page.
 */
export function ReportReviewButton({ reviewId, authorId }: { reviewId: string; authorId: string }) {
  // One's own review has nothing to report (the action refuses it): the button goes once the page knows its viewer.
  const viewer = useShellViewer();
  const t = useTranslations("reviews.report");
  const [open, setOpen] = useState(false);

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
      {open ? <ReportReviewDialog reviewId={reviewId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
