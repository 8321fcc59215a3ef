"use client";

import { lazyPart } from "@/components/ui/lazy-part";

// Drawn only for signed-in readers whose address is unverified, but in the layout of every (app) page: a
// chunk of its own, so guests of the public shop pages (marketplace, product, store) do not download it
// (1.4 kB gzip of their first load, measurement 079).
export const LazyVerificationReminder = lazyPart(() =>
  import("./verification-reminder").then((module) => module.VerificationReminder),
);
