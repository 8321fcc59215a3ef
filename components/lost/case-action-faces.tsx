"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";

// What the case page's signed-in buttons show, apart from what they do. The buttons are lazy parts
// (lazy-case-parts.tsx), which React shows a moment after the page (decision 088); until then the same
// faces stand in their place, inert, so the row of actions does not move when the real buttons arrive.

/** "Lo he visto", or for the reporter "Añadir novedad". */
export function SightingFace({ isOwner }: { isOwner: boolean }) {
  const t = useTranslations("lost");
  return (
    <>
      <Icon name="eye" className="h-5 w-5" />
      {isOwner ? t("sighting.addUpdate") : t("sighting.add")}
    </>
  );
}

export function ReunitedFace() {
  const t = useTranslations("lost");
  return (
    <>
      <Icon name="heart" className="h-5 w-5 fill-current" />
      {t("markReunited")}
    </>
  );
}

export function EditFace() {
  const t = useTranslations("lost");
  return (
    <>
      <Icon name="pencil" className="h-5 w-5" />
      {t("edit")}
    </>
  );
}

export function ShowPhoneFace() {
  const t = useTranslations("lost");
  return (
    <>
      <Icon name="phone" className="h-5 w-5" />
      {t("showPhone")}
    </>
  );
}

/** The report link under the actions: quieter than a button. */
export const FLAG_TRIGGER_CLASSES = "inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink";

export function FlagFace() {
  const t = useTranslations("lost");
  return (
    <>
      <Icon name="flag" className="h-4 w-4" />
      {t("flag.open")}
    </>
  );
}
