import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";
import type { IconName } from "@/components/icons/icon-names";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CartButton } from "@/components/market/cart-button";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { cartCount } from "@/lib/cart/cart";
import { Link } from "@/lib/i18n/navigation";
import { unreadBadges } from "@/lib/messages/queries";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { browserRealtimeConfig } from "@/lib/realtime/config";
import { BackButton } from "./back-button";
import { LanguagePicker } from "./language-picker";
import { LazyLiveBadge } from "./lazy-live-badge";
import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";

type IconLink = {
  href: string;
  label: string;
  icon: IconName;
  /**
   * Shortcuts the bottom tab bar repeats hide on phones, where the header has room for four icons, and
   * from 1024 px up where the navigation rail shows them with their labels.
   */
  inTabBar?: boolean;
  /** Which unread count the icon carries (decision 011). */
  badge?: "messages" | "notifications";
};

/**
 * Spec §2 Header: back button, language picker, and the signed-in shortcuts, with the real unread counts
 * of messages and notifications (the spec's static 3 and 7), kept live by realtime events.
 * `rail`: the page shows the navigation rail (components/layout/app-frame.tsx) to a signed-in user; from
 * 1024 px up the header then spans the window, its logo above the rail.
 */
export async function SiteHeader({ back = false, rail = true }: { back?: boolean; rail?: boolean }) {
  const [t, nav, common, user] = await Promise.all([getTranslations("header"), getTranslations("nav"), getTranslations("common"), getCurrentUser()]);
  const links: IconLink[] = user?.username
    ? [
        { href: "/home", label: t("home"), icon: "house", inTabBar: true },
        { href: "/messages", label: t("messages"), icon: "message-circle", badge: "messages" },
        { href: "/activity", label: t("notifications"), icon: "bell", badge: "notifications" },
        { href: "/match", label: t("match"), icon: "heart", inTabBar: true },
        { href: "/pets", label: nav("pets"), icon: "paw-print" },
        { href: "/profile", label: t("profile"), icon: "user-round", inTabBar: true },
      ]
    : [];

  const [badges, cartUnits] = user?.username ? await Promise.all([unreadBadges(user.id), cartCount(user.id)]) : [null, 0];
  const realtimeConfig = badges ? browserRealtimeConfig() : null;
  const besideRail = rail && !!user?.username;

  return (
    <header className="sticky top-0 z-30 border-b border-brand-100/70 bg-cream/90 backdrop-blur">
      <div className={`mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-5 ${besideRail ? "lg:max-w-none lg:px-7" : ""}`}>
        {back ? <BackButton /> : null}
        <Logo label={common("appName")} href={user?.username ? SIGNED_IN_HOME : "/"} compact={!!user} />
        <div className="ml-auto flex items-center gap-1">
          <LanguagePicker />
          <ClientMessages namespaces={["cart", "purchase"]}>
            <CartButton initialCount={cartUnits} signedIn={!!user?.username} />
          </ClientMessages>
          {user ? (
            <nav aria-label={t("userMenu")} className="flex items-center">
              {links.map(({ href, label, icon, inTabBar, badge }) => (
                <Link
                  key={href}
                  href={href}
                  title={label}
                  data-testid={`header-${href.slice(1)}`}
                  className={`relative h-10 w-10 place-items-center rounded-full hover:bg-brand-50 ${inTabBar ? `hidden sm:grid ${besideRail ? "lg:hidden" : ""}` : "grid"}`}
                >
                  <Icon name={icon} className="h-5 w-5" />
                  {badge && badges && user ? (
                    <LazyLiveBadge kind={badge} initial={badges[badge]} label={t(badge === "messages" ? "unreadMessages" : "unreadNotifications")} config={realtimeConfig} userId={user.id} />
                  ) : null}
                  <span className="sr-only">{label}</span>
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
