import { PawPrint } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";

/** `compact`: on phones only the paw shows, leaving room for the signed-in shortcuts. */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Link href="/" className="flex items-center gap-2 rounded-full text-xl font-black tracking-tight text-brand-600">
      <span className="grid h-9 w-9 place-items-center rounded-2xl bg-brand-500 text-white shadow-sm">
        <PawPrint aria-hidden className="h-5 w-5" />
      </span>
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>{label}</span>
    </Link>
  );
}
