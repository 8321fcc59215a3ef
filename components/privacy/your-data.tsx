import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { buttonClasses } from "@/components/ui/button-styles";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Profile settings, "Your data": download everything as a ZIP, or delete the account (decision 021). */
export async function YourData() {
  const t = await getTranslations("privacy");
  return (
    <div className="mt-5 border-t border-brand-100 pt-4" data-testid="your-data">
      <h3 className="mb-1 font-extrabold">{t("title")}</h3>
      <p className="mb-3 text-sm text-muted">{t("hint")}</p>
      <div className="flex flex-wrap gap-2">
        {/* A plain download link: the route streams the archive with its own file name. */}
        <a href="/api/account/export" download className={buttonClasses("secondary", "sm")} data-testid="export-data">
          {t("export")}
        </a>
        <ClientMessages namespaces={["privacy", "errors"]}>
          <DeleteAccountDialog />
        </ClientMessages>
      </div>
    </div>
  );
}
