import { getTranslations, setRequestLocale } from "next-intl/server";
import { FirstPetPrompt } from "@/components/pets/first-pet-prompt";
import { MyPetCard } from "@/components/pets/my-pet-card";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { listMyPets } from "@/lib/pets/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { Icon } from "@/components/icons/icon";

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
            <Icon name="plus" className="h-5 w-5" />
            {t("add")}
          </Link>
        ) : null}
      </header>
      {pets.length === 0 ? (
        <FirstPetPrompt />
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
