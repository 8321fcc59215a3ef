import { getLocale } from "next-intl/server";
import { sessionBanNotice } from "@/lib/auth/ban-notice";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";

/**
 * A banned member's open tab on a page of the app, the public catalogue included, goes to the ban notice at
 * once (issue 48 item 4) instead of showing the page as a guest's. Only a refused session pays the extra read;
 * cached public pages do the same from their viewer layer (components/layout/viewer-layer-request.tsx).
 */
export async function BannedSessionRedirect() {
  if (await getCurrentUser()) return null;
  if (await sessionBanNotice()) redirect({ href: "/auth/banned", locale: await getLocale() });
  return null;
}
