// Shared by the server (which stores hashtags when a post is created) and the browser (which renders
// them as links), so a tag is a link exactly when it was counted.
//
// The rule (docs/product-spec.md §5 "a word starting with # and longer than one character"):
// - a `#` followed by one or more Unicode letters, digits or underscores: `#Perros` → "perros",
//   `#狗` → "狗", `#día_2` → "día_2". Digits-only tags (`#1`, `#2024`) count too: people use them for
//   years and events, and the seed and Instagram agree. A bare `#` or `# perros` is no tag.
// - the `#` must not follow a letter, digit, underscore, `&` or `/`, so `C#`, `&#39;` and URL fragments
//   (`example.com/#top`) are not tags;
// - names are lower-cased (the hashtags table requires it) and at most 64 characters, each tag counted
//   once per post however often it appears.
const HASHTAG = /(?<![\p{L}\p{N}_&/])#([\p{L}\p{N}_]{1,64})(?![\p{L}\p{N}_])/gu;
// Usernames are a-z, 0-9 and _ with 3 to 20 characters (docs/product-spec.md §5); an e-mail address is no mention.
const MENTION = /(?<![\p{L}\p{N}_.@])@([A-Za-z0-9_]{3,20})(?![\p{L}\p{N}_])/gu;

export const MAX_HASHTAG_LENGTH = 64;

export function normalizeHashtag(raw: string): string {
  return raw.replace(/^#/, "").trim().toLowerCase();
}

/** The distinct lower-cased hashtags of a text, in order of first appearance. */
export function extractHashtags(content: string): string[] {
  return [...new Set(Array.from(content.matchAll(HASHTAG), (match) => match[1]!.toLowerCase()))];
}

/** How many people one post or comment can notify by mentioning them. */
export const MAX_MENTIONS_NOTIFIED = 10;

/** The distinct lower-cased @usernames of a text, in order of first appearance, at most MAX_MENTIONS_NOTIFIED. */
export function extractMentions(content: string): string[] {
  return [...new Set(Array.from(content.matchAll(MENTION), (match) => match[1]!.toLowerCase()))].slice(
    0,
    MAX_MENTIONS_NOTIFIED,
  );
}

export type ContentPart =
  | { type: "text"; text: string }
  | { type: "hashtag"; text: string; tag: string }
  | { type: "mention"; text: string; username: string };

/** Splits a post's text into plain runs, hashtags and @mentions, for rendering them as links. */
export function splitContent(content: string): ContentPart[] {
  const found = [
    ...Array.from(content.matchAll(HASHTAG), (m) => ({
      index: m.index,
      text: m[0],
      part: { type: "hashtag", text: m[0], tag: m[1]!.toLowerCase() } as const,
    })),
    ...Array.from(content.matchAll(MENTION), (m) => ({
      index: m.index,
      text: m[0],
      part: { type: "mention", text: m[0], username: m[1]!.toLowerCase() } as const,
    })),
  ].sort((a, b) => a.index - b.index);

  const parts: ContentPart[] = [];
  let position = 0;
  for (const { index, text, part } of found) {
    if (index < position) continue;
    if (index > position) parts.push({ type: "text", text: content.slice(position, index) });
    parts.push(part);
    position = index + text.length;
  }
  if (position < content.length) parts.push({ type: "text", text: content.slice(position) });
  return parts;
}
