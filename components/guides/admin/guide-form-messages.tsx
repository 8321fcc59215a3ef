import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** What the guide form says in the browser: its own texts, errors, upload messages, names of languages, species and topics. */
export function GuideFormMessages({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        "admin.guides",
        "errors",
        "media",
        "storeManage.images",
        "language",
        "guides.species",
        "guides.topics",
      ]}
    >
      {children}
    </ClientMessages>
  );
}
