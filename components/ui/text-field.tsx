import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClasses, Field } from "./field";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input whose error and hint are announced to screen readers. */
export function TextField({ label, name, error, hint, id = name, className, ...props }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} name={name} className={controlClasses} {...props} />}
    </Field>
  );
}
