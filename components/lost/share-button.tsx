"use client";

import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";

// "Send in a message" (issue 46): the same dialog as a pet's or a product's, loaded on first open.
const ShareDialog = lazy(() =>
  import("@/components/messages/share-dialog").then((module) => ({ default: module.ShareDialog })),
);

/**
 * An open case: the dialog sends it in a message, or shares the link (the Web Share sheet where the
 * browser has one, else the clipboard). A closed case, which no message may carry: the link only.
 */
export function ShareButton({ title, caseId }: { title: string; caseId: string | null }) {
  const t = useTranslations("lost");
  const [open, setOpen] = useState(false);
  async function share() {
    const url = window.location.href.split("?")[0]!;
    if (typeof navigator.share === "function") {
      await navigator.share({ url, title, text: t("shareText", { title }) }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url).then(
      () => toast.success(t("copied")),
      () => undefined,
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={caseId ? () => setOpen(true) : share}
        className={buttonClasses("secondary", "md")}
        data-testid="lost-share"
      >
        <Icon name="share-2" className="h-5 w-5" />
        {t("share")}
      </button>
      {caseId && open ? (
        <Suspense fallback={null}>
          <ShareDialog kind="lost" id={caseId} open onOpenChange={setOpen} onShareLink={() => void share()} />
        </Suspense>
      ) : null}
    </>
  );
}
