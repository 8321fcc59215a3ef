"use client";

import type { ComponentProps } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { lazyPart } from "@/components/ui/lazy-part";
import { CaseActionFace, FLAG_TRIGGER_CLASSES, type CaseAction } from "./case-action-faces";
import type { SightingForm } from "./sighting-form";

// The case page's signed-in parts (the reporter's controls and live timeline; others' sighting form, phone
// and report), each a chunk of its own: guests, who are served the cached page, never download them
// (10 kB gzip of the page's 155 kB first load, 2026-11-29: the form's place picker, the dialogs, the socket).
// Until a part is shown (decision 088), its buttons' faces hold their place, inert: nothing moves.

/** An action's face as the button that does it looks, doing nothing. */
function standIn(action: CaseAction, className = buttonClasses("secondary", "md")) {
  return (
    <span aria-hidden className={className}>
      <CaseActionFace action={action} />
    </span>
  );
}
const primary = buttonClasses("primary", "md");

export const LazyOwnerControls = lazyPart(
  () => import("./owner-controls").then((module) => module.OwnerControls),
  <>
    {standIn("reunited", primary)}
    {standIn("edit")}
  </>,
);
export const LazySightingForm = lazyPart(
  () => import("./sighting-form").then((module) => module.SightingForm),
  ({ isOwner }: ComponentProps<typeof SightingForm>) => standIn(isOwner ? "update" : "sighting", primary),
);
export const LazyPhoneReveal = lazyPart(
  () => import("./phone-reveal").then((module) => module.PhoneReveal),
  standIn("showPhone"),
);
export const LazyFlagButton = lazyPart(
  () => import("./flag-button").then((module) => module.FlagButton),
  standIn("flag", FLAG_TRIGGER_CLASSES),
);
export const LazyLiveRefresh = lazyPart(() => import("./live-refresh").then((module) => module.LiveRefresh));
