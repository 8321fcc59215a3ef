import { useTranslations } from "next-intl";
import { NavTabList } from "./nav-tab-list";

/**
 * docs/product-spec.md §2: the bottom tab bar of every signed-in page but the landing, below 1024 px; from there up the
 * navigation rail (nav-rail.tsx) takes its place. It brings its own spacer, so the end of any page can
 * scroll clear of it. Drawn on the server; only its list of links is a client part.
 */
export function TabBar() {
  const t = useTranslations("nav");
  return (
    <>
      <div aria-hidden className="tab-bar-spacer h-24 lg:hidden" data-testid="tab-bar-spacer" />
      <nav
        aria-label={t("tabBar")}
        data-testid="tab-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <NavTabList
          className="mx-auto grid max-w-xl grid-cols-6"
          linkClassName="flex flex-col items-center gap-0.5 py-2 text-[11px] font-bold"
          activeClassName="text-brand-600"
          idleClassName="text-muted hover:text-ink"
        />
      </nav>
    </>
  );
}
