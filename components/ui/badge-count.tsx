/** A small unread counter on an icon; nothing at zero, "99+" past 99. */
export function BadgeCount({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span aria-label={label} className="absolute -right-1 -top-1 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs font-extrabold leading-5 text-white ring-2 ring-white">
      {count > 99 ? "99+" : count}
    </span>
  );
}
