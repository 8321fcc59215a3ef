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
// feed page (decision 075).
const withoutComposer = "!feed.compose";

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
  return <ClientMessages namespaces={[...feedMessages, withoutComposer]}>{children}</ClientMessages>;
}
