import { Bell, Heart, Home, MessageCircle, UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ComponentType } from "react";
import { BadgeCount } from "@/components/ui/badge-count";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { getUnreadCounts } from "@/lib/notifications/queries";
import { BackButton } from "./back-button";
import { LanguagePicker } from "./language-picker";
import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";

type IconLink = { href: string; label: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>; count?: number };

/** Spec §2 Header: back button, language picker, and the signed-in shortcuts with real unread counts. */
export async function SiteHeader({ back = false }: { back?: boolean }) {
  const [t, common, user] = await Promise.all([getTranslations("header"), getTranslations("common"), getCurrentUser()]);
  const unread = user?.username ? await getUnreadCounts(user.id) : null;
  const links: IconLink[] = unread
    ? [
        { href: "/home", label: t("home"), icon: Home },
        { href: "/messages", label: t("messages"), icon: MessageCircle, count: unread.messages },
        { href: "/activity", label: t("notifications"), icon: Bell, count: unread.notifications },
        { href: "/match", label: t("match"), icon: Heart },
        { href: "/profile", label: t("profile"), icon: UserRound },
      ]
    : [];

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100/70 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-5">
        {back ? <BackButton /> : null}
        <Logo label={common("appName")} compact={!!user} />
        <div className="ml-auto flex items-center gap-1">
          <LanguagePicker />
          {user ? (
            <nav aria-label={t("userMenu")} className="flex items-center">
              {links.map(({ href, label, icon: Icon, count }) => (
                <Link
                  key={href}
                  href={href}
                  title={label}
                  data-testid={`header-${href.slice(1)}`}
                  className={`relative h-10 w-10 place-items-center rounded-full hover:bg-brand-50 ${href === "/home" || href === "/match" ? "hidden sm:grid" : "grid"}`}
                >
                  <Icon aria-hidden className="h-5 w-5" />
                  <span className="sr-only">{label}</span>
                  <BadgeCount count={count ?? 0} label={t("unread", { count: count ?? 0 })} />
                </Link>
              ))}
              <LogoutButton />
            </nav>
          ) : (
            <Link href="/auth" className={buttonClasses("primary", "sm")}>
              {t("login")}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
