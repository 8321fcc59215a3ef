import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// What the feed's client components (the cards' controller, comments, menu, the create-post dialog, the
// hashtag search) translate. Cards themselves render on the server and ship no messages.
const namespaces = ["common", "errors", "errorPage", "feed", "posts", "hashtags", "media"];

export function FeedIntlProvider({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
