"use client";

import { useEffect, useRef, type ChangeEvent, type ReactNode } from "react";

/** The choice the page shows now: the front door wrote the `theme` cookie into <html data-theme>. */
function currentTheme(): string {
  const value = document.documentElement.dataset.theme;
  return value === "light" || value === "dark" ? value : "system";
}

/** Kept for a year in the cookie the front door reads; "system" removes it. Applied at once, no reload. */
function chooseTheme(theme: string) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  if (theme === "light" || theme === "dark") {
    document.cookie = `theme=${theme}; path=/; max-age=31536000; samesite=lax${secure}`;
    document.documentElement.dataset.theme = theme;
  } else {
    document.cookie = `theme=; path=/; max-age=0; samesite=lax${secure}`;
    delete document.documentElement.dataset.theme;
  }
}

/** The theme picker's radios (server-rendered inside it): checks the current one, applies a change. */
export function ThemeChoices({ children }: { children: ReactNode }) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const radio = fieldset.current?.querySelector<HTMLInputElement>(`input[value="${currentTheme()}"]`);
    if (radio) radio.checked = true;
  }, []);
  return (
    <fieldset
      ref={fieldset}
      onChange={(event: ChangeEvent<HTMLFieldSetElement>) =>
        chooseTheme((event.target as unknown as HTMLInputElement).value)
      }
    >
      {children}
    </fieldset>
  );
}
