import { RememberFeed } from "@/components/pwa/remember-feed";
import { LAST_FEED_SIZE } from "@/lib/pwa/last-feed";
import { listFeed } from "@/lib/posts/queries";
import type { Viewer } from "./viewer";
import { PostList } from "./post-list";

type Props = { userId: string; mode: "all" | "following"; viewer: NonNullable<Viewer>; emptyTitle: string; emptyBody: string };

/** The feed's first page, read on its own so the page can show skeletons while it loads (Suspense). */
export async function FeedPosts({ userId, mode, viewer, emptyTitle, emptyBody }: Props) {
  const feed = await listFeed(userId, { mode });
  // A few lines per post for the offline page (public/sw.js): text and a thumbnail, nothing per viewer.
  const remembered = feed.posts.slice(0, LAST_FEED_SIZE).map((post) => ({
    id: post.id,
    fullName: post.author.fullName,
    username: post.author.username,
    content: post.content.slice(0, 280),
    imageUrl: post.thumbnailUrl ?? post.imageUrl,
    createdAt: post.createdAt,
  }));
  return (
    <>
      <RememberFeed posts={remembered} />
      <PostList
      // A new first post (after publishing) starts the list over rather than merging into the old pages.
      key={`${mode}:${feed.posts[0]?.id ?? "empty"}`}
      initial={feed}
      source={{ kind: "feed", mode }}
      viewer={viewer}
      emptyTitle={emptyTitle}
      emptyBody={emptyBody}
      />
    </>
  );
}
