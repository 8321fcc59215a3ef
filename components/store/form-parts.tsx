import type { ReactNode } from "react";

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-black text-ink">{title}</h2>
      {children}
    </section>
  );
}
