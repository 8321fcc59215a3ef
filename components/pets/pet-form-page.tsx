import type { ReactNode } from "react";
import { FormPageFrame } from "@/components/layout/form-page-frame";
import { PetsIntl } from "./pets-intl";

/** The frame of /pets/new and /pets/{id}/edit: back button, title, the form below. */
export function PetFormPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <FormPageFrame title={title} subtitle={subtitle}>
      <PetsIntl>{children}</PetsIntl>
    </FormPageFrame>
  );
}
