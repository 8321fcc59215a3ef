import { useTranslations } from "next-intl";
import { NavTabList } from "./nav-tab-list";

const links = {
  linkClassName: "flex items-center gap-3 rounded-2xl px-4 py-3 text-base transition-colors",
  activeClassName: "bg-white font-black text-brand-600 shadow-sm ring-1 ring-brand-100",
  idleClassName: "font-bold text-muted hover:bg-brand-50 hover:text-ink",
};

/**
 * From 1024 px up, the main sections as a rail on the left, icons with their labels, in place of the
 * phone's bottom tab bar (tab-bar.tsx): the same tabs, the same name for assistive technology, since
 * only one of the two is ever displayed. It stays in view under the header while the page scrolls.
 * Drawn on the server; only its lists of links are client parts.
 */
export function NavRail() {
  const t = useTranslations("nav");
  // Below the header's 4 rem and its 1 px border, and no taller than the rest of the window: one pixel
  // more made a page that fills the window (the chat) scroll by one (issue 48 item 1).
  return (
    <nav
      aria-label={t("tabBar")}
      data-testid="nav-rail"
      className="sticky top-[calc(4rem+1px)] hidden h-[calc(100dvh-4rem-1px)] w-56 shrink-0 overflow-y-auto border-r border-brand-100/70 px-3 py-6 lg:block xl:w-60"
    >
      <NavTabList className="flex flex-col gap-1" {...links} />
      <NavTabList className="mt-3 flex flex-col gap-1 border-t border-brand-100/70 pt-3" {...links} tabs="extras" />
    </nav>
  );
}
