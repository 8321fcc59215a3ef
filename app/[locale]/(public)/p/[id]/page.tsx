import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FeedIntlProvider } from "@/components/feed/feed-intl-provider";
import { PostCard } from "@/components/feed/post-card";
import { PostInteractions } from "@/components/feed/post-interactions";
import { getCurrentUser, hasRole } from "@/lib/auth/session";
import { getPost } from "@/lib/posts/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { cache } from "react";

type Props = { params: Promise<{ locale: string; id: string }> };

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

// The page and its metadata read the same post: once per request.
const loadPost = cache(async (id: string) => {
  if (!isUuid(id)) return null;
  const viewer = await getCurrentUser();
  return getPost(id, viewer?.id ?? null);
});

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const post = await loadPost(id);
  if (!post) return {};
  const t = await getTranslations({ locale, namespace: "posts" });
  const excerpt = post.content.replace(/\s+/g, " ").trim().slice(0, 160);
  return pageMetadata({
    locale,
    title: t("postTitle", { name: post.author.fullName }),
    description: excerpt || t("postDescription", { name: post.author.fullName }),
    path: `/p/${post.id}`,
    image: post.imageUrl ?? post.thumbnailUrl ?? undefined,
    index: true,
  });
}

/** One post with its comments open; public, so other pages (profiles, pets, grids) can link to it. */
export default async function PostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [post, viewer, t] = await Promise.all([loadPost(id), getCurrentUser(), getTranslations("posts")]);
  if (!post) notFound();
  const signedIn = viewer?.username ? { id: viewer.id, canModerate: hasRole(viewer, "moderator") } : null;
  return (
    <FeedIntlProvider>
      <div className="mx-auto max-w-xl px-3 pb-16 pt-6 sm:px-5">
        <h1 className="sr-only">{t("postTitle", { name: post.author.fullName })}</h1>
        <PostInteractions viewer={signedIn} afterDelete="home">
          <PostCard post={post} priority commentsOpen />
        </PostInteractions>
      </div>
    </FeedIntlProvider>
  );
}
