import type { ReactNode } from "react";
import { Icon } from "@/components/icons/icon";

/** The frame of every auth step: a friendly card centred on a warm background. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-gradient-to-b from-brand-100 to-cream px-4 py-10 sm:items-center">
      <section className="w-full max-w-md rounded-[2rem] bg-white p-6 shadow-xl shadow-brand-200/40 ring-1 ring-brand-100 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-500 text-white shadow-md">
            <Icon name="paw-print" className="h-7 w-7" />
          </span>
          <h1 className="text-2xl font-black">{title}</h1>
          {subtitle ? <p className="text-muted">{subtitle}</p> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
