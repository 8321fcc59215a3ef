import type { Species } from "@/lib/pets/breeds";

/** A friendly picture for each species, beside its translated name (decorative only). */
export const speciesEmoji: Record<Species, string> = {
  dog: "🐶",
  cat: "🐱",
  rabbit: "🐰",
  bird: "🐦",
  reptile: "🦎",
  rodent: "🐹",
  other: "🐾",
};
