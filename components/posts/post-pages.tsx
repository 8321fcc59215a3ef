"use server";

import type { ReactNode } from "react";
import { publicAction } from "@/lib/auth/action-builder";
import { AppError } from "@/lib/errors";
import { loadFeedPageAction, loadHashtagPageAction } from "@/lib/posts/actions";
import { cardsPageSchema } from "@/lib/posts/schemas";
import { PostCard } from "./post-card";

export type PostSource = { kind: "feed"; mode: "all" | "following" } | { kind: "hashtag"; tag: string };

/**
 * The next page of a list as rendered cards (server components travel as elements), for infinite
 * scroll: the data action it wraps reads and authorizes (the feed is signed in only, a hashtag page
 * public), then the same markup as the first page. It lives here, not in lib/, because it renders.
 */
export const loadMoreCardsAction = publicAction
  .input(cardsPageSchema)
  .action(async ({ input }): Promise<{ cards: ReactNode; nextCursor: string | null }> => {
    const result = input.kind === "hashtag" ? await loadHashtagPageAction(input) : await loadFeedPageAction(input);
    if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.fields);
    return {
      cards: result.data.posts.map((post) => <PostCard key={post.id} post={post} />),
      nextCursor: result.data.nextCursor,
    };
  });
