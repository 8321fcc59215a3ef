"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { setMessagePreferenceAction } from "@/lib/messages/actions";

/** Profile settings: "only people I follow may message me" (decision 011). */
export function MessagePreference({ initial }: { initial: boolean }) {
  const t = useTranslations("messages");
  const [on, setOn] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function toggle(next: boolean) {
    setSaving(true);
    setOn(next);
    const result = await setMessagePreferenceAction({ fromFollowingOnly: next });
    setSaving(false);
    if (result.ok) toast.success(t("preferenceSaved"));
    else {
      setOn(!next);
      toast.error(t("actionFailed"));
    }
  }

  return (
    <label className="mt-6 flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <input type="checkbox" checked={on} disabled={saving} onChange={(event) => void toggle(event.target.checked)} className="mt-1 h-5 w-5 accent-brand-600" data-testid="message-preference" />
      <span>
        <span className="block font-semibold">{t("fromFollowingOnly")}</span>
        <span className="block text-sm text-stone-600">{t("fromFollowingOnlyHint")}</span>
      </span>
    </label>
  );
}
