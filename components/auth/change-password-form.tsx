"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/auth/actions";

type FieldErrors = { currentPassword?: string; newPassword?: string };

/** Profile settings: a new password for someone who knows the current one; other devices are signed out. */
export function ChangePasswordForm() {
  const t = useTranslations();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    startTransition(async () => {
      const result = await changePasswordAction({
        currentPassword: data.get("currentPassword"),
        newPassword: data.get("newPassword"),
      });
      if (!result.ok) {
        const fields = result.error.fields ?? {};
        setErrors({
          currentPassword: fields.currentPassword && t(fields.currentPassword),
          newPassword: fields.newPassword && t(fields.newPassword),
        });
        if (!fields.currentPassword && !fields.newPassword) toast.error(t(result.error.message));
        return;
      }
      setErrors({});
      form.reset();
      toast.success(t("auth.changePassword.done"));
      // The devices list below now holds only this device.
      router.refresh();
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t("auth.changePassword.title")}>
      <TextField
        label={t("auth.changePassword.current")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextField
        label={t("auth.changePassword.new")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
        hint={t("auth.passwordHint")}
        error={errors.newPassword}
      />
      <Button type="submit" variant="secondary" disabled={pending} className="self-start">
        {t("auth.changePassword.submit")}
      </Button>
    </form>
  );
}
