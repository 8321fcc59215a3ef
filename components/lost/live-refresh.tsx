"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/components/ui/toast";
import { LOST_SIGHTING_EVENT } from "@/lib/realtime/events";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime/use-realtime";

/** On the reporter's own case page: a sighting added anywhere re-renders the timeline at once. */
export function LiveRefresh({
  caseId,
  config,
  userId,
}: {
  caseId: string;
  config: BrowserRealtimeConfig | null;
  userId: string;
}) {
  const t = useTranslations("lost");
  const router = useRouter();
  const { state } = useRealtime(config, userId);
  // A sighting added while the socket was not live (between the page's render and the connection, or
  // during an outage) sent an event nobody heard: each time it becomes live, the page is read again.
  const wasLive = useRef(false);
  useEffect(() => {
    const live = state === "live";
    if (live && !wasLive.current) router.refresh();
    wasLive.current = live;
  }, [state, router]);
  useRealtimeEvent(LOST_SIGHTING_EVENT, (payload) => {
    if ((payload as { caseId?: string } | null)?.caseId !== caseId) return;
    toast.message(t("timeline.live"));
    router.refresh();
  });
  return <span hidden data-testid="lost-live" data-state={state} />;
}
