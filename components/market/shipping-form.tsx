"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { FormAlert } from "@/components/ui/form-alert";
import { splitActionError, useFormErrors } from "@/components/ui/form-errors";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { shippingAddressSchema, shippingRequiredKey, type ShippingPrefill } from "@/lib/cart/schemas";
import { countryName } from "@/lib/format/country";
import { formatMoney } from "@/lib/format/money";
import { checkoutAction } from "@/lib/payments/actions";
import { fieldErrors } from "@/lib/store/form-errors";

const fields = ["name", "email", "phone", "address", "city", "postalCode"] as const;
type Field = (typeof fields)[number] | "country";
const shown: readonly string[] = [...fields, "country"];

/**
 * Step two of the checkout (docs/product-spec.md §5 Checkout shipping): every field required, each empty one saying
 * what it lacks and the spec's sentence once above the button (no toast), then the payment page in a new tab. The tab is opened during the click (so no popup blocker stops it)
 * and pointed at the payment page once the checkout answered.
 */
type Props = {
  totalCents: number;
  /** The cart's stores and where each ships: a store that does not ship to the chosen country is named. */
  stores: { name: string; shipsTo: string[] }[];
  /** The countries checkout serves now (staff settings), in the platform's order. */
  countries: string[];
  /** The last address shipped to, or the account's name and e-mail (lib/cart/queries.ts). */
  prefill: ShippingPrefill;
  onBack: () => void;
  onPaid: () => void;
  onFailed: () => void;
};

export function ShippingForm({ totalCents, stores, countries, prefill, onBack, onPaid, onFailed }: Props) {
  const t = useTranslations("purchase");
  const translate = useTranslations();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef);
  const [pending, setPending] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [country, setCountry] = useState(
    prefill.country && countries.includes(prefill.country)
      ? prefill.country
      : countries.includes("ES")
        ? "ES"
        : (countries[0] ?? ""),
  );
  const notShipping = stores.filter((store) => !store.shipsTo.includes(country));

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const shippingAddress = Object.fromEntries(
      [...fields, "country"].map((field) => [field, String(data.get(field) ?? "").trim()]),
    ) as Record<Field, string>;
    // The action's own rules, checked here first: one message under each field that needs one.
    const local = fieldErrors(shippingAddressSchema, shippingAddress);
    if (local) {
      const missing = Object.values(local).some((key) => key.endsWith("Required"));
      errors.show({ fields: local, summary: missing ? shippingRequiredKey : null });
      return;
    }
    errors.clear();
    setPending(true);
    const tab = window.open("", "_blank");
    try {
      const result = await checkoutAction({ shippingAddress, locale });
      if (!result.ok) {
        tab?.close();
        const message = result.error.message;
        if (result.error.code === "validation" && result.error.fields) {
          // A field's mistake stays under its field; no toast for it.
          errors.show(splitActionError(result.error, shown, "shippingAddress."));
        } else {
          toast.error(t("errors.paymentTitle"), {
            description: translate.has(message) ? translate(message) : t("errors.paymentFailed"),
          });
        }
        if (message === "purchase.errors.outOfStock") onFailed();
        return;
      }
      toast.success(t("redirecting"));
      if (tab) {
        tab.opener = null;
        tab.location.href = new URL(result.data.url, window.location.href).toString();
      } else {
        setBlockedUrl(result.data.url);
      }
      onPaid();
    } catch {
      tab?.close();
      toast.error(t("errors.paymentTitle"), { description: t("errors.paymentFailed") });
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: Field) => {
    const key = errors.field(name);
    return key ? (translate.has(key) ? translate(key) : translate("errors.validation")) : undefined;
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="shipping-title"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <h3 id="shipping-title" className="text-lg font-black">
        {t("shippingTitle")}
      </h3>
      <TextField
        label={t("name")}
        name="name"
        defaultValue={prefill.name}
        autoComplete="name"
        required
        maxLength={120}
        error={fieldError("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("email")}
          name="email"
          defaultValue={prefill.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={fieldError("email")}
        />
        <TextField
          label={t("phone")}
          name="phone"
          defaultValue={prefill.phone}
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          error={fieldError("phone")}
        />
      </div>
      <TextField
        label={t("address")}
        name="address"
        defaultValue={prefill.address}
        autoComplete="street-address"
        required
        maxLength={300}
        error={fieldError("address")}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t("city")}
          name="city"
          defaultValue={prefill.city}
          autoComplete="address-level2"
          required
          maxLength={120}
          error={fieldError("city")}
        />
        <TextField
          label={t("postalCode")}
          name="postalCode"
          defaultValue={prefill.postalCode}
          autoComplete="postal-code"
          required
          maxLength={20}
          error={fieldError("postalCode")}
        />
      </div>
      <SelectField
        label={t("country")}
        name="country"
        required
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        error={
          notShipping.length > 0 ? (
            <ul className="space-y-0.5" data-testid="not-shipping">
              {notShipping.map((store) => (
                <li key={store.name}>
                  {t("notShippingTo", { store: store.name, country: countryName(country, locale) })}
                </li>
              ))}
            </ul>
          ) : (
            fieldError("country")
          )
        }
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code, locale)}
          </option>
        ))}
      </SelectField>
      {errors.summary ? (
        <FormAlert>
          {translate.has(errors.summary) ? translate(errors.summary) : translate("errors.validation")}
        </FormAlert>
      ) : null}
      {blockedUrl ? (
        <p className="rounded-2xl bg-brand-50 p-3 text-sm">
          {t("popupBlocked")}{" "}
          <a href={blockedUrl} target="_blank" rel="noopener" className="font-bold text-brand-700 underline">
            {t("openPayment")}
          </a>
        </p>
      ) : null}
      <div className="sticky bottom-0 -mx-5 flex gap-2 border-t border-brand-100 bg-cream px-5 pb-1 pt-3">
        <button type="button" onClick={onBack} disabled={pending} className={buttonClasses("secondary", "md")}>
          {t("back")}
        </button>
        <button
          type="submit"
          disabled={pending || notShipping.length > 0}
          className={buttonClasses("primary", "md", "flex-1")}
          data-testid="pay-with-stripe"
        >
          {pending ? (
            <Icon name="loader-circle" className="h-5 w-5 animate-spin" />
          ) : (
            <Icon name="credit-card" className="h-5 w-5" />
          )}
          {pending ? t("paying") : `${t("pay")} · ${formatMoney(totalCents, locale)}`}
        </button>
      </div>
    </form>
  );
}
