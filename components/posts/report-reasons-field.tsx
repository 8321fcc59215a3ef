"use client";

import { useTranslations } from "next-intl";
import { reportReasons, type ReportReason } from "@/lib/posts/limits";

/** The reasons of a report as radio cards (docs/product-spec.md §7 Reports): one list for posts and reviews alike. */
export function ReportReasonsField({
  value,
  onChange,
}: {
  value: ReportReason | null;
  onChange: (reason: ReportReason) => void;
}) {
  const t = useTranslations("posts.report");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-bold">{t("reasonLabel")}</legend>
      {reportReasons.map((reason) => (
        <label
          key={reason}
          className="flex cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
        >
          <input
            type="radio"
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="accent-brand-500"
          />
          <span className="text-sm font-semibold">{t(`reasons.${reason}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
