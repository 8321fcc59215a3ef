import type { ReactNode } from "react";
import { FormPageFrame } from "@/components/layout/form-page-frame";
import { LostIntl } from "./lost-intl";

/** The frame of /lost/new and /lost/{id}/edit. */
export function LostFormPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <FormPageFrame title={title} subtitle={subtitle}>
      <LostIntl>{children}</LostIntl>
    </FormPageFrame>
  );
}
