"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";

// Why these two parts of a server-rendered card are client components: a server component's markup
// travels twice, once as HTML and again, element by element, in the page's RSC payload. These parts are
// the same in every card but for a few values, so drawn here their payload is those values (~90 bytes
// instead of ~2.2 kB per card, measurement 079). They keep no state: the list's one controller
// (PostInteractions) still handles their buttons by `data-action` and updates them in place, as before.

type ActionsProps = {
  id: string;
  /** The viewer's heart and bookmark, as the server knows them (a shell render's viewer layer fills them). */
  liked: boolean;
  saved: boolean;
  likes: number;
  comments: number;
  /** The single-post page opens its comments from the start. */
  commentsOpen?: boolean;
};

/** The card's action row (like, comments, share, save: Instagram's order) and its likes line. */
export function PostCardActions({ id, liked, saved, likes, comments, commentsOpen = false }: ActionsProps) {
  const t = useTranslations("posts");
  return (
    <>
      <div className="flex items-center gap-1 px-2 pt-2">
        <button
          type="button"
          data-action="like"
          aria-pressed={liked}
          aria-label={liked ? t("unlike") : t("like")}
          className="post-card-action group"
          data-testid="like-button"
        >
          {/* The heart's colour follows aria-pressed, so the controller only flips the attribute. */}
          <span className="grid place-items-center" data-slot="heart">
            <Icon name="heart" className="post-card-heart" />
          </span>
        </button>
        <button
          type="button"
          data-action="comments"
          aria-expanded={commentsOpen}
          aria-controls={`comments-${id}`}
          className="post-card-comments"
          data-testid="comments-toggle"
        >
          <Icon name="message-circle" className="h-6 w-6" />
          <span className="text-sm" data-slot="comments-count">
            {t("comments.count", { count: comments })}
          </span>
        </button>
        {/* The system's share sheet where the browser has one, else the link is copied (PostInteractions). */}
        <button
          type="button"
          data-action="share"
          aria-label={t("share")}
          className="post-card-action text-ink"
          data-testid="share-button"
        >
          <Icon name="send" className="h-6 w-6" />
        </button>
        {/* The bookmark (issue 26), on the right as on Instagram; it fills while pressed (post-save.ts). */}
        <button
          type="button"
          data-action="save"
          aria-pressed={saved}
          aria-label={saved ? t("unsave") : t("save")}
          className="group ml-auto grid h-11 w-11 place-items-center rounded-full hover:bg-brand-50"
          data-testid="save-button"
        >
          <Icon name="bookmark" className="post-card-bookmark" />
        </button>
      </div>
      <p className="post-card-likes" data-testid="likes-count" data-slot="likes-count" aria-live="polite">
        {t("likes", { count: likes })}
      </p>
    </>
  );
}

/** The card's "…" button; the controller opens the menu inside its box (the `menu` slot). */
export function PostCardMenuButton() {
  const t = useTranslations("posts");
  return (
    <div className="relative" data-slot="menu">
      <button
        type="button"
        data-action="menu"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={t("menu.label")}
        className="post-card-menu"
        data-testid="post-menu"
      >
        <Icon name="ellipsis" className="h-5 w-5" />
      </button>
    </div>
  );
}
