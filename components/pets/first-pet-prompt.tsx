import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { Icon } from "@/components/icons/icon";

/** An owner without pets: why a pet matters, and the way to register the first one. */
export async function FirstPetPrompt() {
  const t = await getTranslations("pets.empty");
  return (
    <div
      className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-brand-100"
      data-testid="first-pet-prompt"
    >
      <div className="grid h-24 w-24 place-items-center rounded-[2rem] bg-brand-100 text-brand-600 shadow-inner">
        <Icon name="paw-print" className="h-12 w-12" />
      </div>
      <h2 className="text-xl font-black">{t("title")}</h2>
      <p className="max-w-sm text-muted">{t("body")}</p>
      {/* Medium on phones, where the large size would break the label over two lines. */}
      <Link
        href="/pets/new"
        className={buttonClasses("primary", "md", "h-auto! min-h-11 py-2.5 text-center sm:min-h-13 sm:px-7 sm:text-lg")}
      >
        <Icon name="plus" className="h-5 w-5" />
        {t("cta")}
      </Link>
    </div>
  );
}
