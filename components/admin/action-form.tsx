"use client";

import { useTranslations } from "next-intl";
import { useTransition, type FormEvent, type ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/errors";
import { useRouter } from "@/lib/i18n/navigation";

type Props = {
  action: (input: unknown) => Promise<ActionResult>;
  /** Values sent with every submit (ids). */
  hidden: Record<string, string>;
  submitLabel: string;
  doneLabel: string;
  variant?: ButtonVariant;
  /** Where to go after success; the current page is refreshed otherwise. */
  then?: string;
  children?: ReactNode;
};

/** Every staff button: sends its fields to a server action, says what happened, and shows the new state. */
export function ActionForm({ action, hidden, submitLabel, doneLabel, variant = "secondary", then, children }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    startTransition(async () => {
      const result = await action({ ...fields, ...hidden });
      if (!result.ok) {
        const fieldKey = result.error.fields ? Object.values(result.error.fields)[0] : undefined;
        toast.error(
          t(result.error.message),
          fieldKey && fieldKey !== result.error.message ? { description: t(fieldKey) } : undefined,
        );
        return;
      }
      toast.success(doneLabel);
      if (then) router.push(then);
      else router.refresh();
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      {children}
      <button type="submit" disabled={pending} className={buttonClasses(variant, "sm")}>
        {submitLabel}
      </button>
    </form>
  );
}
