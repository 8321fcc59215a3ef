"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import { speciesEmoji } from "@/components/pets/species-emoji";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/lib/i18n/navigation";
import type { MatchedPet } from "@/lib/matches/schemas";
import type { Species } from "@/lib/pets/breeds";

export type ItsAMatch = { mine: MatchedPet | null; theirs: MatchedPet | null; username: string };

function PetFace({ pet, side }: { pet: MatchedPet | null; side: "left" | "right" }) {
  const t = useTranslations("match");
  return (
    <div
      className={`grid h-28 w-28 place-items-center overflow-hidden rounded-full bg-brand-50 text-5xl ring-4 ring-white shadow-lg ${side === "left" ? "-rotate-6" : "rotate-6"}`}
    >
      {pet?.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are
        <img src={pet.photo} alt={t("card.photoAlt", { name: pet.name })} className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden>{speciesEmoji[(pet?.species ?? "other") as Species] ?? "🐾"}</span>
      )}
    </div>
  );
}

/** The mutual like: both pets, and "Send a message", which opens the conversation with the other owner. */
export function ItsAMatchDialog({ match, onClose }: { match: ItsAMatch | null; onClose: () => void }) {
  const t = useTranslations("match");
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t("itsAMatch.title")}
      closeLabel={t("info.close")}
    >
      {match ? (
        <div className="flex flex-col items-center gap-4 pb-2 text-center" data-testid="its-a-match">
          <div className="flex items-center">
            <PetFace pet={match.mine} side="left" />
            <span className="z-10 -mx-3 grid h-12 w-12 place-items-center rounded-full bg-brand-500 text-white shadow-md">
              <Icon name="heart" className="h-6 w-6 fill-current" />
            </span>
            <PetFace pet={match.theirs} side="right" />
          </div>
          <p className="text-lg font-bold">
            {t("itsAMatch.body", { mine: match.mine?.name ?? "", theirs: match.theirs?.name ?? "" })}
          </p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link
              href={`/messages?with=${encodeURIComponent(match.username)}`}
              className={buttonClasses("primary", "md")}
              data-testid="its-a-match-message"
            >
              <Icon name="message-circle" className="h-5 w-5" />
              {t("itsAMatch.send")}
            </Link>
            <button type="button" onClick={onClose} className={buttonClasses("secondary", "md")}>
              {t("itsAMatch.keep")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
