"use client";

import { Icon } from "@/components/icons/icon";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { FieldError } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { Link } from "@/lib/i18n/navigation";
import { localPath } from "@/lib/i18n/local-path";
import { addCommentAction, deleteCommentAction, loadCommentsAction } from "@/lib/posts/actions";
import type { CommentItem } from "@/lib/posts/queries";
import { COMMENT_MAX_LENGTH } from "@/lib/posts/limits";
import { Avatar } from "./avatar";
import { COMMENTS_SECTION_CLASS, CommentsSpinner } from "./comments-loading";
import { PostAge } from "./post-age";
import { PostContent } from "./post-content";
import { useMentions } from "./use-mentions";
import type { Viewer } from "./viewer";

type Props = { postId: string; viewer: Viewer; onCountChange: (count: number) => void };

/**
 * A post's comments, oldest first, 20 at a time, with the form to add one. Loaded (code and data) when
 * the card's comments open; the controller portals it into the card. Its author links are plain links,
 * which the controller navigates like the card's.
 */
export function PostComments({ postId, viewer, onCountChange }: Props) {
  const t = useTranslations("posts.comments");
  const tRoot = useTranslations();
  const locale = useLocale();
  const [comments, setComments] = useState<CommentItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // Until the first page is in, only a spinner: a form or "sign in" link drawn sooner would be pushed down
  // by the comments as they arrive (a layout shift on the post page, where comments open with the page).
  const [firstPageIn, setFirstPageIn] = useState(false);
  const [text, setText] = useState("");
  // What was wrong with the comment (a validation error), said under the box.
  const [problem, setProblem] = useState<string | null>(null);
  const textField = useRef<HTMLInputElement>(null);
  const mentions = useMentions(textField, text, setText, t("mentionSuggestions"));
  const [sending, startSending] = useTransition();

  function apply(result: Awaited<ReturnType<typeof loadCommentsAction>>) {
    setLoading(false);
    setFirstPageIn(true);
    if (!result.ok) {
      toast.error(t("loadError"));
      return;
    }
    setComments((current) => {
      const seen = new Set(current.map((comment) => comment.id));
      return [...current, ...result.data.comments.filter((comment) => !seen.has(comment.id))];
    });
    setCursor(result.data.nextCursor);
  }

  async function loadMore(after: string) {
    setLoading(true);
    apply(await loadCommentsAction({ postId, cursor: after }));
  }

  // The first page loads when the section opens.
  useEffect(() => {
    let live = true;
    void loadCommentsAction({ postId, cursor: null }).then((result) => {
      if (live) apply(result);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId]);

  function send() {
    const content = text.trim();
    if (!content || !viewer) return;
    startSending(async () => {
      const result = await addCommentAction({ postId, content });
      if (!result.ok) {
        // A mistake in the words is said under the box, not as a toast; a refusal is a toast.
        if (result.error.code === "validation") setProblem(result.error.fields?.content ?? result.error.message);
        else toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      setProblem(null);
      setText("");
      onCountChange(result.data.commentsCount);
      // The new comment is the newest: fetch what follows the last one shown (it included).
      if (cursor === null) {
        const last = comments.at(-1);
        const refreshed = await loadCommentsAction({ postId, cursor: last ? `${last.createdAt}_${last.id}` : null });
        if (refreshed.ok)
          setComments((current) => [
            ...current,
            ...refreshed.data.comments.filter((c) => !current.some((x) => x.id === c.id)),
          ]);
      }
    });
  }

  async function remove(commentId: string) {
    const result = await deleteCommentAction(commentId);
    if (!result.ok) {
      toast.error(t("deleteError"));
      return;
    }
    setComments((current) => current.filter((comment) => comment.id !== commentId));
    onCountChange(result.data.commentsCount);
    toast.success(t("deleted"));
  }

  return (
    <section id={`comments-${postId}`} aria-label={t("title")} className={COMMENTS_SECTION_CLASS}>
      {firstPageIn && comments.length === 0 && !loading ? (
        <p className="py-1 text-sm text-muted">{t("empty")}</p>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="comments-list">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-2.5">
            <a
              href={localPath(`/u/${comment.author.username}`, locale)}
              className="mt-0.5 rounded-full"
              tabIndex={-1}
              aria-hidden
            >
              <Avatar name={comment.author.fullName} url={comment.author.avatarUrl} size={32} />
            </a>
            <div className="min-w-0 flex-1 rounded-2xl bg-cream px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <a href={localPath(`/u/${comment.author.username}`, locale)} className="font-extrabold hover:underline">
                  {comment.author.username}
                </a>
                <span className="text-xs text-muted">
                  <PostAge date={comment.createdAt} />
                </span>
              </p>
              <PostContent text={comment.content} locale={locale} className="text-sm text-ink" />
            </div>
            {comment.canDelete ? (
              <button
                type="button"
                onClick={() => void remove(comment.id)}
                aria-label={t("delete")}
                title={t("delete")}
                className="grid h-8 w-8 shrink-0 place-items-center self-center rounded-full text-muted hover:bg-red-50 hover:text-red-600"
              >
                <Icon name="trash" className="h-4 w-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {loading ? <CommentsSpinner label={tRoot("common.loading")} /> : null}
      {cursor && !loading ? (
        <button
          type="button"
          onClick={() => void loadMore(cursor)}
          className="mt-2 text-sm font-bold text-brand-600 hover:underline"
        >
          {t("loadMore")}
        </button>
      ) : null}
      {firstPageIn && viewer ? (
        <form
          className="relative mt-3 flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={`comment-${postId}`} className="sr-only">
            {t("label")}
          </label>
          <input
            id={`comment-${postId}`}
            ref={textField}
            value={text}
            {...mentions.fieldProps}
            onChange={(event) => {
              setText(event.target.value);
              mentions.track(event);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `comment-${postId}-error` : undefined}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={t("placeholder")}
            className="h-11 min-w-0 flex-1 rounded-full border border-brand-100 bg-cream px-4 text-sm outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
          {mentions.list}
          <button
            type="submit"
            disabled={sending || text.trim().length === 0}
            aria-label={t("send")}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-500 text-white hover:bg-brand-600 disabled:opacity-50"
          >
            {sending ? (
              <Icon name="loader-circle" className="h-5 w-5 animate-spin" />
            ) : (
              <Icon name="send-horizontal" className="h-5 w-5" />
            )}
          </button>
        </form>
      ) : null}
      {viewer && problem ? <FieldError id={`comment-${postId}-error`} error={tRoot(problem)} /> : null}
      {!firstPageIn || viewer ? null : (
        <Link href="/auth" className="mt-3 inline-block text-sm font-bold text-brand-600 hover:underline">
          {t("signInToComment")}
        </Link>
      )}
    </section>
  );
}
