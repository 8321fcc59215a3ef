"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { markReunitedAction } from "@/lib/lost/actions";
import { CaseActionFace } from "./case-action-faces";

/** The reporter's own buttons on their open case: edit it, or close it as reunited (after a confirmation). */
export function OwnerControls({ caseId }: { caseId: string }) {
  const t = useTranslations("lost");
  const tRoot = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  function close() {
    startTransition(async () => {
      const result = await markReunitedAction({ caseId });
      if (!result.ok) {
        toast.error(tRoot(result.error.message));
        return;
      }
      setOpen(false);
      router.refresh();
    });
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="lost-reunited">
        <CaseActionFace action="reunited" />
      </Button>
      <Link href={`/lost/${caseId}/edit`} className={buttonClasses("secondary", "md")}>
        <CaseActionFace action="edit" />
      </Link>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("markReunited")}
        description={t("confirmReunited")}
        closeLabel={t("cancel")}
      >
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("cancel")}
          </Button>
          <Button onClick={close} disabled={pending}>
            {pending ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : null}
            {t("confirm")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
