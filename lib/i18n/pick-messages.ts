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
