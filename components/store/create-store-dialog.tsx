"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon } from "@/components/icons/icon";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { StoreForm } from "./store-form";

/** The "Abrir mi tienda" button and its dialog (docs/product-spec.md §2 Marketplace: create-store dialog). */
export function CreateStoreDialog({ openAtStart = false }: { openAtStart?: boolean }) {
  const t = useTranslations("storeManage");
  const [open, setOpen] = useState(openAtStart);
  return (
    <>
      <Button size="lg" onClick={() => setOpen(true)}>
        <Icon name="store" className="h-5 w-5" />
        {t("openStore")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("storeForm.createTitle")}
        description={t("storeForm.createDescription")}
        closeLabel={t("close")}
        className="sm:max-w-2xl"
      >
        <StoreForm mode="create" onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
