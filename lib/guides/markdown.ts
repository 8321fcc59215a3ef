import "server-only";
import MarkdownIt from "markdown-it";
import { keyFromPublicUrl } from "@/lib/storage/storage";

// Guides are written in Markdown by staff and shown to everyone (decision 045). markdown-it with `html:
// false` never passes an author's HTML through: `<script>` or `<img onerror=…>` in a guide is shown as
// the text it is. What it does produce is checked here: a link goes only to http(s) addresses or to a
// path of this site, an image only to media uploaded here (our storage's public URLs); anything else
// (javascript:, data:, vbscript:, file:, other hosts' images) is dropped and its text kept.

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/** http(s) to anywhere, or a path of this site ("/guides/…"; never "//host", which leaves the site). */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (/^\/(?!\/|\\)/.test(value)) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** Only what was uploaded to this site's storage may be shown as a picture. */
export function isAllowedImage(url: string): boolean {
  return keyFromPublicUrl(url.trim()) !== null;
}

// markdown-it asks validateLink about links and images alike; images get their own, stricter check below.
md.validateLink = (url) => isAllowedLink(url) || isAllowedImage(url);

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet("href") ?? "";
  // Links to other sites open as links do, but tell the other site nothing about the reader's tab.
  if (!href.startsWith("/")) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet("src") ?? "";
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!isAllowedImage(src)) return md.utils.escapeHtml(alt);
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return defaultImage(tokens, idx, options, env, self);
};

// The page's title is its one h1: a "# Heading" in the text becomes a section heading (h2).
md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (token.tag === "h1") token.tag = "h2";
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (token.tag === "h1") token.tag = "h2";
  return self.renderToken(tokens, idx, options);
};

/** A guide's Markdown as safe HTML for the page. */
export function renderGuideMarkdown(body: string): string {
  return md.render(body);
}

/** The text a reader reads, without markup: paragraphs, headings and list items, one block a line. */
export function guidePlainText(body: string): string {
  const blocks: string[] = [];
  for (const token of md.parse(body, {})) {
    if (token.type !== "inline") continue;
    const text = (token.children ?? [])
      .map((child) =>
        child.type === "text" || child.type === "code_inline"
          ? child.content
          : child.type === "softbreak" || child.type === "hardbreak"
            ? " "
            : "",
      )
      .join("")
      .trim();
    if (text) blocks.push(text);
  }
  return blocks.join("\n");
}

/** The first words of a guide for cards and search results: whole words, at most `max` characters. */
export function guideExcerpt(body: string, max = 200): string {
  const text = guidePlainText(body).replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?¡¿、，。]+$/u, "")}…`;
}

// Silent reading pace of adults: about 230 words a minute in European languages, about 300 characters a
// minute in Chinese, where a character is closer to a syllable than to a word.
const WORDS_PER_MINUTE = 230;
const HAN_PER_MINUTE = 300;

/** Minutes to read a guide, at least 1. */
export function readingMinutes(body: string): number {
  const text = guidePlainText(body);
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.replace(/\p{Script=Han}/gu, " ").match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  // Rounded up: "2 min" for a text of a minute and a half is what readers find true.
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + han / HAN_PER_MINUTE));
}
