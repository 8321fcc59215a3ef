"use client";
// "Mark all read" on /activity: the action publishes badges:changed (every open tab's bell drops to 0),
// then the page renders again from the server without the highlights.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { markAllReadAction } from "@/lib/notifications/actions";

export function MarkAllReadButton() {
  const t = useTranslations("activity");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function markAll() {
    setPending(true);
    const result = await markAllReadAction();
    setPending(false);
    if (!result.ok) return toast.error(t("failed"));
    toast.success(t("markedAllRead"));
    router.refresh();
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void markAll()} disabled={pending} data-testid="mark-all-read">
      {t("markAllRead")}
    </Button>
  );
}
