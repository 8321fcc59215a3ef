import type { ReactNode, TextareaHTMLAttributes } from "react";

export const inputClasses =
  "h-12 rounded-2xl border border-brand-100 bg-white px-4 text-base text-ink shadow-inner outline-none transition focus:border-brand-400 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string; count?: { value: number; max: number } };

export function TextArea({ label, name, error, count, id = name, ...props }: TextAreaProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-2xl border border-brand-100 bg-white px-4 py-3 text-base shadow-inner outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500"
        {...props}
      />
      {count ? (
        <p className="self-end text-xs text-muted">
          {count.value}/{count.max}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-black text-ink">{title}</h2>
      {children}
    </section>
  );
}
