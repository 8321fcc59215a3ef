import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { POST_MENU_OMITTED } from "@/lib/i18n/message-parts";

// What the feed's client components (the cards' controller, comments, menu, the hashtag search)
// translate. Cards render on the server and ship no messages, except on /home, whose cards the browser
// renders from the per-viewer data (decision 029): it also needs the breed names. Both also ship the
// strings of the Send in a message dialog of a card's Share button (messages, share). The card menu's
// dialogs fetch their words when it first opens (the "post-menu" message part, decision 075).
const FEED_NAMESPACES = ["common", "errors", "errorPage", "feed", "posts", "hashtags", "messages.share"];
const feedMessages = [...FEED_NAMESPACES, ...POST_MENU_OMITTED];
// The composer (feed.compose, and media for its uploads) is on /home only: ~2.8 kB less on every other
// feed page (decision 075). So are the words of cards drawn in the browser and of /home's own states.
// The other feed pages draw their cards, headings and metadata on the server: 1.1 kB less. The
// composer's refusals, which the post editor also says, come with the menu's part there.
const serverDrawn = [
  "!feed.compose",
  "!feed.title",
  "!feed.modeLabel",
  "!feed.modeAll",
  "!feed.modeFollowing",
  "!feed.empty",
  "!feed.emptyBody",
  "!feed.emptyFollowingBody",
  "!feed.trending",
  "!feed.loadingMore",
  "!posts.errors",
  "!posts.postTitle",
  "!posts.postDescription",
  "!posts.imageAlt",
  "!posts.imageAltBy",
  "!posts.video",
  "!posts.petBadge",
  "!posts.authorProfile",
  "!posts.carousel",
  "!hashtags.metaTitle",
  "!hashtags.description",
  "!hashtags.related",
  "!hashtags.empty",
];

export function FeedIntlProvider({
  cardsInBrowser = false,
  children,
}: {
  cardsInBrowser?: boolean;
  children: ReactNode;
}) {
  // /home also draws the e-mail reminder in the browser, at the head of the feed (home-view.tsx).
  if (cardsInBrowser)
    return (
      <ClientMessages namespaces={[...feedMessages, "media", "pets.breeds", "emailVerification"]}>
        {children}
      </ClientMessages>
    );
  return <ClientMessages namespaces={[...feedMessages, ...serverDrawn]}>{children}</ClientMessages>;
}
