import { getTranslations, setRequestLocale } from "next-intl/server";
import { PetForm } from "@/components/pets/pet-form";
import { PetFormPage } from "@/components/pets/pet-form-page";
import { requirePageUser } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "pets.form" });
  return pageMetadata({ locale, title: t("newTitle"), path: "/pets/new" });
}

export default async function NewPetPage({ params }: Params) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageUser();
  const t = await getTranslations("pets.form");
  return (
    <PetFormPage title={t("newTitle")} subtitle={t("newSubtitle")}>
      <PetForm />
    </PetFormPage>
  );
}
