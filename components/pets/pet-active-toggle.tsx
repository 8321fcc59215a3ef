"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { setPetActiveAction } from "@/lib/pets/actions";
import { Icon } from "@/components/icons/icon";

/** Deactivate (hide from match, the post picker and the public page) or bring a pet back. */
export function PetActiveToggle({ petId, isActive: initiallyActive }: { petId: string; isActive: boolean }) {
  const t = useTranslations("pets.visibility");
  const tRoot = useTranslations();
  // The action answers with the pet's state: nothing else on the edit page depends on it, so no refresh.
  const [isActive, setIsActive] = useState(initiallyActive);
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      const result = await setPetActiveAction({ petId, active: !isActive });
      if (!result.ok) {
        toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      setIsActive(result.data.isActive);
      toast.success(result.data.isActive ? t("reactivated") : t("deactivated"));
    });
  }

  return (
    <section className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-black">{t("title")}</h2>
        <p className="text-sm text-muted">{isActive ? t("activeHint") : t("inactiveHint")}</p>
      </div>
      <Button variant={isActive ? "secondary" : "primary"} onClick={toggle} disabled={pending} className="shrink-0">
        {isActive ? <Icon name="eye-off" className="h-4 w-4" /> : <Icon name="eye" className="h-4 w-4" />}
        {isActive ? t("deactivate") : t("reactivate")}
      </Button>
    </section>
  );
}
