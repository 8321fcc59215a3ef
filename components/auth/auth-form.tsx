"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signUpAction } from "@/lib/auth/actions";
import { signInWithPassword } from "@/lib/auth/client";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { AuthCard } from "./auth-card";
import { FormAlert } from "./form-alert";

type Mode = "login" | "signup";
type FieldErrors = Record<string, string>;

/**
 * Only "is it filled in" is checked here; every other rule is the server's (lib/auth/schemas.ts), whose
 * field errors come back from the action. That keeps zod out of this page's JavaScript.
 */
function missingLoginFields(values: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email?.trim()) errors.email = "auth.errors.emailRequired";
  if (!values.password) errors.password = "auth.errors.passwordRequired";
  return errors;
}

/** Spec §2 Auth screen: one card that toggles between login and signup. */
export function AuthForm({ initialMode, next = null }: { initialMode: Mode; next?: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function switchMode(next: Mode) {
    setMode(next);
    setErrors({});
    setFormError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const missing = mode === "login" ? missingLoginFields(values) : {};
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setErrors({});
    setFormError(null);
    startTransition(async () => {
      if (mode === "signup") {
        const result = await signUpAction(values);
        if (!result.ok) {
          setErrors(result.error.fields ?? {});
          setFormError(t(result.error.message));
          toast.error(t("auth.signupError"), { description: t(result.error.message) });
          return;
        }
      }
      const { error } = await signInWithPassword(values.email ?? "", values.password ?? "");
      if (error) {
        const { key, values: messageValues } = signInErrorMessage(error);
        setFormError(t(key, messageValues));
        toast.error(t("auth.loginError"));
        return;
      }
      if (mode === "signup") {
        toast.success(t("auth.signupSuccess"), { description: t("auth.signupSuccessBody") });
        router.replace(next ? `/auth/username?next=${encodeURIComponent(next)}` : "/auth/username");
      } else {
        toast.success(t("auth.welcomeBack"));
        // A user who never picked a username is sent on to that step by the page itself.
        router.replace(next ?? SIGNED_IN_HOME);
      }
      router.refresh();
    });
  }

  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <AuthCard title={t(mode === "signup" ? "auth.signupTitle" : "auth.loginTitle")} subtitle={t(mode === "signup" ? "auth.signupSubtitle" : "auth.loginSubtitle")}>
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={`${mode}-form`}>
      {mode === "signup" ? (
        <TextField label={t("auth.fullName")} name="fullName" autoComplete="name" required maxLength={80} error={fieldError("fullName")} />
      ) : null}
      <TextField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={fieldError("email")} />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete={mode === "signup" ? "new-password" : "current-password"}
        required
        minLength={mode === "signup" ? 6 : undefined}
        hint={mode === "signup" ? t("auth.passwordHint") : undefined}
        error={fieldError("password")}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t("auth.submitting") : t(mode === "signup" ? "auth.signupButton" : "auth.loginButton")}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm font-bold">
        <button type="button" className="text-brand-700 underline-offset-4 hover:underline" onClick={() => switchMode(mode === "login" ? "signup" : "login")}>
          {t(mode === "login" ? "auth.toSignup" : "auth.toLogin")}
        </button>
        {mode === "login" ? (
          <Link href="/auth/forgot" className="text-muted underline-offset-4 hover:underline">
            {t("auth.forgotLink")}
          </Link>
        ) : null}
      </div>
    </form>
    </AuthCard>
  );
}
