"use client";

import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { localPath } from "@/lib/i18n/local-path";
import type { SharedKind } from "@/lib/messages/schemas";

const ShareDialog = lazy(() => import("./share-dialog").then((module) => ({ default: module.ShareDialog })));

/**
 * Share on a pet's or a product's page (cached pages, the same for everyone): the dialog sends it in a
 * message to a signed-in visitor's conversations, and offers the link to anyone (issue 46).
 */
export function ShareButton({ kind, id, path }: { kind: SharedKind; id: string; path: string }) {
  const t = useTranslations("messages.share");
  const locale = useLocale();
  const [open, setOpen] = useState(false);

  async function shareLink() {
    const url = `${window.location.origin}${localPath(path, locale)}`;
    if (typeof navigator.share === "function") return void (await navigator.share({ url }).catch(() => undefined));
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    if (!copied) toast.message(url);
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses("secondary", "md", "whitespace-nowrap")} data-testid="share-button">
        <Icon name="send" className="h-4 w-4" />
        {t("button")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog kind={kind} id={id} open onOpenChange={setOpen} onShareLink={() => void shareLink()} />
        </Suspense>
      ) : null}
    </>
  );
}
