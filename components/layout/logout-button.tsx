"use client";

import { Icon } from "@/components/icons/icon";
import { signOutTo } from "@/lib/auth/client";
import { useTranslations } from "next-intl";
import { useState } from "react";

/**
 * Signs out to the landing (docs/product-spec.md §2 Header). The header's is an icon (`className` places it); the
 * profile's (`labelled`) shows its words, as a phone's header has no room for it.
 */
export function LogoutButton({ className = "grid", labelled = false }: { className?: string; labelled?: boolean }) {
  const t = useTranslations("header");
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        // docs/product-spec.md §2 Header: after logout the user lands on the landing page.
        await signOutTo("/");
      }}
      title={labelled ? undefined : t("logout")}
      data-testid={labelled ? "profile-logout" : undefined}
      className={
        labelled
          ? `inline-flex h-10 items-center gap-2 rounded-full px-4 font-bold text-ink ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-50 ${className}`
          : `h-10 w-10 place-items-center rounded-full text-ink hover:bg-brand-50 disabled:opacity-50 ${className}`
      }
    >
      <Icon name="log-out" className="h-5 w-5" />
      <span className={labelled ? undefined : "sr-only"}>{t("logout")}</span>
    </button>
  );
}
