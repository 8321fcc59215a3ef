import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The pets' vocabulary and the photo picker's, shared with the pet form.
const petNamespaces = ["form", "errors", "species", "gender", "size"].map((key) => `pets.${key}`);

/**
 * The lost & found forms and buttons: their own texts, the pets' vocabulary, the place picker's, the media
 * errors and the "send in a message" dialog's. One provider for the whole case view: a nested
 * ClientMessages would replace these, not add to them.
 */
export function LostIntl({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["errors", "media", "places", "lost", "messages.share", ...petNamespaces]}>
      {children}
    </ClientMessages>
  );
}
