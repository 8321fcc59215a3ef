"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { verifyEmailAction } from "@/lib/auth/actions";
import { FormAlert } from "@/components/ui/form-alert";

// Verification waits for a click: link scanners that prefetch e-mail links must not consume the token.
export function VerifyEmailButton({ token }: { token: string }) {
  const t = useTranslations("auth.verify");
  const [result, setResult] = useState<boolean | null>(null);
  const [pending, startTransition] = useTransition();
  if (result !== null)
    return <FormAlert tone={result ? "success" : "error"}>{t(result ? "success" : "invalid")}</FormAlert>;
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const response = await verifyEmailAction(token);
          setResult(response.ok && response.data.verified);
        })
      }
    >
      {t("submit")}
    </Button>
  );
}
