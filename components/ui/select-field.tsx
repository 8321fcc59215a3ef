import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlClasses, Field } from "./field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  /** Usually a message; a list where several things are wrong at once. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The `<option>`s. */
  children: ReactNode;
};

/** A labelled drop-down list whose error and hint are announced to screen readers. */
export function SelectField({ label, name, error, hint, id = name, className, children, ...props }: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} name={name} className={controlClasses} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
}
