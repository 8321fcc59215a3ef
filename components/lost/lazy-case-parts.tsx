"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// The case page's signed-in parts (the reporter's controls and live timeline; others' sighting form, phone
// and report), each a chunk of its own: guests, who are served the cached page, never download them
// (10 kB gzip of the page's 155 kB first load, 2026-11-29: the form's place picker, the dialogs, the socket).
export const LazyOwnerControls = lazyPart(() => import("./owner-controls").then((module) => module.OwnerControls));
export const LazySightingForm = lazyPart(() => import("./sighting-form").then((module) => module.SightingForm));
export const LazyPhoneReveal = lazyPart(() => import("./phone-reveal").then((module) => module.PhoneReveal));
export const LazyFlagButton = lazyPart(() => import("./flag-button").then((module) => module.FlagButton));
export const LazyLiveRefresh = lazyPart(() => import("./live-refresh").then((module) => module.LiveRefresh));
