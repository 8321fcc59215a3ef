"use client";

import { Icon } from "@/components/icons/icon";
import { signOutTo } from "@/lib/auth/client";
import { useTranslations } from "next-intl";
import { useState } from "react";

export function LogoutButton() {
  const t = useTranslations("header");
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        // Spec §2 Header: after logout the user lands on the landing page.
        await signOutTo("/");
      }}
      title={t("logout")}
      className="grid h-10 w-10 place-items-center rounded-full text-ink hover:bg-brand-50 disabled:opacity-50"
    >
      <Icon name="log-out" className="h-5 w-5" />
      <span className="sr-only">{t("logout")}</span>
    </button>
  );
}
