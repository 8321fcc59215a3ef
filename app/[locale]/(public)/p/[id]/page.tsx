import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FeedIntlProvider } from "@/components/posts/feed-intl-provider";
import { PostCard } from "@/components/posts/post-card";
import { PostInteractions } from "@/components/posts/post-interactions";
import { ShellPostInteractions } from "@/components/posts/shell-post-interactions";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { getPost } from "@/lib/posts/queries";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";
import { isUuid } from "@/lib/validation/uuid";
import { cache } from "react";

type Props = { params: Promise<{ locale: string; id: string }> };

// The page and its metadata read the same post: once per request.
const loadPost = cache(async (id: string) => {
  if (!isUuid(id)) return null;
  const { user } = await readPageViewer();
  return getPost(id, user?.id ?? null);
});

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const post = await loadPost(id);
  if (!post) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "posts" });
  const excerpt = post.content.replace(/\s+/g, " ").trim().slice(0, 160);
  return pageMetadata({
    locale,
    title: t("postTitle", { name: post.author.fullName }),
    description: excerpt || t("postDescription", { name: post.author.fullName }),
    path: `/p/${post.id}`,
    // The first photo (a carousel's cover) with its stored size; a video's poster frame, whose size is not kept.
    image: post.imageUrl
      ? {
          url: post.imageUrl,
          ...(post.mediaSize ?? {}),
          alt: post.imageAlt ?? t("imageAltBy", { name: post.author.fullName }),
        }
      : (post.thumbnailUrl ?? undefined),
    index: true,
  });
}

/** One post with its comments open; public, so other pages (profiles, pets, grids) can link to it. */
export default async function PostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [post, { cardsViewer, shell }, t] = await Promise.all([
    loadPost(id),
    readPageViewer(),
    getTranslations("posts"),
  ]);
  if (!post) notFound();
  const card = (
    <>
      <PostCard post={post} priority commentsOpen />
      {/* Shown by the viewer's layer on a shell render (decision 032) when a block hides the post, where
          a page rendered for the viewer is a 404. */}
      <p
        hidden
        data-slot="unavailable"
        className="rounded-3xl bg-white px-6 py-12 text-center font-bold text-muted ring-1 ring-brand-100"
        data-testid="post-unavailable"
      >
        {t("unavailable")}
      </p>
    </>
  );
  return (
    <FeedIntlProvider>
      <div className="mx-auto max-w-xl px-3 pb-16 pt-6 sm:px-5">
        <h1 className="sr-only">{t("postTitle", { name: post.author.fullName })}</h1>
        {shell ? (
          <ShellPostInteractions afterDelete="home">{card}</ShellPostInteractions>
        ) : (
          <PostInteractions viewer={cardsViewer} afterDelete="home">
            {card}
          </PostInteractions>
        )}
      </div>
    </FeedIntlProvider>
  );
}
