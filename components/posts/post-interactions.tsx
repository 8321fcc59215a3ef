"use client";

import { SPRITE_URL } from "@/components/icons/icon-names";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { toast } from "@/components/ui/toast";
import { followsInApp } from "@/lib/i18n/intent-link";
import { localPath } from "@/lib/i18n/local-path";
import { likePostAction, unlikePostAction } from "@/lib/posts/actions";
import type { Viewer } from "./viewer";
import { useAutoplayInView } from "./autoplay-in-view";
import { COMMENTS_SECTION_CLASS, CommentsSpinner } from "./comments-loading";
import { toggleSaved } from "@/components/saved/post-save";
import { loadPartWithWords, type PartWithWords } from "@/components/i18n/message-part";
import { WithMessagePart } from "@/components/i18n/with-message-part";
import type { PostMenuProps } from "./post-menu";

// Loaded on first use: a page of cards ships neither until a reader opens comments or a menu.
const PostComments = lazy(() => import("./post-comments").then((module) => ({ default: module.PostComments })));
// "Send in a message" (issue 46): a chunk of its own, loaded the first time a signed-in reader shares.
const ShareDialog = lazy(() =>
  import("@/components/messages/share-dialog").then((module) => ({ default: module.ShareDialog })),
);
// The menu's code and its dialogs' words load together on its first open, as the cart's sheet does.
type MenuPart = PartWithWords<PostMenuProps>;
const loadMenu = (locale: string): Promise<MenuPart> =>
  loadPartWithWords(() => import("./post-menu").then((module) => module.PostMenu), locale, "post-menu");
// Only after the author edits a post in place: its new text, with its hashtags and mentions as links.
const PostContent = lazy(() => import("./post-content").then((module) => ({ default: module.PostContent })));

/** docs/product-spec.md §9: the like animation lasts 600 ms. */
export const LIKE_ANIMATION_MS = 600;

const pop: Keyframe[] = [
  { transform: "scale(1)" },
  { transform: "scale(1.35)", offset: 0.35 },
  { transform: "scale(0.9)", offset: 0.7 },
  { transform: "scale(1)" },
];
const bigHeart: Keyframe[] = [
  { opacity: 0, transform: "scale(0.3)" },
  { opacity: 1, transform: "scale(1.15)", offset: 0.3 },
  { opacity: 1, transform: "scale(1)", offset: 0.7 },
  { opacity: 0, transform: "scale(1)" },
];

type Props = {
  viewer: Viewer;
  /** After its post is deleted a card hides (lists), or the reader goes to the feed (the post's own page). */
  afterDelete?: "hide" | "home";
  children: ReactNode;
};

type Open = { id: string; slot: HTMLElement };
type Edited = Open & { content: string };
type Menu = Open & { card: HTMLElement; button: HTMLElement; part: MenuPart };

function slotOf(card: HTMLElement, name: string): HTMLElement | null {
  return card.querySelector<HTMLElement>(`[data-slot="${name}"]`);
}

/** Sets a server-rendered element's text through its text node, which React keeps a handle on. */
function setText(element: HTMLElement | null, text: string) {
  if (!element) return;
  if (element.firstChild?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1)
    element.firstChild.nodeValue = text;
  else element.textContent = text;
}

/**
 * The white heart a double tap shows over a picture, drawn there on its first double tap rather than
 * shipped, hidden, with every card (~550 bytes of HTML and RSC payload each). Appended after the
 * picture's server-rendered children, which never re-render, so React's nodes stay where it left them.
 */
function bigHeartOf(picture: HTMLElement): HTMLElement {
  const drawn = picture.querySelector<HTMLElement>('[data-slot="big-heart"]');
  if (drawn) return drawn;
  const heart = document.createElement("span");
  heart.dataset.slot = "big-heart";
  heart.setAttribute("aria-hidden", "true");
  heart.className = "pointer-events-none absolute inset-0 grid place-items-center opacity-0";
  heart.innerHTML = `<svg class="icon h-28 w-28 fill-snow text-snow drop-shadow-lg"><use href="${SPRITE_URL}#heart"></use></svg>`;
  picture.append(heart);
  return heart;
}

function animate(target: HTMLElement | null, frames: Keyframe[]) {
  if (!target || typeof target.animate !== "function") return;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  target.animate(frames, { duration: LIKE_ANIMATION_MS, easing: "ease-out" });
}

/**
 * The one client component of a list of server-rendered post cards (`PostCard`): it listens to the
 * list's clicks (event delegation) and acts on the card's `data-action` controls: like with an optimistic
 * heart and rollback, double tap on the picture, comments (portalled into the card's `comments` slot), the
 * "…" menu (portalled into its `menu` slot); and links inside cards navigate on the client, as `Link`
 * would, without a client component per link.
 */
export function PostInteractions({ viewer, afterDelete = "hide", children }: Props) {
  const t = useTranslations("posts");
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const likeRequests = useRef(new Map<string, number>());
  const saveRequests = useRef(new Map<string, number>());
  const [comments, setComments] = useState<Open[]>([]);
  const [menu, setMenu] = useState<Menu | null>(null);
  const [edits, setEdits] = useState<Edited[]>([]);
  const [sharing, setSharing] = useState<{ id: string; url: string } | null>(null);
  useAutoplayInView(root);

  // The single-post page opens its card's comments from the start.
  useEffect(() => {
    const cards = root.current?.querySelectorAll<HTMLElement>("[data-comments-open]") ?? [];
    const opened = [...cards].flatMap((card) => {
      const slot = slotOf(card, "comments");
      return slot ? [{ id: card.dataset.postId!, slot }] : [];
    });
    if (opened.length > 0) setComments(opened);
  }, []);

  function showLike(card: HTMLElement, liked: boolean, count: number) {
    card.dataset.likes = String(count);
    const button = card.querySelector<HTMLElement>('[data-action="like"]');
    button?.setAttribute("aria-pressed", String(liked));
    button?.setAttribute("aria-label", liked ? t("unlike") : t("like"));
    setText(slotOf(card, "likes-count"), t("likes", { count }));
  }

  /** Optimistic: the heart changes at once, and goes back with a toast if the server says no. */
  async function setLike(card: HTMLElement, next: boolean) {
    if (!viewer) {
      toast.message(t("signInToLike"));
      return;
    }
    const id = card.dataset.postId!;
    const before = {
      liked: card.querySelector('[data-action="like"]')?.getAttribute("aria-pressed") === "true",
      count: Number(card.dataset.likes),
    };
    const request = (likeRequests.current.get(id) ?? 0) + 1;
    likeRequests.current.set(id, request);
    showLike(card, next, Math.max(0, before.count + (next === before.liked ? 0 : next ? 1 : -1)));
    if (next) animate(slotOf(card, "heart"), pop);
    const result = await (next ? likePostAction(id) : unlikePostAction(id));
    // A later click decides the final state; an older answer must not overwrite it.
    if (likeRequests.current.get(id) !== request) return;
    if (!result.ok) {
      showLike(card, before.liked, before.count);
      toast.error(t("likeError"));
      return;
    }
    showLike(card, result.data.liked, result.data.likesCount);
  }

  function toggleComments(card: HTMLElement, button: HTMLElement) {
    const id = card.dataset.postId!;
    const slot = slotOf(card, "comments");
    if (!slot) return;
    const open = comments.some((item) => item.id === id);
    button.setAttribute("aria-expanded", String(!open));
    setComments((current) => (open ? current.filter((item) => item.id !== id) : [...current, { id, slot }]));
  }

  /** The first open loads the menu's code and words; offline, a toast says so and the menu stays shut. */
  async function toggleMenu(card: HTMLElement, button: HTMLElement, id: string) {
    const slot = slotOf(card, "menu");
    if (!slot) return;
    if (menu?.id === id) return setMenu(null);
    try {
      const part = await loadMenu(locale);
      setMenu({ id, slot, card, button, part });
    } catch {
      toast.error(tErrors("network"));
    }
  }

  function showCommentsCount(id: string, count: number) {
    const card = root.current?.querySelector<HTMLElement>(`[data-post-id="${id}"]`);
    if (!card) return;
    card.dataset.comments = String(count);
    setText(slotOf(card, "comments-count"), t("comments.count", { count }));
  }

  function deleted(id: string) {
    if (afterDelete === "home") {
      router.push(localPath("/home", locale));
      return;
    }
    // Hidden rather than removed: the card's nodes belong to React.
    const card = root.current?.querySelector<HTMLElement>(`[data-post-id="${id}"]`);
    if (card) card.hidden = true;
    setComments((current) => current.filter((item) => item.id !== id));
  }

  /**
   * After an edit the card shows the new text at once: the server-rendered text (React's nodes) is
   * hidden and the new one rendered beside it in the card's content slot, and "edited" appears. The
   * pages showing the post were purged by the edit, so the next load renders it from the server.
   */
  function edited(id: string, content: string) {
    const card = root.current?.querySelector<HTMLElement>(`[data-post-id="${id}"]`);
    const slot = card ? slotOf(card, "content") : null;
    if (!card || !slot) return;
    const original = slot.querySelector<HTMLElement>(":scope > p");
    if (original) original.hidden = true;
    const label = slotOf(card, "edited");
    if (label) label.hidden = false;
    setEdits((current) => [...current.filter((item) => item.id !== id), { id, slot, content }]);
  }

  /** The text the card shows now: its latest edit here, else the server's (its links' text is the text). */
  function contentOf(card: HTMLElement): string {
    const id = card.dataset.postId!;
    const edit = edits.find((item) => item.id === id);
    return edit ? edit.content : (slotOf(card, "content")?.querySelector(":scope > p")?.textContent ?? "");
  }

  /** Signed in: send it in a message, or share the link (the dialog offers both); signed out: the link. */
  function share(card: HTMLElement) {
    const url = `${window.location.origin}${localPath(`/p/${card.dataset.postId}`, locale)}`;
    if (viewer) setSharing({ id: card.dataset.postId!, url });
    else void shareLink(url);
  }

  /** The Web Share sheet where the browser has one; else the post's link goes to the clipboard. */
  async function shareLink(url: string) {
    if (typeof navigator.share === "function") {
      // Cancelling the sheet rejects with AbortError: nothing to say then.
      await navigator.share({ url }).catch(() => undefined);
      return;
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    if (copied) toast.success(t("menu.linkCopied"));
    else toast.message(url);
  }

  /** A plain link inside a card: a client navigation, as the app's `Link` makes it (its href has the language). */
  function navigate(event: MouseEvent, link: HTMLAnchorElement) {
    if (!followsInApp(event, link)) return;
    event.preventDefault();
    router.push(link.getAttribute("href")!);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>("a[href]");
    if (link) return navigate(event, link);
    const control = target.closest<HTMLElement>("[data-action]");
    const card = control?.closest<HTMLElement>("[data-post-id]");
    if (!control || !card) return;
    const id = card.dataset.postId!;
    switch (control.dataset.action) {
      case "like":
        void setLike(card, control.getAttribute("aria-pressed") !== "true");
        break;
      case "save":
        void toggleSaved(card, viewer !== null, saveRequests.current, t);
        break;
      case "comments":
        toggleComments(card, control);
        break;
      case "share":
        share(card);
        break;
      case "menu":
        void toggleMenu(card, control, id);
        break;
    }
  }

  /** docs/product-spec.md §2: a double tap on the picture likes it, and never unlikes. */
  function onDoubleClick(event: MouseEvent<HTMLDivElement>) {
    const picture = (event.target as Element).closest<HTMLElement>('[data-action="double-like"]');
    const card = picture?.closest<HTMLElement>("[data-post-id]");
    if (!picture || !card) return;
    animate(bigHeartOf(picture), bigHeart);
    if (card.querySelector('[data-action="like"]')?.getAttribute("aria-pressed") !== "true") void setLike(card, true);
  }

  const loading = (
    <div className={COMMENTS_SECTION_CLASS}>
      <CommentsSpinner label={t("comments.title")} />
    </div>
  );
  return (
    // Not a control itself: it hears the clicks of the real buttons and links inside (keyboard included).
    <div ref={root} className="contents" onClick={onClick} onDoubleClick={onDoubleClick}>
      {children}
      {comments.map(({ id, slot }) =>
        createPortal(
          <Suspense fallback={loading}>
            <PostComments postId={id} viewer={viewer} onCountChange={(count) => showCommentsCount(id, count)} />
          </Suspense>,
          slot,
          id,
        ),
      )}
      {edits.map(({ id, slot, content }) =>
        createPortal(
          <Suspense fallback={null}>
            <div data-edited="">
              <PostContent text={content} locale={locale} />
            </div>
          </Suspense>,
          slot,
          `edit-${id}`,
        ),
      )}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog
            kind="post"
            id={sharing.id}
            open
            onOpenChange={(open) => !open && setSharing(null)}
            onShareLink={() => void shareLink(sharing.url)}
          />
        </Suspense>
      ) : null}
      {menu
        ? createPortal(
            <WithMessagePart messages={menu.part.messages}>
              <menu.part.Component
                key={menu.id}
                postId={menu.id}
                isAuthor={viewer?.id === menu.card.dataset.author}
                canModerate={viewer?.canModerate ?? false}
                signedIn={viewer !== null}
                button={menu.button}
                container={menu.slot}
                onDone={() => setMenu(null)}
                onDeleted={deleted}
                content={contentOf(menu.card)}
                onEdited={edited}
              />
            </WithMessagePart>,
            menu.slot,
          )
        : null}
    </div>
  );
}
