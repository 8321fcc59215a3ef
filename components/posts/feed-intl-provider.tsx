import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// What the feed's client components (the cards' controller, comments, menu, the hashtag search)
// translate. Cards render on the server and ship no messages, except on /home, whose cards the browser
// renders from the per-viewer data (decision 029): it also needs the breed names. Both also ship the
// strings of the Send in a message dialog of a card's Share button (messages, share).
const FEED_NAMESPACES = ["common", "errors", "errorPage", "feed", "posts", "hashtags", "messages.share"];
// The composer (feed.compose, and media for its uploads) is on /home only; elsewhere a post's editor
// (post-menu.tsx) borrows two of its words. ~2.8 kB less on every other feed page (decision 075).
const withoutComposer = ["!feed.compose", "feed.compose.mentionSuggestions", "feed.compose.characters"];

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
      <ClientMessages namespaces={[...FEED_NAMESPACES, "media", "pets.breeds", "emailVerification"]}>
        {children}
      </ClientMessages>
    );
  return <ClientMessages namespaces={[...FEED_NAMESPACES, ...withoutComposer]}>{children}</ClientMessages>;
}
