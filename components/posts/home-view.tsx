"use client";

import { useTranslations } from "next-intl";
import {
  createContext,
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { reminderIsSmall } from "@/components/auth/reminder-cookie";
import { publishShellViewer } from "@/components/layout/viewer-layer-store";
import { RememberFeed } from "@/components/pwa/remember-feed";
import { Button } from "@/components/ui/button";
import type { HomeView } from "@/lib/views/home-view";
import { LAST_FEED_SIZE, type RememberedPost } from "@/lib/pwa/last-feed";
import { useRouter } from "@/lib/i18n/navigation";
import { CreatePostDialog } from "./create-post-dialog";
import { homeViewUrl, WIDE } from "./home-view-url";
import { PostList } from "./post-list";

// `load` numbers each answer, so a reload (a mode switch, a new post) starts the list over instead of
// merging its first page into the pages the old one had scrolled to.
// A failure keeps its message key: "the service is unavailable" says more than "could not load".
type State =
  | { status: "loading" }
  | { status: "failed"; message: string | null }
  | { status: "ready"; view: HomeView; remembered: RememberedPost[]; load: number };

const HomeViewContext = createContext<{ state: State; mode: "all" | "following"; reload: () => void }>({
  state: { status: "loading" },
  mode: "all",
  reload: () => {},
});

// Parts only some viewers see load with their data, not with the page: "who to follow" (wide windows;
// fetched beside the view) and the unverified-address reminder (new accounts).
const loadSuggestions = () => import("@/components/profiles/suggestion-list");
const SuggestionList = lazy(() => loadSuggestions().then((module) => ({ default: module.SuggestionList })));
// The reminder's chunk is awaited before the view is shown, so it appears in the same frame as the feed
// instead of ~0.8 s later above it, pushing everything down (issue 48 item 2: CLS 0.13 on a phone).
let VerificationReminder: typeof import("@/components/auth/verification-reminder").VerificationReminder | null = null;
async function loadReminder() {
  VerificationReminder ??= (await import("@/components/auth/verification-reminder")).VerificationReminder;
}

type Failure = { error?: { code?: string; message?: string } };

/** GET /api/home: the view, or the app's error shape (a network failure counts as an unknown one). */
async function fetchHomeView(
  mode: "all" | "following",
): Promise<{ ok: true; view: HomeView } | { ok: false; code?: string; message?: string }> {
  try {
    const wide = window.matchMedia(WIDE).matches;
    if (wide) void loadSuggestions();
    // The browser's default cache mode, so the first call takes the answer the document's head already
    // asked for (a preload is matched by address, mode and credentials, and a "no-store" request skips
    // it). The answer is `private, no-store`: nothing keeps it, and a reload asks the server again.
    const response = await fetch(homeViewUrl(mode, wide), { credentials: "same-origin" });
    if (response.ok) {
      const view = (await response.json()) as HomeView;
      if (view.unverifiedEmail) await loadReminder();
      return { ok: true, view };
    }
    const { error } = (await response.json().catch(() => ({}))) as Failure;
    return { ok: false, code: error?.code, message: error?.message };
  } catch {
    return { ok: false };
  }
}

/**
 * The viewer's part of /home (decision 029): the page arrives as a shell every signed-in visitor shares,
 * and this asks the server once for the rest (feed, badges, cart, reminder, suggestions) as data, which
 * the components below render. Guests and users without a username go where a server-rendered page
 * would send them.
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
    void fetchHomeView(mode).then((result) => {
      if (request !== latest.current) return;
      if (result.ok)
        return setState({
          status: "ready",
          view: result.view,
          remembered: remembered(result.view.feed.posts),
          load: request,
        });
      if (result.code === "unauthorized" || result.code === "banned") return router.replace("/auth");
      if (result.message === "auth.username.required") return router.replace("/auth/username");
      setState({ status: "failed", message: result.code === "unavailable" ? (result.message ?? null) : null });
    });
  }, [mode, generation, router]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  // The header's badges and cart (shell-parts.tsx) read the viewer from the shell pages' store.
  const view = state.status === "ready" ? state.view : null;
  useEffect(
    () => publishShellViewer(view ? { id: view.viewer.id, badges: view.badges, cartUnits: view.cartUnits } : null),
    [view],
  );
  return <HomeViewContext.Provider value={{ state, mode, reload }}>{children}</HomeViewContext.Provider>;
}

export function useHomeView() {
  return useContext(HomeViewContext);
}

/**
 * The unverified-address reminder, at the head of the feed: it arrives with the posts, where the skeletons
 * were, so nothing already on screen (tags, composer, mode switch) moves for it.
 */
function HomeBanner({ email }: { email: string | null }) {
  if (!email || !VerificationReminder) return null;
  return (
    <VerificationReminder
      email={email}
      small={reminderIsSmall(document.cookie)}
      className="overflow-hidden rounded-3xl ring-1 ring-brand-200"
    />
  );
}

/** "Who to follow", in the wide layout's third column, once the viewer's part arrives. */
export function HomeSuggestions() {
  const { state } = useHomeView();
  const suggestions = state.status === "ready" ? state.view.suggestions : null;
  return suggestions && suggestions.length > 0 ? (
    <Suspense fallback={null}>
      <SuggestionList suggestions={suggestions} />
    </Suspense>
  ) : null;
}

/** The feed: skeletons until the first page arrives, a retry if it cannot. */
export function HomeFeed({ skeletons }: { skeletons: ReactNode }) {
  const t = useTranslations("feed");
  const tRoot = useTranslations();
  const { state, mode, reload } = useHomeView();
  if (state.status === "loading") return skeletons;
  if (state.status === "failed") {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-brand-100"
        data-testid="feed-error"
      >
        <p className="text-sm font-bold text-muted">{state.message ? tRoot(state.message) : t("loadError")}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const { feed, viewer } = state.view;
  return (
    // Keyed by the answer: a reload starts the list (and its scrolled-in pages) over.
    <Fragment key={state.load}>
      <HomeBanner email={state.view.unverifiedEmail} />
      <RememberFeed posts={state.remembered} />
      <PostList
        initial={feed}
        source={{ kind: "feed", mode }}
        viewer={{ id: viewer.id, canModerate: viewer.canModerate }}
        emptyTitle={t("empty")}
        emptyBody={mode === "following" ? t("emptyFollowingBody") : t("emptyBody")}
      />
    </Fragment>
  );
}

/** A few lines per post for the offline page (public/sw.js): text and a thumbnail, nothing per viewer. */
function remembered(posts: HomeView["feed"]["posts"]): RememberedPost[] {
  return posts.slice(0, LAST_FEED_SIZE).map((post) => ({
    id: post.id,
    fullName: post.author.fullName,
    username: post.author.username,
    content: post.content.slice(0, 280),
    imageUrl: post.thumbnailUrl ?? post.imageUrl,
    createdAt: post.createdAt,
  }));
}

/** The create-post box, with the viewer's picture; a published post reloads the feed onto it. */
export function HomeComposer({ limits }: { limits: { imageMb: number; videoMb: number } }) {
  const { state, reload } = useHomeView();
  const user = state.status === "ready" ? state.view.viewer : null;
  return <CreatePostDialog user={user} limits={limits} onPublished={reload} />;
}
