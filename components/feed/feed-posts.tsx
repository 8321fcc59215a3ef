import { listFeed } from "@/lib/posts/queries";
import type { Viewer } from "./viewer";
import { PostList } from "./post-list";

type Props = { userId: string; mode: "all" | "following"; viewer: NonNullable<Viewer>; emptyTitle: string; emptyBody: string };

/** The feed's first page, read on its own so the page can show skeletons while it loads (Suspense). */
export async function FeedPosts({ userId, mode, viewer, emptyTitle, emptyBody }: Props) {
  const feed = await listFeed(userId, { mode });
  return (
    <PostList
      // A new first post (after publishing) starts the list over rather than merging into the old pages.
      key={`${mode}:${feed.posts[0]?.id ?? "empty"}`}
      initial={feed}
      source={{ kind: "feed", mode }}
      viewer={viewer}
      emptyTitle={emptyTitle}
      emptyBody={emptyBody}
    />
  );
}
