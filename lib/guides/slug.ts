// A guide's address is made from its title: lower case, accents dropped from Latin letters, every run of
// other characters one hyphen. Letters of other scripts stay (a Chinese title keeps its characters, which
// browsers show as they are in the address bar). Client-safe: the form proposes the slug as the title is typed.

/** The shape every stored slug has: words of lower-case letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export function slugify(title: string, max = 120): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{Ll}\p{Lo}\p{N}]+/u)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  // A first word longer than the limit is cut rather than dropped.
  return slug || (words[0] ?? "").slice(0, max);
}
