/**
 * Precision at 10 of one query: the expected results among the first ten shown, over the smaller of 10
 * and the larger of (expected, shown). Dividing by what was expected as well as by what was shown makes
 * "one dog of seventeen" score 1/10 (plain precision would give it 1), and junk beside the right answer
 * still costs. Nothing expected and nothing shown scores 1.
 */
export function precisionAt10(expected: readonly string[], shown: readonly string[]): number {
  const top = shown.slice(0, 10);
  const denominator = Math.min(10, Math.max(expected.length, top.length));
  if (denominator === 0) return 1;
  const wanted = new Set(expected);
  return top.filter((key) => wanted.has(key)).length / denominator;
}

/** The mean over a set of queries. */
export function meanPrecision(scores: readonly number[]): number {
  return scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}
