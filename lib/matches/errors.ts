// The message keys of the match rules (docs/product-spec.md §5, §8), in the `match` namespace of messages/*.json.
export const matchErrors = {
  invalidUsers: "match.errors.invalidUsers",
  exists: "match.errors.exists",
  needPet: "match.errors.needPet",
  dailyLimit: "match.errors.dailyLimit",
  loveSameSpecies: "match.errors.loveSameSpecies",
  nothingToUndo: "match.errors.nothingToUndo",
} as const;

/** Likes one user may send in 24 hours (issue 10). */
export const DAILY_LIKE_LIMIT = 100;
