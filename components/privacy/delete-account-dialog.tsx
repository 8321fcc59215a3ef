"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { signOutTo } from "@/lib/auth/client";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { deleteAccountAction } from "@/lib/privacy/actions";

/** "Delete my account": what goes and what stays, then the password; on success the session ends here too. */
export function DeleteAccountDialog() {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    startTransition(async () => {
      const result = await deleteAccountAction({ password });
      if (!result.ok) {
        const field = result.error.fields?.password;
        setError(field ? t(field) : undefined);
        if (!field) toast.error(t(result.error.message));
        return;
      }
      toast.success(t("privacy.delete.done"));
      await signOutTo("/");
    });
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        className="text-red-700 ring-red-200 hover:bg-red-50"
        data-testid="delete-account"
      >
        {t("privacy.delete.open")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("privacy.delete.title")}
        description={t("privacy.delete.intro")}
        closeLabel={t("privacy.delete.close")}
      >
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-ink/80">
          <li>{t("privacy.delete.goes")}</li>
          <li>{t("privacy.delete.stays")}</li>
          <li>{t("privacy.delete.export")}</li>
        </ul>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <TextField
            label={t("privacy.delete.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={error}
          />
          <Button type="submit" disabled={pending} className="bg-red-700 hover:bg-red-800">
            {t("privacy.delete.confirm")}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
