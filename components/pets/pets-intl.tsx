import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The pet form and the visibility toggle need the pet's vocabulary (species, activities…), the form's
// texts and error keys, and the media errors of the photo picker; the profile page's texts stay on the
// server.
const namespaces = [
  "errors",
  "media",
  "places",
  ...["form", "visibility", "errors", "species", "breeds", "gender", "size", "lookingFor", "activities"].map(
    (key) => `pets.${key}`,
  ),
];

export function PetsIntl({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={namespaces}>{children}</ClientMessages>;
}
