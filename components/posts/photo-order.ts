/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(last, Math.max(0, from));
  const target = Math.min(last, Math.max(0, to));
  if (list.length === 0 || source === target) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item!);
  return next;
}
