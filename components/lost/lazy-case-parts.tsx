"use client";

import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-styles";
import { lazyPart } from "@/components/ui/lazy-part";
import {
  EditFace,
  FLAG_TRIGGER_CLASSES,
  FlagFace,
  ReunitedFace,
  ShowPhoneFace,
  SightingFace,
} from "./case-action-faces";
import type { SightingForm } from "./sighting-form";

// The case page's signed-in parts (the reporter's controls and live timeline; others' sighting form, phone
// and report), each a chunk of its own: guests, who are served the cached page, never download them
// (10 kB gzip of the page's 155 kB first load, 2026-11-29: the form's place picker, the dialogs, the socket).
// Until a part is shown (decision 088), its buttons' faces hold their place, inert: nothing moves.

function Inert({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden className={className}>
      {children}
    </span>
  );
}
const button = (variant: ButtonVariant) => buttonClasses(variant, "md");

export const LazyOwnerControls = lazyPart(
  () => import("./owner-controls").then((module) => module.OwnerControls),
  () => (
    <>
      <Inert className={button("primary")}>
        <ReunitedFace />
      </Inert>
      <Inert className={button("secondary")}>
        <EditFace />
      </Inert>
    </>
  ),
);
export const LazySightingForm = lazyPart(
  () => import("./sighting-form").then((module) => module.SightingForm),
  ({ isOwner }: ComponentProps<typeof SightingForm>) => (
    <Inert className={button("primary")}>
      <SightingFace isOwner={isOwner} />
    </Inert>
  ),
);
export const LazyPhoneReveal = lazyPart(
  () => import("./phone-reveal").then((module) => module.PhoneReveal),
  () => (
    <Inert className={button("secondary")}>
      <ShowPhoneFace />
    </Inert>
  ),
);
export const LazyFlagButton = lazyPart(
  () => import("./flag-button").then((module) => module.FlagButton),
  () => (
    <Inert className={FLAG_TRIGGER_CLASSES}>
      <FlagFace />
    </Inert>
  ),
);
export const LazyLiveRefresh = lazyPart(() => import("./live-refresh").then((module) => module.LiveRefresh));
