import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import type { IconName } from "@/components/icons/icon-names";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CartButton } from "@/components/market/cart-button";
import { buttonClasses } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/session";
import { headerCounts } from "@/lib/views/header-counts";
import { CART_BUTTON_MESSAGES } from "@/lib/i18n/message-parts";
import { Link } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { browserRealtimeConfig } from "@/lib/realtime/config";
import { BackButton } from "./back-button";
import { LanguagePicker } from "./language-picker";
import { LazyLiveBadge } from "./lazy-live-badge";
import { Logo } from "./logo";
import { LogoutButton } from "./logout-button";
import { ThemePicker } from "./theme-picker";

type IconLink = {
  href: string;
  label: string;
  icon: IconName;
  /**
   * Shortcuts the bottom tab bar repeats hide on phones, where the header has room for four icons, and
   * from 1024 px up where the navigation rail shows them with their labels.
   */
  inTabBar?: boolean;
  /** Shortcuts a phone finds in the profile instead (issue 25: a phone header holds logo, cart, messages, bell). */
  inProfile?: boolean;
  /** Which unread count the icon carries (decision 011). */
  badge?: BadgeKind;
};

type BadgeKind = "messages" | "notifications";

/**
 * docs/product-spec.md §2 Header: back button, language picker, and the signed-in shortcuts, with the real unread counts
 * of messages and notifications (the spec's static 3 and 7), kept live by realtime events.
 * `rail`: the page shows the navigation rail (components/layout/app-frame.tsx) to a signed-in user; from
 * 1024 px up the header then spans the window, its logo above the rail.
 */
export async function SiteHeader({
  back = false,
  rail = true,
  shell,
}: {
  back?: boolean;
  rail?: boolean;
  shell?: ShellParts;
}) {
  if (shell) return <ShellSiteHeader shell={shell} />;
  const [t, nav, common, user] = await Promise.all([
    getTranslations("header"),
    getTranslations("nav"),
    getTranslations("common"),
    getCurrentUser(),
  ]);
  const { badges, cartUnits } = user?.username ? await headerCounts(user.id) : { badges: null, cartUnits: 0 };
  const realtimeConfig = badges ? browserRealtimeConfig() : null;
  return (
    <HeaderBar
      back={back}
      besideRail={rail && !!user?.username}
      signedIn={!!user}
      home={user?.username ? SIGNED_IN_HOME : "/"}
      links={user?.username ? signedInLinks(t, nav) : []}
      badge={(kind, label) =>
        badges && user ? (
          <LazyLiveBadge kind={kind} initial={badges[kind]} label={label} config={realtimeConfig} userId={user.id} />
        ) : null
      }
      cart={<CartButton initialCount={cartUnits} signedIn={!!user?.username} />}
      labels={headerLabels(t, common)}
    />
  );
}

/**
 * What a shell page (decision 029) puts in the header for its viewer: it is rendered for every
 * signed-in visitor alike, so the badges and the cart's count arrive later, in these client parts.
 */
export type ShellParts = {
  badge: (kind: BadgeKind, label: string, config: BrowserRealtimeConfig | null) => ReactNode;
  cart: ReactNode;
};

/** The signed-in header without reading the session: the same links for every user with a username. */
async function ShellSiteHeader({ shell }: { shell: ShellParts }) {
  const [t, nav, common] = await Promise.all([
    getTranslations("header"),
    getTranslations("nav"),
    getTranslations("common"),
  ]);
  const realtimeConfig = browserRealtimeConfig();
  return (
    <HeaderBar
      back={false}
      besideRail
      signedIn
      home={SIGNED_IN_HOME}
      links={signedInLinks(t, nav)}
      badge={(kind, label) => shell.badge(kind, label, realtimeConfig)}
      cart={shell.cart}
      labels={headerLabels(t, common)}
    />
  );
}

type Translate = (key: string) => string;

function headerLabels(t: Translate, common: Translate): HeaderBarProps["labels"] {
  return {
    userMenu: t("userMenu"),
    login: t("login"),
    appName: common("appName"),
    unread: { messages: t("unreadMessages"), notifications: t("unreadNotifications") },
  };
}

function signedInLinks(t: Translate, nav: Translate): IconLink[] {
  return [
    { href: "/home", label: t("home"), icon: "house", inTabBar: true },
    { href: "/messages", label: t("messages"), icon: "message-circle", badge: "messages" },
    { href: "/activity", label: t("notifications"), icon: "bell", badge: "notifications" },
    { href: "/match", label: t("match"), icon: "heart", inTabBar: true },
    { href: "/pets", label: nav("pets"), icon: "paw-print", inProfile: true },
    { href: "/saved", label: t("saved"), icon: "bookmark", inProfile: true },
    { href: "/profile", label: t("profile"), icon: "user-round", inTabBar: true },
  ];
}

type HeaderBarProps = {
  back: boolean;
  besideRail: boolean;
  signedIn: boolean;
  home: string;
  links: IconLink[];
  badge: (kind: BadgeKind, label: string) => ReactNode;
  cart: ReactNode;
  labels: { userMenu: string; login: string; appName: string; unread: Record<BadgeKind, string> };
};

/**
 * Without the rail (staff pages, guides, a guest's pages) nothing else names the shortcuts: from 1280 px,
 * where the row has room, each shows its words beside its icon (issue 48 item 15: ten bare icons).
 */
const wordsFromXl = "xl:flex xl:w-auto xl:items-center xl:gap-1.5 xl:px-2.5 xl:text-sm xl:font-semibold";

/** The header's bar, sticky at the top; beside the navigation rail it spans the window from 1024 px up. */
export function HeaderFrame({ besideRail, children }: { besideRail: boolean; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-brand-100/70 bg-cream/90 backdrop-blur">
      <div
        className={`mx-auto flex h-16 max-w-5xl items-center gap-2 px-3 sm:px-5 ${besideRail ? "lg:max-w-none lg:px-7" : ""}`}
      >
        {children}
      </div>
    </header>
  );
}

function HeaderBar({ back, besideRail, signedIn, home, links, badge, cart, labels }: HeaderBarProps) {
  return (
    <HeaderFrame besideRail={besideRail}>
      {back ? <BackButton /> : null}
      {/* Compact on phones for guests too: the paw, the language, the theme, the cart and "sign in" fit one line. */}
      <Logo label={labels.appName} href={home} compact />
      <div className="ml-auto flex items-center gap-1">
        {/* A signed-in phone changes language and theme in its profile (components/profiles/device-preferences.tsx). */}
        <div className={`items-center gap-1 ${signedIn ? "hidden sm:flex" : "flex"}`}>
          <LanguagePicker />
          <ThemePicker />
        </div>
        <ClientMessages namespaces={CART_BUTTON_MESSAGES}>{cart}</ClientMessages>
        {signedIn ? (
          <nav aria-label={labels.userMenu} className="flex items-center">
            {links.map(({ href, label, icon, inTabBar, inProfile, badge: kind }) => (
              <Link
                key={href}
                href={href}
                title={label}
                data-testid={`header-${href.slice(1)}`}
                className={`relative h-10 w-10 place-items-center rounded-full hover:bg-brand-50 ${inTabBar ? `hidden sm:grid ${besideRail ? "lg:hidden" : ""}` : inProfile ? "hidden sm:grid" : "grid"} ${besideRail ? "" : wordsFromXl}`}
              >
                <Icon name={icon} className="h-5 w-5" />
                {kind ? badge(kind, labels.unread[kind]) : null}
                <span className={besideRail ? "sr-only" : "sr-only xl:not-sr-only"}>{label}</span>
              </Link>
            ))}
            <LogoutButton className="hidden sm:grid" />
          </nav>
        ) : (
          <Link href="/auth" className={buttonClasses("primary", "sm", "whitespace-nowrap")} data-testid="header-login">
            {labels.login}
          </Link>
        )}
      </div>
    </HeaderFrame>
  );
}
