"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog for the poster. */
export function PrintButton() {
  const t = useTranslations("lost.posterPage");
  return (
    <Button onClick={() => window.print()}>
      <Icon name="printer" className="h-5 w-5" />
      {t("print")}
    </Button>
  );
}
