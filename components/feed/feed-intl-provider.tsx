import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// What the feed's client components (post cards, comments, the create-post dialog) translate; post cards
// name the pet's breed.
const namespaces = ["common", "errors", "errorPage", "feed", "posts", "hashtags", "media", ...["breeds"].map((key) => `pets.${key}`)];

export function FeedIntlProvider({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
