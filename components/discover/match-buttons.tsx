"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { likePetAction } from "@/lib/matches/actions";
import type { MatchMode } from "@/lib/matches/schemas";
import { ItsAMatchDialog, type ItsAMatch } from "@/components/matches/its-a-match-dialog";

/** Match toasts stay 3000 ms (docs/product-spec.md §9). */
const TOAST_MS = 3000;

/** Love Match / Friendship on a discover pet card: sends the match with my first pet (docs/product-spec.md §5). */
export function MatchButtons({ petId }: { petId: string }) {
  const t = useTranslations("match");
  const tDiscover = useTranslations("discover");
  const [sent, setSent] = useState<MatchMode | null>(null);
  const [pending, start] = useTransition();
  const [matched, setMatched] = useState<ItsAMatch | null>(null);

  function send(mode: MatchMode) {
    start(async () => {
      const result = await likePetAction({ pet: petId, mode });
      if (!result.ok) {
        const key = result.error.message.replace(/^match\./, "");
        toast.error(t.has(key) ? t(key) : t("errors.create"), { duration: TOAST_MS });
        return;
      }
      setSent(mode);
      if (result.data.status === "accepted")
        setMatched({ mine: result.data.mine, theirs: result.data.theirs, username: result.data.username });
      else toast.success(mode === "love" ? t("toasts.sentLove") : t("toasts.sentFriend"), { duration: TOAST_MS });
    });
  }

  return (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        data-testid="discover-love"
        disabled={pending || sent !== null}
        onClick={() => send("love")}
        className={buttonClasses("primary", "sm")}
      >
        💘 {tDiscover("love")}
      </button>
      <button
        type="button"
        data-testid="discover-friend"
        disabled={pending || sent !== null}
        onClick={() => send("friend")}
        className={buttonClasses("secondary", "sm")}
      >
        🐾 {tDiscover("friend")}
      </button>
      <ItsAMatchDialog match={matched} onClose={() => setMatched(null)} />
    </div>
  );
}
