"use client";
// Profile settings: one switch per notification kind (decision 016). Each switch saves on its own; the
// server answers every kind's state, which replaces what the form shows.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { setNotificationPreferenceAction } from "@/lib/notifications/actions";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences as Preferences,
} from "@/lib/notifications/kinds";

export function NotificationPreferences({ initial }: { initial: Preferences }) {
  const t = useTranslations("activity.preferences");
  const [preferences, setPreferences] = useState(initial);
  const [saving, setSaving] = useState<NotificationKind | null>(null);

  async function toggle(kind: NotificationKind, on: boolean) {
    setSaving(kind);
    setPreferences((current) => ({ ...current, [kind]: on }));
    const result = await setNotificationPreferenceAction({ kind, on });
    setSaving(null);
    if (result.ok) {
      setPreferences(result.data);
      toast.success(t("saved"));
    } else {
      setPreferences((current) => ({ ...current, [kind]: !on }));
      toast.error(t("failed"));
    }
  }

  return (
    <section
      aria-labelledby="notification-preferences"
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm"
      data-testid="notification-preferences"
    >
      <h2 id="notification-preferences" className="font-black text-ink">
        {t("title")}
      </h2>
      <p className="text-sm text-stone-600">{t("hint")}</p>
      <ul className="mt-2 divide-y divide-brand-100">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex cursor-pointer items-center justify-between gap-3 py-3">
              <span className="text-sm font-semibold text-ink">{t(`kinds.${kind}`)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={preferences[kind]}
                disabled={saving === kind}
                onChange={(event) => void toggle(kind, event.target.checked)}
                data-testid={`notify-${kind}`}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className="relative h-7 w-12 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-leaf-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-60 after:absolute after:top-1 after:left-1 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
              />
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
