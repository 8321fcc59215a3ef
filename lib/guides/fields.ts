// The care guides' fixed choices and limits (decision 045), without zod or server code: the staff form
// and the public filters import them in the browser.
import { petSpeciesValues } from "@/lib/pets/fields";
import { locales } from "@/lib/i18n/routing";

export const GUIDE_TOPICS = ["feeding", "health", "training", "grooming", "adoption", "travel"] as const;
export type GuideTopic = (typeof GUIDE_TOPICS)[number];

export const GUIDE_STATUSES = ["draft", "published"] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** The app's species list (docs/product-spec.md §3), as pets use it. */
export const GUIDE_SPECIES = petSpeciesValues;
export type GuideSpecies = (typeof GUIDE_SPECIES)[number];

/** A guide is written in one of the interface's languages. */
export const GUIDE_LANGUAGES = locales;

export const GUIDE_LIMITS = {
  titleMax: 140,
  slugMax: 120,
  bodyMax: 60_000,
  /** "Shop the guide": at most this many related products. */
  productsMax: 6,
  searchMax: 100,
} as const;

export const GUIDE_PAGE_SIZE = 12;
export const ADMIN_GUIDE_PAGE_SIZE = 20;
