"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { updateConfigAction } from "@/lib/admin/actions";
import type { AppConfig, Feature } from "@/lib/config/config";
import { countryName } from "@/lib/format/country";
import { useRouter } from "@/lib/i18n/navigation";

const features: Feature[] = ["checkout", "match", "signups"];

/** The admin's settings form: every field at once, so the audit log records one change with its diff. */
export function ConfigForm({ initial, allCountries }: { initial: AppConfig; allCountries: readonly string[] }) {
  const t = useTranslations("admin.config");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      commissionPercent: data.get("commissionPercent"),
      shippingCountries: data.getAll("shippingCountries"),
      features: Object.fromEntries(features.map((feature) => [feature, data.get(`feature-${feature}`) === "on"])),
    };
    startTransition(async () => {
      const result = await updateConfigAction(input);
      if (!result.ok) {
        const key = Object.values(result.error.fields ?? {})[0] ?? result.error.message;
        setError(tRoot(key));
        toast.error(tRoot(key));
        return;
      }
      setError(null);
      toast.success(t("saved"));
      router.refresh();
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-brand-100"
      data-testid="config-form"
    >
      <label className="flex flex-col gap-1.5">
        <span className="font-bold">{t("commission")}</span>
        <span className="text-sm text-muted">{t("commissionHint")}</span>
        <input
          name="commissionPercent"
          type="number"
          min={0}
          max={50}
          step={1}
          defaultValue={initial.commissionPercent}
          className="h-10 w-32 rounded-full border border-brand-200 px-4"
        />
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t("countries")}</legend>
        <p className="text-sm text-muted">{t("countriesHint")}</p>
        <div className="flex flex-wrap gap-2">
          {allCountries.map((code) => (
            <label
              key={code}
              className="flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold"
            >
              <input
                type="checkbox"
                name="shippingCountries"
                value={code}
                defaultChecked={initial.shippingCountries.includes(code as never)}
              />
              {countryName(code, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-bold">{t("features")}</legend>
        {features.map((feature) => (
          <label key={feature} className="flex items-center gap-2">
            <input type="checkbox" name={`feature-${feature}`} defaultChecked={initial.features[feature]} />
            <span className="font-semibold">{t(`feature.${feature}`)}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="self-start">
        {t("save")}
      </Button>
    </form>
  );
}
