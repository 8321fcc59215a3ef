import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getCurrentUser, hasRole, type CurrentUser } from "./session";
import { SHELL_RENDER_HEADER } from "./shell-header";

export type PageViewer = {
  /** A shell render: one copy for every signed-in visitor, whose own part comes from GET /api/viewer. */
  shell: boolean;
  /** The session's user; always null on a shell render, which must not depend on who asked. */
  user: CurrentUser | null;
  /** What the cards' controller needs of a signed-in user with a username, else null. */
  cardsViewer: { id: string; canModerate: boolean } | null;
  /** Whether the page shows the signed-in parts (navigation, search): a shell render or a user with a username. */
  signedIn: boolean;
};

/** Who a public page (hashtag, post) is rendered for, once per request for the layout and the page. */
export const readPageViewer = cache(async (): Promise<PageViewer> => {
  if ((await headers()).get(SHELL_RENDER_HEADER) === "1")
    return { shell: true, user: null, cardsViewer: null, signedIn: true };
  const user = await getCurrentUser();
  const cardsViewer = user?.username ? { id: user.id, canModerate: hasRole(user, "moderator") } : null;
  return { shell: false, user, cardsViewer, signedIn: cardsViewer !== null };
});
