"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordAction } from "@/lib/auth/actions";
import { Link } from "@/lib/i18n/navigation";
import { FormAlert } from "@/components/ui/form-alert";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    startTransition(async () => {
      const result = await resetPasswordAction({ token, password });
      if (!result.ok) {
        const fields = result.error.fields ?? {};
        return setError({
          field: fields.password ? t(fields.password) : undefined,
          form: fields.token ? t(fields.token) : fields.password ? undefined : t(result.error.message),
        });
      }
      setError({});
      setDone(true);
    });
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{t("auth.reset.success")}</FormAlert>
        <Link href="/auth" className="text-center font-bold text-brand-700 hover:underline">
          {t("auth.loginButton")}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("auth.reset.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={6}
        required
        hint={t("auth.passwordHint")}
        error={error.field}
      />
      {error.form ? <FormAlert>{error.form}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={pending}>
        {t("auth.reset.submit")}
      </Button>
    </form>
  );
}
