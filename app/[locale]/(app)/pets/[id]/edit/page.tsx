import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PetActiveToggle } from "@/components/pets/pet-active-toggle";
import { PetForm } from "@/components/pets/pet-form";
import { PetFormPage } from "@/components/pets/pet-form-page";
import { requirePageUser } from "@/lib/auth/page-guards";
import { placeLabel } from "@/lib/format/country";
import { isPetActivity } from "@/lib/pets/breeds";
import { getPetForEdit } from "@/lib/pets/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "pets.form" });
  return pageMetadata({ locale, title: t("editTitle"), path: `/pets/${id}/edit` });
}

export default async function EditPetPage({ params }: Params) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  // Someone else's pet and a pet that does not exist look the same: 404.
  const pet = await getPetForEdit(user.id, id);
  if (!pet) notFound();
  const t = await getTranslations("pets.form");
  return (
    <PetFormPage title={t("editTitle")} subtitle={pet.name}>
      <PetForm
        petId={pet.id}
        initial={{
          name: pet.name,
          age: String(pet.age),
          species: pet.species,
          breed: pet.breed ?? "",
          isMixedBreed: pet.isMixedBreed,
          gender: pet.gender,
          size: pet.size,
          // Values no longer offered are dropped, so an old row can still be saved.
          likes: pet.likes.filter(isPetActivity),
          dislikes: pet.dislikes.filter(isPetActivity),
          interests: pet.interests,
          lookingFor: pet.lookingFor,
          description: pet.description ?? "",
          location: pet.location ? placeLabel(pet.location, pet.placeCountry, locale) : "",
          placeId: pet.placeId,
          photos: pet.photos,
        }}
      />
      <PetActiveToggle petId={pet.id} isActive={pet.isActive} />
    </PetFormPage>
  );
}
