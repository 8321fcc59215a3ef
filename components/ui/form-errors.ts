// One mistake, one message (issue 25, decision 043): how an action's failure reaches a form. A
// validation error's field messages sit under their fields, each field its own; the form shows at
// most one summary, and only for what no field can show; a validation error is never a toast. After a
// failed submit the first invalid control takes the focus, so the mistake is on screen and read out.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { ActionError } from "@/lib/errors";

/** Message keys (paths into messages/*.json): one per field, and the one summary or null. */
export type FormErrors = { fields: Record<string, string>; summary: string | null };

const NONE: FormErrors = { fields: {}, summary: null };

/**
 * Splits an action's failure into what a form shows. `shown` lists the form's fields by top-level
 * name ("images.2" is shown under "images"); `prefix` is cut first ("shippingAddress.name" → "name").
 * A validation error whose every field message has its field gets no summary; one the form cannot
 * place, or any other failure (forbidden, rate limit, a conflict), is the summary.
 */
export function splitActionError(
  error: Pick<ActionError, "code" | "message" | "fields">,
  shown: readonly string[],
  prefix = "",
): FormErrors {
  const fields: Record<string, string> = {};
  let unplaced: string | null = null;
  for (const [path, key] of Object.entries(error.fields ?? {})) {
    const name = (prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path).split(".")[0]!;
    if (shown.includes(name)) fields[name] ??= key;
    else unplaced ??= key;
  }
  if (Object.keys(fields).length === 0) return { fields, summary: unplaced ?? error.message };
  return { fields, summary: unplaced };
}

/**
 * A form's errors: `show` sets them and moves the focus to the first control marked invalid once they
 * are on screen; `clear` empties them, `dismiss` one field's. `field(name)` is the field's key or undefined.
 */
export function useFormErrors(form: RefObject<HTMLElement | null>) {
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const focusNext = useRef(false);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    // `data-invalid` marks the first radio of a group (a radio has no aria-invalid of its own).
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (invalid) invalid.focus();
    // A group of chips has no one control to focus: its message is brought into view instead.
    else form.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: "center" });
  }, [errors, form]);
  const show = useCallback((next: FormErrors) => {
    focusNext.current = Object.keys(next.fields).length > 0;
    setErrors(next);
  }, []);
  const clear = useCallback(() => setErrors(NONE), []);
  /** Takes one field's message away (its value changed): the others stay until the next submit. */
  const dismiss = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current.fields)) return current;
      const fields = { ...current.fields };
      delete fields[name];
      return { ...current, fields };
    });
  }, []);
  return {
    fields: errors.fields,
    summary: errors.summary,
    show,
    clear,
    dismiss,
    field: (name: string) => errors.fields[name],
  };
}
