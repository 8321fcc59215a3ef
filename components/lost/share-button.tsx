"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";

/** The Web Share sheet where the browser has one; else the case's link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations("lost");
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
    <button type="button" onClick={share} className={buttonClasses("secondary", "md")} data-testid="lost-share">
      <Icon name="share-2" className="h-5 w-5" />
      {t("share")}
    </button>
  );
}
