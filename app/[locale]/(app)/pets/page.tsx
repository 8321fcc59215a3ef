import { PawPrint, Plus } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MyPetCard } from "@/components/pets/my-pet-card";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { listMyPets } from "@/lib/pets/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "pets" });
  return pageMetadata({ locale, title: t("title"), path: "/pets" });
}

export default async function PetsPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const [t, pets] = await Promise.all([getTranslations("pets"), listMyPets(user.id)]);
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 pt-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black">{t("title")}</h1>
          <p className="text-muted">{t("subtitle")}</p>
        </div>
        {pets.length > 0 ? (
          <Link href="/pets/new" className={buttonClasses("primary", "md")}>
            <Plus aria-hidden className="h-5 w-5" />
            {t("add")}
          </Link>
        ) : null}
      </header>
      {pets.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-brand-100">
          <div className="grid h-24 w-24 place-items-center rounded-[2rem] bg-brand-100 text-brand-600 shadow-inner">
            <PawPrint aria-hidden className="h-12 w-12" />
          </div>
          <h2 className="text-xl font-black">{t("empty.title")}</h2>
          <p className="max-w-sm text-muted">{t("empty.body")}</p>
          <Link href="/pets/new" className={buttonClasses("primary", "lg")}>
            <Plus aria-hidden className="h-5 w-5" />
            {t("empty.cta")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pets.map((pet) => (
            <li key={pet.id} className="flex">
              <MyPetCard pet={pet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
