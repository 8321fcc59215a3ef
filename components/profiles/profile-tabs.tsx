import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { Icon } from "@/components/icons/icon";

export const profileTabs = ["posts", "pets", "activity"] as const;
export type ProfileTab = (typeof profileTabs)[number];

export function readProfileTab(value: string | string[] | undefined): ProfileTab {
  const tab = Array.isArray(value) ? value[0] : value;
  return (profileTabs as readonly string[]).includes(tab ?? "") ? (tab as ProfileTab) : "posts";
}

const icons = { posts: "grid-3x3", pets: "paw-print", activity: "sparkles" } as const;

/** Server-rendered tabs: plain links to `?tab=`, so every tab has its own URL and works without JS. */
export async function ProfileTabs({ basePath, active }: { basePath: string; active: ProfileTab }) {
  const t = await getTranslations("profile.tabs");
  return (
    <nav
      aria-label={t("label")}
      className="sticky top-16 z-20 mx-4 mt-4 rounded-2xl bg-white/95 p-1 shadow-sm ring-1 ring-brand-100 backdrop-blur sm:mx-6"
    >
      <ul className="grid grid-cols-3">
        {profileTabs.map((tab) => {
          const icon = icons[tab];
          const current = tab === active;
          return (
            <li key={tab}>
              <Link
                href={tab === "posts" ? basePath : `${basePath}?tab=${tab}`}
                aria-current={current ? "page" : undefined}
                scroll={false}
                className={`flex items-center justify-center gap-1.5 rounded-xl py-2.5 text-sm font-extrabold transition-colors ${current ? "bg-brand-500 text-white shadow-sm" : "text-muted hover:bg-brand-50 hover:text-ink"}`}
              >
                <Icon name={icon} className="h-4 w-4" />
                {t(tab)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
