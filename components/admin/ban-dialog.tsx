"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors, type FormErrors } from "@/components/ui/form-errors";
import { TextAreaField } from "@/components/ui/text-area-field";
import { toast } from "@/components/ui/toast";
import {
  BAN_DURATIONS,
  BAN_NOTE_MAX_LENGTH,
  BAN_REASONS,
  banEnd,
  banEndParts,
  isBanReason,
  type BanDuration,
} from "@/lib/auth/ban-reasons";
import type { ActionResult } from "@/lib/errors";
import { useRouter } from "@/lib/i18n/navigation";

type Props = {
  /** banUserAction, or banReportedAuthorAction with the report's id in `hidden`. */
  action: (input: unknown) => Promise<ActionResult>;
  hidden: Record<string, string>;
  /** Who is banned, as staff know them (name and @username). */
  name: string;
  /** The button's words ("Ban", "Ban the author"). */
  label?: string;
};

const shownFields = ["reason", "note", "duration"] as const;

/** The mistakes the dialog can see before asking the server (the action checks the same rules). */
function localErrors(reason: string, note: string, duration: string): FormErrors | null {
  const fields: Record<string, string> = {};
  if (!isBanReason(reason)) fields.reason = "admin.errors.banReasonRequired";
  else if (reason === "other" && !note.trim()) fields.note = "admin.errors.banNoteRequired";
  if (!(BAN_DURATIONS as readonly string[]).includes(duration)) fields.duration = "admin.errors.banDurationRequired";
  return Object.keys(fields).length > 0 ? { fields, summary: null } : null;
}

/**
 * A ban is never one click (issue 25 item 14): the button opens this dialog, which asks why (a reason the
 * banned user reads in their language, and an optional note) and for how long, says when it will end,
 * and bans only on "Confirm ban".
 */
export function BanDialog({ action, hidden, name, label }: Props) {
  const t = useTranslations("admin.users");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [duration, setDuration] = useState<BanDuration | "">("");
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [pending, startTransition] = useTransition();
  const until = duration ? banEnd(duration) : undefined;

  function close() {
    setOpen(false);
    errors.clear();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = localErrors(reason, note, duration);
    if (local) {
      errors.show(local);
      return;
    }
    errors.clear();
    startTransition(async () => {
      const result = await action({ ...hidden, reason, note, duration });
      if (!result.ok) {
        errors.show(splitActionError(result.error, shownFields));
        return;
      }
      // What happened, not "Saved": who, until when, and that they will read why (issue 48 item 4).
      toast.success(until ? t("banDone", { name, ...banEndParts(until, locale) }) : t("banDonePermanent", { name }));
      setOpen(false);
      router.refresh();
    });
  }

  const message = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };
  const choiceClasses =
    "flex cursor-pointer items-center gap-2 rounded-2xl px-3 py-2 text-sm font-semibold ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-400 has-[:focus-visible]:ring-2";

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses("danger", "sm")}
        data-testid="ban-open"
      >
        {label ?? t("ban")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t("banDialog.title", { name })}
        description={t("banDialog.description")}
        closeLabel={t("banDialog.cancel")}
      >
        <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="ban-form">
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={message("reason") ? "ban-reason-error" : undefined}
          >
            <legend className="mb-2 text-sm font-bold">{t("banDialog.reason")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {BAN_REASONS.map((code) => (
                <label key={code} className={choiceClasses}>
                  <input
                    type="radio"
                    name="reason"
                    value={code}
                    checked={reason === code}
                    onChange={() => {
                      setReason(code);
                      errors.dismiss("reason");
                      errors.dismiss("note");
                    }}
                    data-invalid={message("reason") ? true : undefined}
                    className="accent-brand-600"
                  />
                  {tRoot(`auth.banReasons.${code}`)}
                </label>
              ))}
            </div>
            <FieldError id="ban-reason-error" error={message("reason")} />
          </fieldset>
          <TextAreaField
            id={`ban-note-${hidden.userId}`}
            label={t("banDialog.note")}
            name="note"
            rows={2}
            value={note}
            maxLength={BAN_NOTE_MAX_LENGTH}
            onChange={(event) => {
              setNote(event.target.value);
              errors.dismiss("note");
            }}
            hint={t("banDialog.noteHint")}
            count={`${note.length}/${BAN_NOTE_MAX_LENGTH}`}
            error={message("note")}
          />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={message("duration") ? "ban-duration-error" : "ban-duration-end"}
          >
            <legend className="mb-2 text-sm font-bold">{t("banDialog.duration")}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {BAN_DURATIONS.map((value) => (
                <label key={value} className={choiceClasses}>
                  <input
                    type="radio"
                    name="duration"
                    value={value}
                    checked={duration === value}
                    onChange={() => {
                      setDuration(value);
                      errors.dismiss("duration");
                    }}
                    data-invalid={message("duration") ? true : undefined}
                    className="accent-brand-600"
                  />
                  {t(`durations.${value}`)}
                </label>
              ))}
            </div>
            {until !== undefined ? (
              <p id="ban-duration-end" className="text-sm text-muted" data-testid="ban-ends">
                {until ? t("banDialog.endsOn", banEndParts(until, locale)) : t("banDialog.forever")}
              </p>
            ) : null}
            <FieldError id="ban-duration-error" error={message("duration")} />
          </fieldset>
          {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={close}>
              {t("banDialog.cancel")}
            </Button>
            <Button type="submit" variant="danger" size="sm" disabled={pending} data-testid="ban-confirm">
              {t("banDialog.confirm")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
