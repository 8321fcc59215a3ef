"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PET_LIMITS } from "@/lib/pets/fields";
import { Icon } from "@/components/icons/icon";

type Props = { values: string[]; onChange: (values: string[]) => void; error?: string };

/** Free tags ("frisbee", "agility"): typed, added with Enter or the button, removed with their ×. */
export function InterestsField({ values, onChange, error }: Props) {
  const t = useTranslations("pets.form");
  const [draft, setDraft] = useState("");
  const full = values.length >= PET_LIMITS.interestsMax;

  function add() {
    const tag = draft.trim().replace(/^#/, "");
    if (!tag || full) return;
    if (!values.some((value) => value.toLowerCase() === tag.toLowerCase())) onChange([...values, tag]);
    setDraft("");
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="interest-draft" className="text-sm font-bold text-ink">
        {t("interests")}
      </label>
      <div className="flex gap-2">
        <input
          id="interest-draft"
          value={draft}
          maxLength={PET_LIMITS.interestMax}
          disabled={full}
          placeholder={t("interestPlaceholder")}
          aria-describedby="interests-hint"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === ",") {
              event.preventDefault();
              add();
            }
          }}
          className="h-12 min-w-0 flex-1 rounded-2xl border border-brand-100 bg-white px-4 text-base shadow-inner outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100 disabled:opacity-60"
        />
        <button
          type="button"
          onClick={add}
          disabled={full || !draft.trim()}
          className="inline-flex h-12 items-center gap-1 rounded-2xl bg-brand-100 px-4 font-bold text-brand-700 hover:bg-brand-200 disabled:opacity-50"
        >
          <Icon name="plus" className="h-4 w-4" />
          {t("addInterest")}
        </button>
      </div>
      <p id="interests-hint" className="text-sm text-muted">
        {t("interestsHint", { max: PET_LIMITS.interestsMax, length: PET_LIMITS.interestMax })}
      </p>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {values.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-leaf-50 py-1 pl-3 pr-1 text-sm font-bold text-leaf-700 ring-1 ring-leaf-100"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(values.filter((value) => value !== tag))}
                className="grid h-7 w-7 place-items-center rounded-full hover:bg-leaf-100"
              >
                <Icon name="x" className="h-3.5 w-3.5" />
                <span className="sr-only">{t("removeInterest", { tag })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
