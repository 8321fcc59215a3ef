// Guide search's words (issue 48 item 11): "vacunacion" finds the vaccines guide ("vacunas"), and so
// does "vacnas". Pure, so it is tested without a database.
import { foldWord } from "@/lib/discover/query-words";

/** Endings of Spanish, Portuguese, French and English words, longest first, that vary within one family. */
const ENDINGS = [
  "aciones",
  "iciones",
  "acoes",
  "acion",
  "icion",
  "acao",
  "ation",
  "ciones",
  "cion",
  "coes",
  "cao",
  "mente",
  "ment",
  "idades",
  "idad",
  "idade",
  "ando",
  "endo",
  "ing",
  "es",
  "s",
];

/** The shortest stem worth searching for: shorter ones match too many unrelated words. */
const MIN_STEM = 4;

/**
 * A word's stem, accents and case folded: the word without a common ending ("vacunacion" → "vacun",
 * "vacunas" → "vacuna"), or null when no ending comes off leaving at least MIN_STEM letters.
 */
export function stemOf(word: string): string | null {
  const folded = foldWord(word);
  const ending = ENDINGS.find((end) => folded.endsWith(end) && folded.length - end.length >= MIN_STEM);
  return ending ? folded.slice(0, -ending.length) : null;
}

/** The distinct 3-letter pieces of a word, accents and case folded ("vacnas" → vac, acn, cna, nas). */
export function trigramsOf(word: string): string[] {
  const folded = foldWord(word);
  return [...new Set(Array.from({ length: Math.max(0, folded.length - 2) }, (_, i) => folded.slice(i, i + 3)))];
}
