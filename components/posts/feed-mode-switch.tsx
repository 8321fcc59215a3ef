import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/**
 * "For you" (everyone) or "Following": a link pair, so each mode has its own server-rendered URL. Until the
 * server answers, the old mode's posts would stay on screen: the other mode's link shows the page's
 * PendingRegion (skeletons) from the click on, and keeps the scroll where it is.
 */
export async function FeedModeSwitch({ mode }: { mode: "all" | "following" }) {
  const t = await getTranslations("feed");
  const options = [
    { value: "all", href: "/home", label: t("modeAll") },
    { value: "following", href: "/home?mode=following", label: t("modeFollowing") },
  ] as const;
  return (
    <nav
      aria-label={t("modeLabel")}
      className="grid grid-cols-2 rounded-full bg-white p-1 shadow-sm ring-1 ring-brand-100"
    >
      {options.map((option) => (
        <Link
          key={option.value}
          href={option.href}
          showsPending={mode !== option.value}
          scroll={false}
          aria-current={mode === option.value ? "page" : undefined}
          className={`rounded-full py-2 text-center text-sm font-extrabold transition ${mode === option.value ? "bg-brand-500 text-white shadow-sm" : "text-muted hover:text-ink"}`}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
