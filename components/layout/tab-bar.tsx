"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";

const tabs = [
  { href: "/home", key: "home", icon: "house" },
  { href: "/discover", key: "discover", icon: "compass" },
  { href: "/marketplace", key: "marketplace", icon: "store" },
  { href: "/match", key: "match", icon: "heart" },
  { href: "/activity", key: "activity", icon: "sparkles" },
  { href: "/profile", key: "profile", icon: "user-round" },
] as const;

/**
 * Spec §2: the bottom tab bar of every signed-in page but the landing, at every width. It brings its own
 * spacer, so the end of any page can scroll clear of it.
 */
export function TabBar() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <>
      <div aria-hidden className="h-24" />
      <nav aria-label={t("tabBar")} className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
        <ul className="mx-auto grid max-w-xl grid-cols-6">
          {tabs.map(({ href, key, icon }) => {
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={`flex flex-col items-center gap-0.5 py-2 text-[11px] font-bold ${active ? "text-brand-600" : "text-muted hover:text-ink"}`}
                >
                  <Icon name={icon} className={`h-6 w-6 ${active ? "fill-brand-100" : ""}`} />
                  {t(key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
