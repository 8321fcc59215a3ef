import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Field } from "./field";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** The characters typed and allowed, shown under the box. */
  count?: ReactNode;
};

const textAreaClasses =
  "rounded-2xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-inner outline-none transition focus:border-brand-400 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

/** A labelled multi-line text box whose count, error and hint are announced to screen readers. */
export function TextAreaField({ label, name, error, hint, count, id = name, className, rows = 4, ...props }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} count={count} className={className}>
      {(control) => <textarea {...control} name={name} rows={rows} className={textAreaClasses} {...props} />}
    </Field>
  );
}
