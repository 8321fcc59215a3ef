"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { countryName } from "@/lib/format/country";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/lib/i18n/navigation";
import { createStoreAction, updateStoreAction } from "@/lib/store/actions";
import { DEFAULT_COUNTRY, MARKET_COUNTRIES, STORE_LIMITS, type MarketCountry } from "@/lib/store/fields";
import { fieldErrors } from "@/lib/store/form-errors";
import { storeSchema } from "@/lib/store/schemas";
import { ImagesField } from "./images-field";

export type StoreFormValues = {
  name: string;
  description: string;
  address: string;
  email: string;
  phone: string;
  country: MarketCountry;
  shippingCountries: MarketCountry[];
  logoUrl: string | null;
  bannerUrl: string | null;
};

export const emptyStoreValues: StoreFormValues = {
  name: "",
  description: "",
  address: "",
  email: "",
  phone: "",
  country: DEFAULT_COUNTRY,
  shippingCountries: [DEFAULT_COUNTRY],
  logoUrl: null,
  bannerUrl: null,
};

type Props = { mode: "create" | "edit"; initial?: StoreFormValues; onDone?: () => void };

/** The fields the form shows, by the names the action's errors use. */
const shownFields: readonly string[] = [
  "name",
  "description",
  "address",
  "country",
  "shippingCountries",
  "email",
  "phone",
  "logoUrl",
  "bannerUrl",
];

/** docs/product-spec.md §5 Create store (and the Settings tab, which edits the same fields). */
export function StoreForm({ mode, initial = emptyStoreValues, onDone }: Props) {
  const t = useTranslations("storeManage.storeForm");
  const tRoot = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [values, setValues] = useState<StoreFormValues>(initial);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [uploading, setUploading] = useState(false);
  const [pending, startTransition] = useTransition();

  function set<K extends keyof StoreFormValues>(key: K, value: StoreFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function toggleShipping(code: MarketCountry) {
    setValues((current) => ({
      ...current,
      shippingCountries: current.shippingCountries.includes(code)
        ? current.shippingCountries.filter((c) => c !== code)
        : [...current.shippingCountries, code],
    }));
  }

  function submit() {
    const local = fieldErrors(storeSchema, values);
    if (local) {
      errors.show({ fields: local, summary: null });
      return;
    }
    startTransition(async () => {
      const result = mode === "create" ? await createStoreAction(values) : await updateStoreAction(values);
      if (!result.ok) {
        // A mistake in a field is said under that field only; a refusal is a toast.
        if (result.error.code === "validation") errors.show(splitActionError(result.error, shownFields));
        else
          toast.error(t(mode === "create" ? "createError" : "saveError"), { description: tRoot(result.error.message) });
        return;
      }
      errors.clear();
      toast.success(t(mode === "create" ? "created" : "saved"));
      onDone?.();
      router.refresh();
    });
  }

  const error = (field: string) => {
    const key = errors.field(field);
    return key ? tRoot(key) : undefined;
  };
  const countries = [...MARKET_COUNTRIES]
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-4 text-left"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("name")}
        name="name"
        value={values.name}
        maxLength={STORE_LIMITS.nameMax}
        onChange={(e) => set("name", e.target.value)}
        error={error("name")}
        required
        autoComplete="organization"
      />
      <TextAreaField
        label={t("description")}
        name="description"
        rows={3}
        value={values.description}
        maxLength={STORE_LIMITS.descriptionMax}
        onChange={(e) => set("description", e.target.value)}
        error={error("description")}
        count={`${values.description.length}/${STORE_LIMITS.descriptionMax}`}
      />
      <TextField
        label={t("address")}
        name="address"
        value={values.address}
        maxLength={STORE_LIMITS.addressMax}
        onChange={(e) => set("address", e.target.value)}
        error={error("address")}
        required
        autoComplete="street-address"
      />
      <SelectField
        id="store-country"
        label={t("country")}
        name="country"
        value={values.country}
        onChange={(e) => set("country", e.target.value as MarketCountry)}
        error={error("country")}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-bold text-ink">{t("shipsTo")}</legend>
        <div className="flex flex-wrap gap-2">
          {countries.map((c) => {
            const on = values.shippingCountries.includes(c.code);
            return (
              <label
                key={c.code}
                className={`inline-flex h-9 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 transition has-[:focus-visible]:ring-4 ${on ? "bg-brand-500 text-white ring-brand-500" : "bg-white text-ink ring-brand-200 hover:bg-brand-50"}`}
              >
                <input type="checkbox" className="sr-only" checked={on} onChange={() => toggleShipping(c.code)} />
                {c.name}
              </label>
            );
          })}
        </div>
        <FieldError id="store-shipping-error" error={error("shippingCountries")} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("email")}
          name="email"
          type="email"
          value={values.email}
          maxLength={STORE_LIMITS.emailMax}
          onChange={(e) => set("email", e.target.value)}
          error={error("email")}
          autoComplete="email"
        />
        <TextField
          label={t("phone")}
          name="phone"
          type="tel"
          value={values.phone}
          maxLength={STORE_LIMITS.phoneMax}
          onChange={(e) => set("phone", e.target.value)}
          error={error("phone")}
          autoComplete="tel"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <ImagesField
          label={t("logo")}
          folder="stores"
          max={1}
          images={values.logoUrl ? [values.logoUrl] : []}
          onChange={(update) =>
            setValues((current) => ({
              ...current,
              logoUrl: update(current.logoUrl ? [current.logoUrl] : [])[0] ?? null,
            }))
          }
          onUploadingChange={setUploading}
          error={error("logoUrl")}
        />
        <ImagesField
          label={t("banner")}
          folder="stores"
          max={1}
          wide
          images={values.bannerUrl ? [values.bannerUrl] : []}
          onChange={(update) =>
            setValues((current) => ({
              ...current,
              bannerUrl: update(current.bannerUrl ? [current.bannerUrl] : [])[0] ?? null,
            }))
          }
          onUploadingChange={setUploading}
          error={error("bannerUrl")}
        />
      </div>
      {errors.summary ? <FormAlert>{tRoot(errors.summary)}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={pending || uploading} className="mt-2 w-full sm:w-auto sm:self-end">
        {pending ? t("saving") : t(mode === "create" ? "create" : "save")}
      </Button>
    </form>
  );
}
