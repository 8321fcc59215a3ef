import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";

// The root layout ships only the shell's namespaces to the browser. The pet form and the visibility
// toggle also need these, and only on the form pages: the pet's vocabulary (species, activities…),
// the form's texts and error keys, and the media errors of the photo picker. The profile page's texts
// stay on the server. A nested provider replaces the outer one's messages, so "errors" comes again.
const clientPetKeys = ["form", "visibility", "errors", "species", "gender", "size", "lookingFor", "activities"] as const;

export async function PetsIntl({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const pets = messages.pets as Record<string, unknown>;
  const picked = {
    errors: messages.errors,
    media: messages.media,
    pets: Object.fromEntries(clientPetKeys.map((key) => [key, pets[key]])),
  };
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
