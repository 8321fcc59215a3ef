"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { TextField } from "@/components/ui/text-field";
import { signUpAction } from "@/lib/auth/actions";
import { banEndParts } from "@/lib/auth/ban-reasons";
import { signInWithPassword } from "@/lib/auth/client";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { AuthCard } from "./auth-card";
import { FormAlert } from "@/components/ui/form-alert";

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

/** docs/product-spec.md §2 Auth screen: one card that toggles between login and signup. */
export function AuthForm({ initialMode, next = null }: { initialMode: Mode; next?: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initialMode);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  // The sign-in's refusal, with its values ("wait 12 minutes"): a summary, translated here.
  const [signInError, setSignInError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function switchMode(next: Mode) {
    setMode(next);
    errors.clear();
    setSignInError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    // Signup asks the server at once: it answers every field in one go, not the empty ones first.
    const missing = mode === "login" ? missingLoginFields(values) : {};
    setSignInError(null);
    if (Object.keys(missing).length > 0) {
      errors.show({ fields: missing, summary: null });
      return;
    }
    errors.clear();
    startTransition(async () => {
      if (mode === "signup") {
        const result = await signUpAction(values);
        if (!result.ok) {
          // One mistake, one message: field errors under their fields, a summary only for the rest.
          errors.show(splitActionError(result.error, ["fullName", "email", "password"]));
          return;
        }
      }
      const { error } = await signInWithPassword(values.email ?? "", values.password ?? "");
      if (error) {
        const { key, values: messageValues } = signInErrorMessage(error, t);
        // A suspension's end: its date and time in the reader's language and time zone.
        const until = messageValues?.until;
        setSignInError(
          t(key, until instanceof Date ? { ...messageValues, ...banEndParts(until, locale) } : messageValues),
        );
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

  const fieldError = (name: string) => {
    const key = errors.field(name);
    return key ? t(key) : undefined;
  };
  const formError = signInError ?? (errors.summary ? t(errors.summary) : null);

  return (
    <AuthCard
      title={t(mode === "signup" ? "auth.signupTitle" : "auth.loginTitle")}
      subtitle={t(mode === "signup" ? "auth.signupSubtitle" : "auth.loginSubtitle")}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={`${mode}-form`}>
        {mode === "signup" ? (
          <TextField
            label={t("auth.fullName")}
            name="fullName"
            autoComplete="name"
            required
            maxLength={80}
            error={fieldError("fullName")}
          />
        ) : null}
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldError("email")}
        />
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
          <button
            type="button"
            className="text-brand-700 underline-offset-4 hover:underline"
            onClick={() => switchMode(mode === "login" ? "signup" : "login")}
          >
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
