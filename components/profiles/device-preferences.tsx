import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { LanguagePicker } from "@/components/layout/language-picker";
import { LogoutButton } from "@/components/layout/logout-button";
import { ThemeChoices } from "@/components/layout/theme-choices";

const THEMES: { value: "system" | "light" | "dark"; icon: IconName }[] = [
  { value: "system", icon: "laptop" },
  { value: "light", icon: "sun" },
  { value: "dark", icon: "moon" },
];

/**
 * Language, theme and sign-out on my profile: a phone's header keeps only the logo, the cart, messages and
 * the bell (issue 25), so these live here at every width (the wide header repeats them). Both choices are
 * kept by this browser (the locale and theme cookies), not by the account.
 */
export async function DevicePreferences() {
  const [t, theme] = await Promise.all([getTranslations("header"), getTranslations("header.theme")]);
  return (
    <section
      aria-labelledby="device-preferences"
      className="mx-4 mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:mx-6"
      data-testid="device-preferences"
    >
      <h2 id="device-preferences" className="mb-3 text-lg font-black">
        {t("preferences")}
      </h2>
      <div className="flex flex-col gap-4">
        <LanguagePicker wide />
        <ThemeChoices>
          <legend className="mb-2 text-sm font-extrabold text-muted">{theme("label")}</legend>
          <div className="flex flex-wrap gap-2">
            {THEMES.map(({ value, icon }) => (
              <label
                key={value}
                className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-bold ring-1 ring-brand-100 hover:bg-brand-50 has-checked:bg-brand-50 has-checked:text-brand-700 has-checked:ring-brand-300 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="theme-setting"
                  value={value}
                  className="sr-only"
                  data-testid={`theme-setting-${value}`}
                />
                <Icon name={icon} className="h-4 w-4" />
                {theme(value)}
              </label>
            ))}
          </div>
        </ThemeChoices>
        <LogoutButton labelled className="self-start" />
      </div>
    </section>
  );
}
