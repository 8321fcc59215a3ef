import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import type { ReactNode } from "react";
import { LogoutButton } from "@/components/layout/logout-button";
import { getCurrentUser, hasRole } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";

const items = [
  { href: "/admin", key: "dashboard", icon: "layout-dashboard" },
  { href: "/admin/users", key: "users", icon: "users" },
  { href: "/admin/content", key: "content", icon: "badge-check" },
  { href: "/admin/posts", key: "posts", icon: "image" },
  { href: "/admin/orders", key: "orders", icon: "package" },
  { href: "/admin/reports", key: "reports", icon: "flag" },
  { href: "/admin/lost", key: "lost", icon: "search" },
  { href: "/admin/guides", key: "guides", icon: "book-open", moderatorUp: true },
  { href: "/admin/audit", key: "audit", icon: "scroll-text" },
  { href: "/admin/messages", key: "messages", icon: "messages-square", adminOnly: true },
  { href: "/admin/config", key: "config", icon: "settings", adminOnly: true },
] as const satisfies readonly { href: string; key: string; icon: IconName; adminOnly?: true; moderatorUp?: true }[];

/**
 * The staff layout: a sidebar on wide screens that folds into a <details> menu on phones (no script
 * needed to open it). Only drawn after the page has checked the role.
 */
export async function AdminShell({ children }: { children: ReactNode }) {
  const [t, user] = await Promise.all([getTranslations("admin"), getCurrentUser()]);
  const isAdmin = user !== null && hasRole(user, "admin");
  // Care guides are written by moderators and admins (decision 045); support does not see the link.
  const isModerator = user !== null && hasRole(user, "moderator");
  const nav = (
    <ul className="flex flex-col gap-1">
      {items
        .filter((item) => (isAdmin || !("adminOnly" in item)) && (isModerator || !("moderatorUp" in item)))
        .map(({ href, key, icon }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex items-center gap-2 rounded-xl px-3 py-2 font-semibold text-ink hover:bg-brand-50"
            >
              <Icon name={icon} className="h-4 w-4" />
              {t(`nav.${key}`)}
            </Link>
          </li>
        ))}
      <li className="flex items-center gap-2 px-1 pt-2 text-sm text-ink/70">
        <LogoutButton />
        {t("nav.signOut")}
      </li>
    </ul>
  );
  return (
    <div className="flex flex-col gap-4 p-4 md:flex-row">
      <nav aria-label={t("title")} className="md:w-52 md:shrink-0">
        <details className="rounded-2xl bg-white p-2 ring-1 ring-brand-100 md:hidden">
          <summary className="flex cursor-pointer items-center gap-2 px-2 py-1 font-bold">
            <Icon name="menu" className="h-4 w-4" />
            {t("nav.menu")}
          </summary>
          {nav}
        </details>
        <div className="hidden rounded-2xl bg-white p-2 ring-1 ring-brand-100 md:block">
          <p className="px-3 py-2 text-xs font-bold uppercase tracking-wide text-ink/60">{t("title")}</p>
          {nav}
        </div>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
