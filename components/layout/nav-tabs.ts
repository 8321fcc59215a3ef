import type { IconName } from "@/components/icons/icon-names";

/**
 * docs/product-spec.md §2: the six main sections, in order, with their `nav.*` labels. The one list behind the phone's
 * bottom tab bar and the desktop's navigation rail.
 */
export const navTabs = [
  { href: "/home", key: "home", icon: "house" },
  { href: "/discover", key: "discover", icon: "compass" },
  { href: "/marketplace", key: "marketplace", icon: "store" },
  { href: "/match", key: "match", icon: "heart" },
  { href: "/activity", key: "activity", icon: "sparkles" },
  { href: "/profile", key: "profile", icon: "user-round" },
] as const satisfies readonly { href: string; key: string; icon: IconName }[];

/**
 * Sections the desktop rail lists below the six, where there is room; on phones they are reached from
 * the pages that link to them (lost & found: discover and the profile's menu), so the tab bar stays six.
 */
export const railExtras = [{ href: "/lost", key: "lost", icon: "search" }] as const satisfies readonly {
  href: string;
  key: string;
  icon: IconName;
}[];

/**
 * Pages that belong to a section without living under its address: a buyer's orders, the payment page and
 * stores are the marketplace's; saved posts and the pets are the profile's (issue 48 item 15: /orders
 * lit up no tab, or the wrong one, as the reader came from a notification).
 */
const sectionOf: Readonly<Record<string, string>> = {
  "/orders": "/marketplace",
  "/payment": "/marketplace",
  "/store": "/marketplace",
  "/saved": "/profile",
  "/pets": "/profile",
};

/** Whether a tab is the section of the page at `pathname` (the tab's own page, one below it, or a page of its section). */
export function isActiveTab(pathname: string, href: string): boolean {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (under(href)) return true;
  return Object.entries(sectionOf).some(([base, section]) => section === href && under(base));
}
