"use client";

import { useTranslations } from "next-intl";
import { createContext, Fragment, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { LazyLiveBadge } from "@/components/layout/lazy-live-badge";
import { CartButton } from "@/components/market/cart-button";
import { SuggestionList } from "@/components/profiles/suggestion-list";
import { Button } from "@/components/ui/button";
import type { Badges } from "@/lib/messages/queries";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { useRouter } from "@/lib/i18n/navigation";
import { CreatePostDialog } from "./create-post-dialog";
import { loadHomeViewAction, type HomeView } from "./post-pages";

// `load` numbers each answer, so a reload (a mode switch, a new post) starts the list over instead of
// merging its first page into the pages the old one had scrolled to.
// A failure keeps its message key: "the service is unavailable" says more than "could not load".
type State = { status: "loading" } | { status: "failed"; message: string | null } | { status: "ready"; view: HomeView; load: number };

const HomeViewContext = createContext<{ state: State; reload: () => void }>({ state: { status: "loading" }, reload: () => {} });

// The wide layout's third column (suggestions) shows from 1024 px up, like Tailwind's `lg`.
const WIDE = "(min-width: 1024px)";

/**
 * The viewer's part of /home (decision 029): the page arrives as a shell every signed-in visitor shares,
 * and this asks the server once for the rest (feed, badges, cart, reminders, suggestions). Guests and
 * users without a username go where the server-rendered page used to send them.
 */
export function HomeViewProvider({ mode, children }: { mode: "all" | "following"; children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  const shownMode = useRef(mode);

  useEffect(() => {
    const request = ++latest.current;
    // Another mode shows skeletons until its posts arrive; a reload of the same one keeps the posts on
    // screen until the new first page replaces them.
    if (shownMode.current !== mode) setState({ status: "loading" });
    shownMode.current = mode;
    void loadHomeViewAction({ mode, wide: window.matchMedia(WIDE).matches })
      .catch(() => null)
      .then((result) => {
        if (request !== latest.current) return;
        if (result?.ok) return setState({ status: "ready", view: result.data, load: request });
        if (result?.error.code === "unauthorized" || result?.error.code === "banned") return router.replace("/auth");
        if (result?.error.message === "auth.username.required") return router.replace("/auth/username");
        setState({ status: "failed", message: result?.error.code === "unavailable" ? result.error.message : null });
      });
  }, [mode, generation, router]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return <HomeViewContext.Provider value={{ state, reload }}>{children}</HomeViewContext.Provider>;
}

export function useHomeView() {
  return useContext(HomeViewContext);
}

/** The unverified-address reminder, once the viewer's part says it is needed. */
export function HomeBanner() {
  const { state } = useHomeView();
  return state.status === "ready" ? state.view.banner : null;
}

/** "Who to follow", in the wide layout's third column, once the viewer's part arrives. */
export function HomeSuggestions() {
  const { state } = useHomeView();
  const card = state.status === "ready" ? state.view.suggestions : null;
  return card && card.suggestions.length > 0 ? <SuggestionList title={card.title} suggestions={card.suggestions} /> : null;
}

/** The feed: skeletons until the first page arrives, a retry if it cannot. */
export function HomeFeed({ skeletons }: { skeletons: ReactNode }) {
  const t = useTranslations("feed");
  const tRoot = useTranslations();
  const { state, reload } = useHomeView();
  if (state.status === "loading") return skeletons;
  if (state.status === "failed") {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-brand-100" data-testid="feed-error">
        <p className="text-sm font-bold text-muted">{state.message ? tRoot(state.message) : t("loadError")}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return <Fragment key={state.load}>{state.view.feed}</Fragment>;
}

/** A header badge (unread messages or notifications), live once the viewer's counts arrive. */
export function HomeBadge({ kind, label, config }: { kind: keyof Badges; label: string; config: BrowserRealtimeConfig | null }) {
  const { state } = useHomeView();
  if (state.status !== "ready") return null;
  return <LazyLiveBadge kind={kind} initial={state.view.badges[kind]} label={label} config={config} userId={state.view.viewer.id} />;
}

/** The header's cart button, with the viewer's count once it arrives. */
export function HomeCartButton() {
  const { state } = useHomeView();
  const count = state.status === "ready" ? state.view.cartUnits : 0;
  // Keyed by the count it starts from: the button keeps its own count afterwards (cart events).
  return <CartButton key={count} initialCount={count} signedIn />;
}

/** The create-post box, with the viewer's picture; a published post reloads the feed onto it. */
export function HomeComposer({ limits }: { limits: { imageMb: number; videoMb: number } }) {
  const { state, reload } = useHomeView();
  const user = state.status === "ready" ? state.view.viewer : null;
  return <CreatePostDialog user={user} limits={limits} onPublished={reload} />;
}
