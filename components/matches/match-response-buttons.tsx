"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { respondToMatchAction, unmatchAction } from "@/lib/matches/actions";

/** Match toasts stay 3000 ms (docs/product-spec.md §9). */
const TOAST_MS = 3000;

/** Accept / reject an incoming match, or unmatch an accepted one; the list re-renders on the server. */
export function MatchResponseButtons({ matchId, kind }: { matchId: string; kind: "incoming" | "accepted" }) {
  const t = useTranslations("match");
  const router = useRouter();
  const [pending, start] = useTransition();

  function run(action: () => ReturnType<typeof unmatchAction>, success: string, failure: string) {
    start(async () => {
      const result = await action();
      if (result.ok) toast.success(success, { duration: TOAST_MS });
      else toast.error(failure, { duration: TOAST_MS });
      router.refresh();
    });
  }

  if (kind === "accepted") {
    return (
      <button
        type="button"
        disabled={pending}
        className={buttonClasses("ghost", "sm")}
        onClick={() => run(() => unmatchAction({ match: matchId }), t("toasts.unmatched"), t("errors.respond"))}
      >
        {t("matches.unmatch")}
      </button>
    );
  }
  return (
    <div className="flex gap-2">
      <button
        type="button"
        disabled={pending}
        data-testid="match-accept"
        className={buttonClasses("primary", "sm")}
        onClick={() =>
          run(() => respondToMatchAction({ match: matchId, accept: true }), t("toasts.accepted"), t("errors.respond"))
        }
      >
        {t("matches.accept")}
      </button>
      <button
        type="button"
        disabled={pending}
        className={buttonClasses("secondary", "sm")}
        onClick={() =>
          run(() => respondToMatchAction({ match: matchId, accept: false }), t("toasts.rejected"), t("errors.respond"))
        }
      >
        {t("matches.reject")}
      </button>
    </div>
  );
}
