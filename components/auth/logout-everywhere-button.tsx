"use client";

import { signOutTo } from "@/lib/auth/client";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { logoutEverywhereAction } from "@/lib/auth/actions";

export function LogoutEverywhereButton() {
  const t = useTranslations();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await logoutEverywhereAction();
          if (!result.ok) {
            toast.error(t(result.error.message));
            return;
          }
          toast.success(t("auth.account.logoutEverywhereDone"));
          await signOutTo("/");
        })
      }
    >
      {t("auth.account.logoutEverywhere")}
    </Button>
  );
}
