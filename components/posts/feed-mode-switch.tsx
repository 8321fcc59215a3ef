import { getTranslations } from "next-intl/server";
import { FeedModeLink } from "./feed-mode";

/** "For you" (everyone) or "Following": a link pair, so each mode has its own server-rendered URL. */
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
        <FeedModeLink
          key={option.value}
          href={option.href}
          current={mode === option.value}
          className={`rounded-full py-2 text-center text-sm font-extrabold transition ${mode === option.value ? "bg-brand-500 text-white shadow-sm" : "text-muted hover:text-ink"}`}
        >
          {option.label}
        </FeedModeLink>
      ))}
    </nav>
  );
}
