import type { ReactNode } from "react";

/** The look of a one-line control (input, select): one place, so every form's fields match. */
export const controlClasses =
  "h-12 rounded-2xl border border-brand-100 bg-white px-4 text-base text-ink shadow-inner outline-none transition focus:border-brand-400 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

/** What a field passes to its control so that screen readers hear the label, the error and the hint. */
export type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type Props = {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** A character count shown under the control, e.g. "12/500". */
  count?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The shape every labelled form field shares: label, control, count, then the hint or, in its place,
 * the error. The control is described by whichever of them is shown.
 */
export function Field({ id, label, error, hint, count, className = "", children }: Props) {
  const showHint = Boolean(hint) && !error;
  const describedBy =
    [error ? `${id}-error` : null, showHint ? `${id}-hint` : null, count != null ? `${id}-count` : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {count != null ? (
        <p id={`${id}-count`} className="self-end text-xs text-muted">
          {count}
        </p>
      ) : null}
      {showHint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error, announced when it appears; also for groups (fieldsets) that are not a `Field`. */
export function FieldError({ id, error }: { id?: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <div id={id} role="alert" className="text-sm font-semibold text-red-700">
      {error}
    </div>
  );
}
