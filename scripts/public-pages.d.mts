/** scripts/public-pages.mjs: the kinds of public page issue 47 measures, as paths of a running server. */
export function fetchText(base: string, path: string): Promise<string>;
export function postCards(html: string): number;
export function rscPayload(html: string): string;
export function publicPages(
  base: string,
  options?: { locale?: string; hashtag?: string },
): Promise<[kind: string, path: string | undefined][]>;
