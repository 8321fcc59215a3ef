"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/components/ui/toast";
import { LOST_SIGHTING_EVENT } from "@/lib/realtime/events";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime/use-realtime";

/** On the reporter's own case page: a sighting added anywhere re-renders the timeline at once. */
export function LiveRefresh({ caseId, config, userId }: { caseId: string; config: BrowserRealtimeConfig | null; userId: string }) {
  const t = useTranslations("lost");
  const router = useRouter();
  useRealtime(config, userId);
  useRealtimeEvent(LOST_SIGHTING_EVENT, (payload) => {
    if ((payload as { caseId?: string } | null)?.caseId !== caseId) return;
    toast.message(t("timeline.live"));
    router.refresh();
  });
  return null;
}
