"use client";

import type { ReactNode } from "react";
import { Icon } from "@/components/icons/icon";

type Option<T extends string> = { value: T; label: string; icon?: ReactNode };

type CommonProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  hint?: string;
  error?: string;
  columns?: string;
};

const chip =
  "relative flex min-h-11 cursor-pointer select-none items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold ring-1 transition " +
  "ring-brand-100 bg-white text-ink hover:bg-brand-50 has-[:checked]:bg-brand-500 has-[:checked]:text-white has-[:checked]:ring-brand-500 " +
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500";

function Frame({
  legend,
  name,
  hint,
  error,
  children,
}: {
  legend: string;
  name: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const describedBy =
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-bold text-ink">{legend}</legend>
      {hint ? (
        <p id={`${name}-hint`} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One choice among a few, as big tappable chips backed by real radio inputs. */
export function RadioChips<T extends string>({
  value,
  onChange,
  columns = "flex flex-wrap gap-2",
  ...props
}: CommonProps<T> & { value: T | ""; onChange: (value: T) => void }) {
  return (
    <Frame {...props}>
      <div className={columns}>
        {props.options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </Frame>
  );
}

/** Any number of choices, as toggle chips backed by real checkboxes. */
export function CheckChips<T extends string>({
  values,
  onToggle,
  columns = "flex flex-wrap gap-2",
  ...props
}: CommonProps<T> & { values: readonly T[]; onToggle: (value: T) => void }) {
  return (
    <Frame {...props}>
      <div className={columns}>
        {props.options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="peer sr-only"
            />
            <Icon name="check" className="hidden h-4 w-4 peer-checked:block" />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </Frame>
  );
}
