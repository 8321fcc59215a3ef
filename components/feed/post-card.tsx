"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import Image from "next/image";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { breedName } from "@/components/pets/pet-labels";
import { Link } from "@/lib/i18n/navigation";
import { likePostAction, unlikePostAction } from "@/lib/posts/actions";
import type { PostCard as PostCardData } from "@/lib/posts/queries";
import { Avatar } from "./avatar";
import { PostAge } from "./post-age";
import { PostComments } from "./post-comments";
import { PostContent } from "./post-content";
import { PostMenu } from "./post-menu";
import type { Viewer } from "./viewer";

/** Spec §9: the like animation lasts 600 ms. */
export const LIKE_ANIMATION_MS = 600;

type Props = {
  post: PostCardData;
  viewer: Viewer;
  /** Above the fold: load the picture eagerly (it is the page's largest element). */
  priority?: boolean;
  /** Comments open from the start (the single-post page). */
  commentsOpen?: boolean;
  onDeleted?: (postId: string) => void;
};

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

export function PostCard({ post, viewer, priority = false, commentsOpen = false, onDeleted }: Props) {
  const t = useTranslations("posts");
  const petsT = useTranslations("pets");
  const [liked, setLiked] = useState(post.likedByMe);
  const [likesCount, setLikesCount] = useState(post.likesCount);
  const [commentsCount, setCommentsCount] = useState(post.commentsCount);
  const [showComments, setShowComments] = useState(commentsOpen);
  const latestRequest = useRef(0);
  const heartRef = useRef<HTMLSpanElement>(null);
  const buttonIconRef = useRef<HTMLSpanElement>(null);

  const authorName = post.author.fullName;
  const mediaAlt = post.imageAlt ?? (post.pet ? t("imageAlt", { name: post.pet.name }) : t("imageAltBy", { name: authorName }));

  function animate(target: HTMLElement | null, frames: Keyframe[]) {
    if (!target || typeof target.animate !== "function") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    target.animate(frames, { duration: LIKE_ANIMATION_MS, easing: "ease-out" });
  }

  /** Optimistic: the heart changes at once, and goes back with a toast if the server says no. */
  async function setLike(next: boolean) {
    if (!viewer) {
      toast.message(t("signInToLike"));
      return;
    }
    const before = { liked, likesCount };
    const request = ++latestRequest.current;
    setLiked(next);
    setLikesCount((count) => Math.max(0, count + (next ? 1 : -1)));
    if (next) animate(buttonIconRef.current, pop);
    const result = await (next ? likePostAction(post.id) : unlikePostAction(post.id));
    // A later click decides the final state; an older answer must not overwrite it.
    if (request !== latestRequest.current) return;
    if (!result.ok) {
      setLiked(before.liked);
      setLikesCount(before.likesCount);
      toast.error(t("likeError"));
      return;
    }
    setLiked(result.data.liked);
    setLikesCount(result.data.likesCount);
  }

  /** Spec §2: a double tap on the picture likes it, and never unlikes. */
  function onDoubleTap() {
    animate(heartRef.current, bigHeart);
    if (!liked) void setLike(true);
  }

  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100" data-testid="post-card" data-post-id={post.id}>
      <header className="flex items-center gap-3 px-4 pb-3 pt-4">
        <Link href={`/u/${post.author.username}`} aria-label={t("authorProfile", { name: authorName })} className="rounded-full">
          <Avatar name={authorName} url={post.author.avatarUrl} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <Link href={`/u/${post.author.username}`} className="truncate font-extrabold text-ink hover:underline">
              {authorName}
            </Link>
            {post.pet ? (
              <Link
                href={`/pet/${post.pet.id}`}
                className="inline-flex items-center gap-1 rounded-full bg-leaf-50 px-2 py-0.5 text-xs font-bold text-leaf-700 ring-1 ring-leaf-100 hover:bg-leaf-100"
                title={post.pet.breed ? breedName(post.pet.breed, petsT) : undefined}
              >
                <Icon name="paw-print" className="h-3 w-3" />
                <span className="sr-only">{t("petBadge", { name: post.pet.name })}</span>
                <span aria-hidden>{post.pet.name}</span>
              </Link>
            ) : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
            <span>@{post.author.username}</span>
            <span aria-hidden>·</span>
            {/* 24 px tall: WCAG 2.5.8 target size (Lighthouse), the row is 20 px of text. */}
            <Link href={`/p/${post.id}`} className="inline-flex min-h-6 items-center hover:underline">
              <PostAge date={post.createdAt} />
            </Link>
            {post.location ? (
              <>
                <span aria-hidden>·</span>
                <span className="inline-flex min-w-0 items-center gap-0.5">
                  <Icon name="map-pin" className="h-3.5 w-3.5 shrink-0" />
                  <span className="truncate">{post.location}</span>
                </span>
              </>
            ) : null}
          </p>
        </div>
        <PostMenu postId={post.id} isAuthor={viewer?.id === post.author.id} canModerate={viewer?.canModerate ?? false} signedIn={viewer !== null} onDeleted={onDeleted} />
      </header>

      {!post.imageUrl && !post.videoUrl ? <PostContent text={post.content} className="px-4 pb-2 text-lg leading-relaxed text-ink" /> : null}

      {post.imageUrl ? (
        <div className="relative aspect-square w-full touch-manipulation select-none bg-brand-50" onDoubleClick={onDoubleTap} data-testid="post-image">
          <Image
            src={post.imageUrl}
            alt={mediaAlt}
            fill
            sizes="(min-width: 640px) 576px, 100vw"
            priority={priority}
            loading={priority ? undefined : "lazy"}
            className="object-cover"
            draggable={false}
          />
          <span ref={heartRef} aria-hidden className="pointer-events-none absolute inset-0 grid place-items-center opacity-0">
            <Icon name="heart" className="h-28 w-28 fill-white text-white drop-shadow-lg" />
          </span>
        </div>
      ) : null}
      {post.videoUrl ? (
        <video
          src={post.videoUrl}
          poster={post.thumbnailUrl ?? undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={post.imageAlt ?? t("video", { name: authorName })}
          className="aspect-square w-full bg-ink object-contain"
        />
      ) : null}

      <div className="flex items-center gap-1 px-2 pt-2">
        <button
          type="button"
          onClick={() => void setLike(!liked)}
          aria-pressed={liked}
          aria-label={liked ? t("unlike") : t("like")}
          className="grid h-11 w-11 place-items-center rounded-full hover:bg-brand-50"
          data-testid="like-button"
        >
          <span ref={buttonIconRef} className="grid place-items-center">
            <Icon name="heart" className={`h-6 w-6 transition-colors ${liked ? "fill-red-500 text-red-500" : "text-ink"}`} />
          </span>
        </button>
        <button
          type="button"
          onClick={() => setShowComments((open) => !open)}
          aria-expanded={showComments}
          aria-controls={`comments-${post.id}`}
          className="inline-flex h-11 items-center gap-2 rounded-full px-3 font-bold text-ink hover:bg-brand-50"
          data-testid="comments-toggle"
        >
          <Icon name="message-circle" className="h-6 w-6" />
          <span className="text-sm">{t("comments.count", { count: commentsCount })}</span>
        </button>
      </div>
      <p className="px-4 text-sm font-extrabold text-ink" data-testid="likes-count" aria-live="polite">
        {t("likes", { count: likesCount })}
      </p>

      {post.imageUrl || post.videoUrl ? <PostContent text={post.content} className="px-4 pt-1 text-ink" /> : null}

      {showComments ? (
        <PostComments postId={post.id} viewer={viewer} onCountChange={setCommentsCount} />
      ) : (
        <div className="h-4" />
      )}
    </article>
  );
}
