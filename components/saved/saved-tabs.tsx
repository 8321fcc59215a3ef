import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { Link } from "@/lib/i18n/navigation";

export const savedTabs = ["posts", "products"] as const;
export type SavedTab = (typeof savedTabs)[number];

export function readSavedTab(value: string | string[] | undefined): SavedTab {
  const tab = Array.isArray(value) ? value[0] : value;
  return tab === "products" ? "products" : "posts";
}

/** The address of a tab of /saved, at a page of it (`cursor`) or its first. */
export function savedHref(tab: SavedTab, cursor: string | null = null): string {
  const query = new URLSearchParams();
  if (tab !== "posts") query.set("tab", tab);
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return search ? `/saved?${search}` : "/saved";
}

const icons = { posts: "bookmark", products: "heart" } as const;

/** Server-rendered tabs, as the profile's: plain links, so each tab has its own URL and works without JS. */
export async function SavedTabs({ active }: { active: SavedTab }) {
  const t = await getTranslations("saved.tabs");
  return (
    <nav
      aria-label={t("label")}
      className="sticky top-16 z-20 rounded-2xl bg-white/95 p-1 shadow-sm ring-1 ring-brand-100 backdrop-blur"
    >
      <ul className="grid grid-cols-2">
        {savedTabs.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                href={savedHref(tab)}
                aria-current={current ? "page" : undefined}
                scroll={false}
                data-testid={`saved-tab-${tab}`}
                className={`flex items-center justify-center gap-1.5 rounded-xl py-2.5 text-sm font-extrabold transition-colors ${current ? "bg-brand-500 text-white shadow-sm" : "text-muted hover:bg-brand-50 hover:text-ink"}`}
              >
                <Icon name={icons[tab]} className="h-4 w-4" />
                {t(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** What an empty tab says, with the way to find something to save. */
export async function SavedEmpty({ tab }: { tab: SavedTab }) {
  const t = await getTranslations("saved");
  const key = tab === "posts" ? "emptyPosts" : "emptyProducts";
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-brand-100"
      data-testid="saved-empty"
    >
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-500">
        <Icon name={icons[tab]} className="h-7 w-7" />
      </span>
      <p className="text-lg font-black">{t(`${key}.title`)}</p>
      <p className="max-w-xs text-sm text-muted">{t(`${key}.body`)}</p>
      <Link
        href={tab === "posts" ? "/home" : "/marketplace"}
        className="mt-2 font-bold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {t(`${key}.action`)}
      </Link>
    </div>
  );
}
