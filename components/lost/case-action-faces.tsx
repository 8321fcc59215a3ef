"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";

// What the case page's signed-in buttons show, apart from what they do. The buttons are lazy parts
// (lazy-case-parts.tsx), which React shows a moment after the page (decision 088); until then the same
// faces stand in their place, inert, so the row of actions does not move when the real buttons arrive.

const FACES = {
  /** "Lo he visto" */
  sighting: { icon: "eye", label: "sighting.add", iconClassName: "h-5 w-5" },
  /** The reporter's "Añadir novedad" */
  update: { icon: "eye", label: "sighting.addUpdate", iconClassName: "h-5 w-5" },
  reunited: { icon: "heart", label: "markReunited", iconClassName: "h-5 w-5 fill-current" },
  edit: { icon: "pencil", label: "edit", iconClassName: "h-5 w-5" },
  showPhone: { icon: "phone", label: "showPhone", iconClassName: "h-5 w-5" },
  flag: { icon: "flag", label: "flag.open", iconClassName: "h-4 w-4" },
} as const satisfies Record<string, { icon: IconName; label: string; iconClassName: string }>;

export type CaseAction = keyof typeof FACES;

/** The report link under the actions: quieter than a button. */
export const FLAG_TRIGGER_CLASSES = "inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink";

/** An action's icon and words, inside the button that does it or the stand-in that holds its place. */
export function CaseActionFace({ action }: { action: CaseAction }) {
  const t = useTranslations("lost");
  const { icon, label, iconClassName } = FACES[action];
  return (
    <>
      <Icon name={icon} className={iconClassName} />
      {t(label)}
    </>
  );
}
