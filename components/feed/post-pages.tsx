"use server";

import type { ReactNode } from "react";
import type { ActionResult } from "@/lib/errors";
import { loadFeedPageAction, loadHashtagPageAction } from "@/lib/posts/actions";
import { PostCard } from "./post-card";

export type PostSource = { kind: "feed"; mode: "all" | "following" } | { kind: "hashtag"; tag: string };

/**
 * The next page of a list as rendered cards (server components travel as elements), for infinite
 * scroll: the same reads and checks as the data actions it wraps, then the same markup as the first page.
 */
export async function loadMoreCardsAction(source: PostSource, cursor: string): Promise<ActionResult<{ cards: ReactNode; nextCursor: string | null }>> {
  const result =
    source?.kind === "hashtag" ? await loadHashtagPageAction({ tag: source.tag, cursor }) : await loadFeedPageAction({ mode: source?.mode, cursor });
  if (!result.ok) return result;
  return {
    ok: true,
    data: {
      cards: result.data.posts.map((post) => <PostCard key={post.id} post={post} />),
      nextCursor: result.data.nextCursor,
    },
  };
}
