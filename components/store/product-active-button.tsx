"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { setProductActiveAction } from "@/lib/store/actions";

/** Deactivate (off the catalogue, not sold) or reactivate one product. */
export function ProductActiveButton({
  productId,
  isActive,
  name,
}: {
  productId: string;
  isActive: boolean;
  name: string;
}) {
  const t = useTranslations("storeManage.products");
  const tRoot = useTranslations();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      const result = await setProductActiveAction({ productId, active: !isActive });
      if (!result.ok) {
        toast.error(t("toggleError"), { description: tRoot(result.error.message) });
        return;
      }
      toast.success(result.data.isActive ? t("reactivated") : t("deactivated"));
      router.refresh();
    });
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={toggle}
      disabled={pending}
      aria-label={`${isActive ? t("deactivate") : t("reactivate")}: ${name}`}
    >
      <Icon name={isActive ? "eye-off" : "eye"} className="h-4 w-4" />
      {isActive ? t("deactivate") : t("reactivate")}
    </Button>
  );
}
