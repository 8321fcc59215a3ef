/** docs/product-spec.md §2 Main screen tabs: the values `?tab=` accepted; each is a route of its own now. */
export const mainTabs = ["home", "discover", "marketplace", "match", "activity", "messages", "profile"] as const;
export type MainTab = (typeof mainTabs)[number];

/**
 * Where every signed-in entry point ends (sign-in, finished sign-up, the logo, the 404 page, the landing):
 * docs/product-spec.md §2, "a logged-in user on landing moves to marketplace", and after login "otherwise to /"
 * (decision 044). The feed stays one tap away, the tab bar's first tab.
 */
export const SIGNED_IN_HOME = "/marketplace";

/** The tab an old `/?tab=X` link asks for; landing (the default) and unknown values give null. */
export function tabFromQuery(value: string | string[] | undefined): MainTab | null {
  const tab = Array.isArray(value) ? value[0] : value;
  // "feed" is the older name of the home tab (docs/product-spec.md §2).
  if (tab === "feed") return "home";
  return (mainTabs as readonly string[]).includes(tab ?? "") ? (tab as MainTab) : null;
}
