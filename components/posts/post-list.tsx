import { Icon } from "@/components/icons/icon";
import type { PostPage } from "@/lib/posts/queries";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MorePosts } from "./more-posts";
import { PostCard } from "./post-card";
import { PostInteractions } from "./post-interactions";
import { PostSkeletons } from "./post-skeleton";
import type { PostSource } from "./post-pages";
import type { Viewer } from "./viewer";

type Props = {
  /** The first page. */
  initial: PostPage;
  source: PostSource;
  viewer: Viewer;
  /**
   * The cards' controller when it is not the viewer's own `PostInteractions`: a shared page's
   * (decision 032) is `ShellPostInteractions`. Passed in rather than imported here, so /home, whose
   * list renders in the browser, does not bundle the shared pages' controller.
   */
  controller?: (cards: ReactNode) => ReactNode;
  emptyTitle: string;
  emptyBody?: string;
};

/**
 * A list of posts: the first page's cards rendered here on the server, the next ones fetched as the reader
 * scrolls (`MorePosts`), every card's buttons handled by the list's one controller (`PostInteractions`).
 */
export function PostList({ initial, source, viewer, controller, emptyTitle, emptyBody }: Props) {
  const t = useTranslations("feed");
  if (initial.posts.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-brand-100"
        data-testid="feed-empty"
      >
        <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-500">
          <Icon name="paw-print" className="h-7 w-7" />
        </span>
        <p className="text-lg font-black">{emptyTitle}</p>
        {emptyBody ? <p className="max-w-xs text-sm text-muted">{emptyBody}</p> : null}
      </div>
    );
  }
  const cards = (
    <div className="flex flex-col gap-5" data-testid="post-list">
      {initial.posts.map((post, index) => (
        <PostCard key={post.id} post={post} priority={index === 0} />
      ))}
      <MorePosts
        source={source}
        cursor={initial.nextCursor}
        loading={<PostSkeletons count={1} label={t("loadingMore")} />}
      />
    </div>
  );
  return controller ? controller(cards) : <PostInteractions viewer={viewer}>{cards}</PostInteractions>;
}
