"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { RadioChips } from "@/components/pets/choice-chips";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import { lostReportReasons } from "@/lib/lost/fields";
import { flagLostCaseAction } from "@/lib/lost/actions";
import { CaseActionFace, FLAG_TRIGGER_CLASSES } from "./case-action-faces";

type Reason = (typeof lostReportReasons)[number];

/** "Report case": a scam or wrong information goes to the moderators' queue. */
export function FlagButton({ caseId }: { caseId: string }) {
  const t = useTranslations("lost");
  const tRoot = useTranslations();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | "">("");
  const [details, setDetails] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  function send() {
    startTransition(async () => {
      const result = await flagLostCaseAction({ caseId, reason: reason || undefined, details });
      if (!result.ok) {
        if (result.error.code === "validation" && result.error.fields?.reason)
          setFieldError(tRoot(result.error.fields.reason));
        else toast.error(tRoot(result.error.message));
        return;
      }
      setOpen(false);
      toast.success(t("flag.done"));
    });
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={FLAG_TRIGGER_CLASSES}>
        <CaseActionFace action="flag" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("flag.title")} closeLabel={t("cancel")}>
        <div className="flex flex-col gap-4">
          <RadioChips
            legend={t("flag.reason")}
            name="reason"
            value={reason}
            options={lostReportReasons.map((value) => ({ value, label: t(`flag.reasons.${value}`) }))}
            onChange={setReason}
            error={fieldError}
          />
          <TextAreaField
            label={t("flag.details")}
            name="details"
            maxLength={500}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          <Button onClick={send} disabled={pending}>
            {t("flag.submit")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
