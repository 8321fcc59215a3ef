"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { requestPasswordResetAction } from "@/lib/auth/actions";
import { Link } from "@/lib/i18n/navigation";
import { FormAlert } from "@/components/ui/form-alert";

export function ForgotPasswordForm() {
  const t = useTranslations();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    startTransition(async () => {
      const result = await requestPasswordResetAction(email);
      if (!result.ok) return setError(t(result.error.fields?.email ?? result.error.message));
      setError(null);
      setSent(true);
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={error ?? undefined}
      />
      {sent ? <FormAlert tone="success">{t("auth.forgot.sent")}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={pending}>
        {t("auth.forgot.submit")}
      </Button>
      <Link href="/auth" className="text-center text-sm font-bold text-brand-700 hover:underline">
        {t("auth.forgot.backToLogin")}
      </Link>
    </form>
  );
}
