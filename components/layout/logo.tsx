import { Icon } from "@/components/icons/icon";
import { Link } from "@/lib/i18n/navigation";

/**
 * `href`: the landing for guests, the signed-in home for users (so the logo is a way home at every width).
 * `compact`: on phones only the paw shows, leaving room for the signed-in shortcuts.
 */
export function Logo({ label, href, compact = false }: { label: string; href: string; compact?: boolean }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-full text-xl font-black tracking-tight text-brand-600"
      data-testid="logo"
    >
      <span className="grid h-9 w-9 place-items-center rounded-2xl bg-brand-500 text-white shadow-sm">
        <Icon name="paw-print" className="h-5 w-5" />
      </span>
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{label}</span>
    </Link>
  );
}
