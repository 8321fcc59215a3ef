"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/components/icons/icon-names";
import { ThemeChoices } from "./theme-choices";

const THEMES: { value: "system" | "light" | "dark"; icon: IconName; shownWhen: string }[] = [
  // The button's icon follows <html data-theme> by CSS, so cached pages need no script to show it.
  { value: "system", icon: "laptop", shownWhen: "[:root:not([data-theme=light],[data-theme=dark])_&]:block" },
  { value: "light", icon: "sun", shownWhen: "[[data-theme=light]_&]:block" },
  { value: "dark", icon: "moon", shownWhen: "[[data-theme=dark]_&]:block" },
];

/**
 * The header's theme switch (decision 031): system / light / dark, in a popover the browser opens, places
 * in the top layer and closes (outside click, Escape) by itself; `ThemeChoices` marks the current choice
 * and applies a new one. It opens under the button where CSS anchor positioning exists, else under the
 * header's right end. A client component although nothing here needs a script: its ~2.7 kB of markup
 * then lives once in a cached chunk instead of in every page's RSC payload (decision 075); its words are
 * in the shell's client messages ("header").
 */
export function ThemePicker() {
  const t = useTranslations("header.theme");
  return (
    <>
      <button
        type="button"
        popoverTarget="theme-menu"
        title={t("label")}
        className="grid h-10 w-10 place-items-center rounded-full text-ink [anchor-name:--theme-button] hover:bg-brand-50"
        data-testid="theme-button"
      >
        {THEMES.map(({ value, icon, shownWhen }) => (
          <Icon key={value} name={icon} className={`hidden h-5 w-5 ${shownWhen}`} />
        ))}
        <span className="sr-only">{t("label")}</span>
      </button>
      <div
        id="theme-menu"
        popover="auto"
        className="inset-auto top-16 right-3 m-0 w-48 rounded-2xl bg-white p-2 text-ink shadow-lg ring-1 ring-brand-100 [position-anchor:--theme-button] supports-[top:anchor(bottom)]:top-[calc(anchor(bottom)+0.5rem)] supports-[top:anchor(bottom)]:right-[anchor(right)]"
        data-testid="theme-menu"
      >
        <ThemeChoices>
          <legend className="px-2 pb-1 text-sm font-extrabold text-muted">{t("label")}</legend>
          {THEMES.map(({ value, icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-xl px-2 py-2 font-bold hover:bg-brand-50 has-checked:bg-brand-50 has-checked:text-brand-700"
            >
              <input type="radio" name="theme" value={value} className="sr-only" data-testid={`theme-${value}`} />
              <Icon name={icon} className="h-4 w-4" />
              {t(value)}
            </label>
          ))}
        </ThemeChoices>
      </div>
    </>
  );
}
