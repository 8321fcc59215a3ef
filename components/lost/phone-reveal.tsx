"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { showLostPhoneAction } from "@/lib/lost/actions";
import { CaseActionFace } from "./case-action-faces";

/**
 * The reporter's phone, fetched on a signed-in viewer's click: it is never in the page's HTML, which the
 * page cache shares with everyone (issue 45).
 */
export function PhoneReveal({ caseId }: { caseId: string }) {
  const t = useTranslations("lost");
  const tRoot = useTranslations();
  const [phone, setPhone] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  if (phone) {
    return (
      <a
        href={`tel:${phone.replace(/[^+0-9]/g, "")}`}
        className={buttonClasses("secondary", "md")}
        data-testid="lost-phone"
      >
        <Icon name="phone" className="h-5 w-5" />
        {t("callPhone", { phone })}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={buttonClasses("secondary", "md")}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await showLostPhoneAction({ caseId });
          if (!result.ok) toast.error(tRoot(result.error.message));
          else if (result.data.phone) setPhone(result.data.phone);
          else toast.message(t("noPhone"));
        })
      }
    >
      <CaseActionFace action="showPhone" />
    </button>
  );
}
