"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { checkUsernameAction, claimUsernameAction } from "@/lib/auth/actions";
import { normalizeUsername } from "@/lib/auth/username";
import { useRouter } from "@/lib/i18n/navigation";
import { SIGNED_IN_HOME } from "@/lib/navigation/tabs";
import { Icon } from "@/components/icons/icon";

type Status = "idle" | "short" | "checking" | "available" | "unavailable";

const CHECK_DELAY_MS = 500;

/** docs/product-spec.md §5 Username: normalised as typed, checked 500 ms after the last key, confirm only when free. */
export function UsernameForm({ next = null }: { next?: string | null }) {
  const t = useTranslations("auth.username");
  const tRoot = useTranslations();
  const router = useRouter();
  const [value, setValue] = useState("");
  const [checked, setChecked] = useState<{ value: string; available: boolean } | null>(null);
  const [pending, startTransition] = useTransition();

  // The status follows from the typed value and the last answer; only the answer is state.
  const status: Status =
    value.length === 0
      ? "idle"
      : value.length < 3
        ? "short"
        : checked?.value !== value
          ? "checking"
          : checked.available
            ? "available"
            : "unavailable";

  useEffect(() => {
    if (value.length < 3) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await checkUsernameAction(value);
      if (current) setChecked({ value, available: result.ok && result.data.available });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);

  function confirm() {
    startTransition(async () => {
      const result = await claimUsernameAction(value);
      if (!result.ok) {
        if (result.error.fields?.username) setChecked({ value, available: false });
        toast.error(t("error"), { description: tRoot(result.error.message) });
        return;
      }
      toast.success(t("success"));
      router.replace(next ?? SIGNED_IN_HOME);
      router.refresh();
    });
  }

  const feedback: Record<Status, { text: string; tone: string; icon: React.ReactNode } | null> = {
    idle: null,
    short: { text: t("tooShort"), tone: "text-muted", icon: null },
    checking: {
      text: t("checking"),
      tone: "text-muted",
      icon: <Icon name="loader-circle" className="h-4 w-4 animate-spin" />,
    },
    available: { text: t("available"), tone: "text-leaf-700", icon: <Icon name="check" className="h-4 w-4" /> },
    unavailable: { text: t("unavailable"), tone: "text-red-700", icon: <Icon name="x" className="h-4 w-4" /> },
  };
  const shown = feedback[status];

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (status === "available") confirm();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="username" className="text-sm font-bold">
          {t("label")}
        </label>
        <div className="relative">
          <Icon
            name="at-sign"
            className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            id="username"
            name="username"
            value={value}
            onChange={(event) => setValue(normalizeUsername(event.target.value).slice(0, 20))}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby="username-hint username-status"
            className="h-12 w-full rounded-2xl border border-brand-100 bg-white pl-10 pr-4 text-base shadow-inner outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <p id="username-hint" className="text-sm text-muted">
          {t("hint")}
        </p>
        <p
          id="username-status"
          aria-live="polite"
          className={`flex min-h-5 items-center gap-1 text-sm font-bold ${shown?.tone ?? ""}`}
          data-testid="username-status"
        >
          {shown?.icon}
          {shown?.text}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={status !== "available" || pending}>
        {t("confirm")}
      </Button>
    </form>
  );
}
