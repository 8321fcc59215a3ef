"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";

export function BackButton() {
  const t = useTranslations("header");
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
      className="grid h-10 w-10 place-items-center rounded-full hover:bg-brand-50"
    >
      <Icon name="arrow-left" className="h-5 w-5" />
      <span className="sr-only">{t("back")}</span>
    </button>
  );
}
