"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActiveTab, navTabs } from "./nav-tabs";

/**
 * Spec §2: the bottom tab bar of every signed-in page but the landing, below 1024 px; from there up the
 * navigation rail (nav-rail.tsx) takes its place. It brings its own spacer, so the end of any page can
 * scroll clear of it.
 */
export function TabBar() {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <>
      <div aria-hidden className="h-24 lg:hidden" data-testid="tab-bar-spacer" />
      <nav
        aria-label={t("tabBar")}
        data-testid="tab-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <ul className="mx-auto grid max-w-xl grid-cols-6">
          {navTabs.map(({ href, key, icon }) => {
            const active = isActiveTab(pathname, href);
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
