"use client";

import { Icon } from "@/components/icons/icon";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";

/** `wide`: the profile's picker, with the language's name at every width and its label shown. */
export function LanguagePicker({ wide = false }: { wide?: boolean }) {
  const t = useTranslations("language");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  function change(next: Locale) {
    const query = searchParams.toString();
    // next-intl's router writes the NEXT_LOCALE cookie (kept a year): the one memory of the choice, which
    // the server reads too (docs/decisions/005-navigation-and-wording.md).
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { locale: next }));
  }

  // On phones only the icon shows (the language's name is pushed out of the narrow box), which leaves the
  // header room for the theme switch; the native list still names every language.
  return (
    <label className={wide ? "flex flex-col gap-2" : "relative flex items-center"}>
      <span className={wide ? "text-sm font-extrabold text-muted" : "sr-only"}>{t("label")}</span>
      {wide ? null : (
        <Icon name="languages" className="pointer-events-none absolute left-3 h-4 w-4 text-brand-600 sm:left-2.5" />
      )}
      <select
        value={locale}
        disabled={pending}
        onChange={(event) => change(event.target.value as Locale)}
        className={
          wide
            ? "h-10 w-full max-w-xs rounded-full border border-brand-100 bg-white px-4 text-sm font-bold text-ink hover:bg-brand-50"
            : "h-9 w-10 appearance-none rounded-full border border-brand-100 bg-white pl-10 text-sm font-bold text-ink hover:bg-brand-50 sm:w-auto sm:pl-8 sm:pr-3"
        }
        data-testid={wide ? "profile-language" : "language-picker"}
      >
        {routing.locales.map((code) => (
          <option key={code} value={code}>
            {t(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
