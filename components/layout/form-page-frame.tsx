import type { ReactNode } from "react";
import { BackButton } from "./back-button";

/** The frame of a signed-in form page (a pet, a lost & found report): back button, title, the form below. */
export function FormPageFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 pt-4">
      <header className="flex items-center gap-2">
        <BackButton />
        <div>
          <h1 className="text-2xl font-black">{title}</h1>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
      </header>
      {children}
    </section>
  );
}
