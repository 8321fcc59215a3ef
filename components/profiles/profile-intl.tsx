import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// What the profile's client parts (follow button, block menu, grid paging, edit form) translate.
const namespaces = ["common", "errors", "auth", "media", "profile", "follows", "places"] as const;

export function ProfileIntl({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
