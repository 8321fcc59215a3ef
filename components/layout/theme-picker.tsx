"use client";

import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

type Theme = "system" | "light" | "dark";

const THEMES: { value: Theme; icon: IconName }[] = [
  { value: "system", icon: "laptop" },
  { value: "light", icon: "sun" },
  { value: "dark", icon: "moon" },
];

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the page shows now: the front door wrote the `theme` cookie into <html data-theme> (decision 031). */
function currentTheme(): Theme {
  const value = document.documentElement.dataset.theme;
  return value === "light" || value === "dark" ? value : "system";
}

/** Kept for a year in the cookie the front door reads; "system" removes it. Applied at once, no reload. */
function chooseTheme(theme: Theme) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  if (theme === "system") {
    document.cookie = `theme=; path=/; max-age=0; samesite=lax${secure}`;
    delete document.documentElement.dataset.theme;
  } else {
    document.cookie = `theme=${theme}; path=/; max-age=31536000; samesite=lax${secure}`;
    document.documentElement.dataset.theme = theme;
  }
  for (const listener of listeners) listener();
}

/**
 * The header's theme switch: system / light / dark, in a popover the browser opens, places in the top
 * layer and closes (outside click, Escape) by itself, so it costs no script but the choice. It opens under
 * the button where CSS anchor positioning exists, else under the header's right end.
 */
export function ThemePicker() {
  const t = useTranslations("header.theme");
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "system" as Theme);
  const shown = THEMES.find((option) => option.value === theme) ?? THEMES[0]!;

  return (
    <>
      <button
        type="button"
        popoverTarget="theme-menu"
        title={t("label")}
        className="grid h-10 w-10 place-items-center rounded-full text-ink [anchor-name:--theme-button] hover:bg-brand-50"
        data-testid="theme-button"
      >
        <Icon name={shown.icon} className="h-5 w-5" />
        <span className="sr-only">{t("label")}</span>
      </button>
      <div
        id="theme-menu"
        popover="auto"
        className="inset-auto top-16 right-3 m-0 w-48 rounded-2xl bg-white p-2 text-ink shadow-lg ring-1 ring-brand-100 [position-anchor:--theme-button] supports-[top:anchor(bottom)]:top-[calc(anchor(bottom)+0.5rem)] supports-[top:anchor(bottom)]:right-[anchor(right)]"
        data-testid="theme-menu"
      >
        <fieldset>
          <legend className="px-2 pb-1 text-sm font-extrabold text-muted">{t("label")}</legend>
          {THEMES.map(({ value, icon }) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 rounded-xl px-2 py-2 font-bold hover:bg-brand-50 has-checked:bg-brand-50 has-checked:text-brand-700">
              <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => chooseTheme(value)} className="sr-only" data-testid={`theme-${value}`} />
              <Icon name={icon} className="h-4 w-4" />
              {t(value)}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
