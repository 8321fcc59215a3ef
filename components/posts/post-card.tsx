/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { Icon } from "@/components/icons/icon";
import { useLocale, useTranslations } from "next-intl";
import { preload } from "react-dom";
import { breedName } from "@/components/pets/pet-labels";
import { localPath } from "@/lib/i18n/local-path";
import type { PostCard as PostCardData } from "@/lib/posts/queries";
import { Avatar } from "./avatar";
import { PostCardAge } from "./post-age";
import { mediaAspectRatio } from "./media-aspect";
import { PostContent } from "./post-content";
import { PostCardActions, PostCardMenuButton } from "./post-card-actions";
import { PhotoCarousel } from "./photo-carousel";
import { responsiveImage } from "@/lib/storage/responsive-image";
import { POST_MEDIA_SIZES } from "./media-aspect";

type Props = {
  post: PostCardData;
  /** Above the fold: load the picture eagerly (it is the page's largest element). */
  priority?: boolean;
  /** Comments open from the start (the single-post page). */
  commentsOpen?: boolean;
};

/**
 * A post, rendered on the server: its own data travels as markup, and what hydrates is the parts that are
 * the same in every card but for a few values (`PostCardAge`, `PostCardActions`, `PostCardMenuButton`:
 * their payload is their props, decision 083). Every interactive part is a real button or link
 * marked with `data-action` / `data-slot`, which the list's one controller (`PostInteractions`) handles
 * by event delegation. The per-viewer layer is what the server writes for the viewer: the heart's and
 * bookmark's `aria-pressed`, the counters (`data-likes`, `data-comments`) and `data-author` (who may delete).
 */
export function PostCard({ post, priority = false, commentsOpen = false }: Props) {
  const t = useTranslations("posts");
  const petsT = useTranslations("pets");
  const locale = useLocale();
  const href = (path: string) => localPath(path, locale);

  const authorName = post.author.fullName;
  const mediaAlt =
    post.imageAlt ?? (post.pet ? t("imageAlt", { name: post.pet.name }) : t("imageAltBy", { name: authorName }));
  const profile = href(`/u/${post.author.username}`);
  // The first picture is the page's largest element: fetched from the document's head, ahead of the scripts.
  const photo = post.imageUrl ? responsiveImage(post.imageUrl) : null;
  if (priority && photo)
    preload(photo.src, {
      as: "image",
      fetchPriority: "high",
      ...(photo.srcSet ? { imageSrcSet: photo.srcSet, imageSizes: POST_MEDIA_SIZES } : {}),
    });

  return (
    <article
      className="post-card"
      data-testid="post-card"
      data-post-id={post.id}
      data-author={post.author.id}
      data-likes={post.likesCount}
      data-comments={post.commentsCount}
      {...(commentsOpen ? { "data-comments-open": "" } : {})}
    >
      <header className="post-card-header">
        <a href={profile} aria-label={t("authorProfile", { name: authorName })} className="rounded-full">
          <Avatar name={authorName} url={post.author.avatarUrl} />
        </a>
        <div className="min-w-0 flex-1">
          <div className="post-card-names">
            <a href={profile} className="post-card-author">
              {authorName}
            </a>
            {/* 24 px tall: WCAG 2.5.8 target size (Lighthouse), like the age link below. */}
            {post.pet ? (
              <a
                href={href(`/pet/${post.pet.id}`)}
                className="post-card-pet"
                {...(post.pet.breed ? { title: breedName(post.pet.breed, petsT) } : {})}
              >
                <Icon name="paw-print" className="h-3 w-3" />
                <span className="sr-only">{t("petBadge", { name: post.pet.name })}</span>
                <span aria-hidden>{post.pet.name}</span>
              </a>
            ) : null}
          </div>
          <p className="post-card-meta">
            <span>@{post.author.username}</span>
            <span aria-hidden>·</span>
            <PostCardAge id={post.id} date={post.createdAt} edited={Boolean(post.editedAt)} />
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
        <PostCardMenuButton />
      </header>

      {/* The text sits in a slot: after an edit the controller shows the new text in it (PostInteractions). */}
      {!post.imageUrl && !post.videoUrl ? (
        <div data-slot="content" className="px-4 pb-2 text-lg leading-relaxed text-ink">
          <PostContent text={post.content} locale={locale} />
        </div>
      ) : null}

      {post.imageUrl && post.morePhotos.length > 0 ? (
        <PhotoCarousel post={post} alt={mediaAlt} priority={priority} />
      ) : null}
      {post.imageUrl && post.morePhotos.length === 0 ? (
        <div
          className="post-card-media"
          style={{ aspectRatio: mediaAspectRatio(post.mediaSize) }}
          data-action="double-like"
          data-testid="post-image"
        >
          {/* Blur-up: the photo's tiny preview, blurred, until the photo (opaque, above it) has loaded. */}
          {post.mediaPreview ? (
            <span
              aria-hidden
              className="photo-preview-blur"
              style={{ backgroundImage: `url("${post.mediaPreview}")` }}
              data-testid="post-image-preview"
            />
          ) : null}
          <img
            {...photo}
            sizes={POST_MEDIA_SIZES}
            alt={mediaAlt}
            {...(priority ? { fetchPriority: "high" as const } : {})}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="post-card-photo"
            draggable={false}
          />
        </div>
      ) : null}
      {post.videoUrl ? (
        <video
          src={post.videoUrl}
          poster={post.thumbnailUrl ?? undefined}
          controls
          muted
          loop
          playsInline
          preload="metadata"
          // The list plays it while it is on screen (useAutoplayInView).
          data-autoplay=""
          data-testid="post-video"
          aria-label={post.imageAlt ?? t("video", { name: authorName })}
          style={{ aspectRatio: mediaAspectRatio(post.mediaSize) }}
          className="w-full bg-night object-contain"
        />
      ) : null}

      <PostCardActions
        id={post.id}
        liked={post.likedByMe}
        saved={post.savedByMe}
        likes={post.likesCount}
        comments={post.commentsCount}
        {...(commentsOpen ? { commentsOpen } : {})}
      />

      {post.imageUrl || post.videoUrl ? (
        <div data-slot="content" className="px-4 pt-1 text-ink empty:hidden">
          <PostContent text={post.content} locale={locale} />
        </div>
      ) : null}

      {/* Closed: a 16 px bottom margin; open: the comments, portalled in by the controller. */}
      <div className="min-h-4" data-slot="comments" />
    </article>
  );
}
