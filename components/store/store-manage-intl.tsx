import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The dashboard's client islands (forms, step buttons, image pickers) need only these texts.
const namespaces = [
  "errors",
  "media",
  "storeManage",
  ...["errors"].map((key) => `payments.${key}`),
  ...["categories"].map((key) => `market.${key}`),
];

export function StoreManageIntl({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
