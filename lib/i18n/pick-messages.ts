/** The namespaces named, each may be a dotted path, to ship only part of a large one. */
export function pickMessages(messages: object, namespaces: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of namespaces) copyPath(messages as Record<string, unknown>, picked, path.split("."));
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
