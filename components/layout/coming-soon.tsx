import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";

/** What a tab whose feature is not built yet shows: an honest notice, never sample data. */
export async function ComingSoon({ title }: { title: string }) {
  const t = await getTranslations("common");
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-black text-ink">{title}</h1>
      <div className="grid h-24 w-24 place-items-center rounded-[2rem] bg-brand-100 text-brand-600 shadow-inner">
        <Icon name="paw-print" className="h-12 w-12" />
      </div>
      <p className="text-lg font-extrabold text-brand-700">{t("comingSoonTitle")}</p>
      <p className="text-muted">{t("comingSoonBody")}</p>
    </section>
  );
}
