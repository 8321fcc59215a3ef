"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition, type ReactNode } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/errors";

type Props<T extends { id: string }> = {
  label: string;
  hint: string;
  /** The server's search (a staff action). */
  search: (input: { q: string }) => Promise<ActionResult<T[]>>;
  /** Ids already chosen: not offered again. */
  chosen: readonly string[];
  /** When false, the search is closed (the list is full). */
  open: boolean;
  onPick: (item: T) => void;
  render: (item: T) => ReactNode;
  error?: string;
  /** What is chosen already, shown under the heading and above the search (issue 48 item 14). */
  children?: ReactNode;
};

/** A search box whose results are added with one click: the staff form's pickers of products and guides. */
export function SearchPicker<T extends { id: string }>({
  label,
  hint,
  search,
  chosen,
  open,
  onPick,
  render,
  error,
  children,
}: Props<T>) {
  const t = useTranslations("admin.guides.form");
  const tRoot = useTranslations();
  const id = useId();
  const [q, setQ] = useState("");
  const [results, setResults] = useState<T[] | null>(null);
  const [pending, startTransition] = useTransition();

  function run() {
    startTransition(async () => {
      const result = await search({ q });
      if (!result.ok) {
        toast.error(tRoot(result.error.message));
        return;
      }
      setResults(result.data);
    });
  }

  const offered = (results ?? []).filter((item) => !chosen.includes(item.id));
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {children}
      {open ? (
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={q}
            maxLength={100}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className={controlClasses}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches here instead of saving the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                run();
              }
            }}
          />
          <Button variant="secondary" onClick={run} disabled={pending} aria-label={t("search")}>
            <Icon name="search" className="h-4 w-4" />
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {open && results !== null ? (
        offered.length === 0 ? (
          <p className="text-sm text-muted" role="status">
            {t("noResults")}
          </p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={t("results")}>
            {offered.map((item) => (
              <li key={item.id} className="flex items-center gap-2 rounded-2xl bg-white p-2 ring-1 ring-brand-100">
                <span className="min-w-0 flex-1">{render(item)}</span>
                <Button size="sm" variant="secondary" onClick={() => onPick(item)}>
                  <Icon name="plus" className="h-4 w-4" />
                  {t("add")}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
