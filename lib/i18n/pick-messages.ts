/**
 * The namespaces named, in order, each may be a dotted path to ship only part of a large one; a path
 * that starts with "!" takes that part out again ("feed", "!feed.compose", "feed.compose.characters").
 */
export function pickMessages(messages: object, namespaces: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of namespaces) {
    if (path.startsWith("!")) omitPath(picked, path.slice(1).split("."));
    else copyPath(messages as Record<string, unknown>, picked, path.split("."));
  }
  return picked;
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (!head || !(head in from)) return;
  if (rest.length === 0) {
    to[head] = from[head];
    return;
  }
  to[head] ??= {};
  copyPath(from[head] as Record<string, unknown>, to[head] as Record<string, unknown>, rest);
}

// Copies each level it walks through: what was picked may be the catalogue's own objects, which stay whole.
function omitPath(to: Record<string, unknown>, [head, ...rest]: string[]): void {
  if (!head || !(head in to)) return;
  if (rest.length === 0) {
    delete to[head];
    return;
  }
  const copy = { ...(to[head] as Record<string, unknown>) };
  to[head] = copy;
  omitPath(copy, rest);
}

/**
 * The messages a provider already has, with a part fetched later laid over them (components/i18n/
 * with-message-part.tsx): namespaces both hold are merged level by level, so a card menu's report
 * dialog arriving under "posts" keeps the like button's words the page shipped there. Neither argument
 * is changed.
 */
export function mergeMessages(base: object, part: object): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const under = merged[key];
    merged[key] = isCatalogue(under) && isCatalogue(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

const isCatalogue = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);
