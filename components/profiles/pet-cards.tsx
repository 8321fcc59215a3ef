/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import { FirstPetPrompt } from "@/components/pets/first-pet-prompt";
import { breedName } from "@/components/pets/pet-labels";
import { Link } from "@/lib/i18n/navigation";
import type { ProfilePet } from "@/lib/profiles/queries";
import { Icon } from "@/components/icons/icon";

/**
 * docs/product-spec.md §2 Profile pets tab: name, breed or "Criollo", age, Macho/Hembra and size, each opening the pet.
 * On my own profile the tab is also the way to register a pet.
 */
export async function PetCards({ pets, emptyText, isMe }: { pets: ProfilePet[]; emptyText: string; isMe: boolean }) {
  const [t, petsT] = await Promise.all([getTranslations("profile.pets"), getTranslations("pets")]);
  if (pets.length === 0) {
    return isMe ? (
      <div className="px-4 sm:px-6">
        <FirstPetPrompt />
      </div>
    ) : (
      <p className="px-6 py-16 text-center font-bold text-muted">{emptyText}</p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 px-4 sm:grid-cols-3 sm:gap-4 sm:px-6" data-testid="profile-pets">
      {pets.map((pet) => {
        const genderIcon = pet.gender === "male" ? "mars" : "venus";
        return (
          <li key={pet.id}>
            <Link
              href={`/pet/${pet.id}`}
              className="group block overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <div className="aspect-[4/3] overflow-hidden bg-brand-100">
                {pet.photoUrl ? (
                  <img
                    src={pet.photoUrl}
                    alt={pet.name}
                    width={400}
                    height={300}
                    loading="lazy"
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                ) : (
                  <span className="grid h-full w-full place-items-center text-brand-400">
                    <Icon name="paw-print" className="h-10 w-10" />
                  </span>
                )}
              </div>
              <div className="p-3">
                <p className="truncate text-base font-black text-ink">{pet.name}</p>
                <p className="truncate text-sm font-semibold text-muted">
                  {pet.breed ? breedName(pet.breed, petsT) : t("mixed")}
                </p>
                <p className="mt-2 flex flex-wrap gap-1.5 text-xs font-bold">
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700">
                    {t("age", { age: pet.age })}
                  </span>
                  <span
                    className={`flex items-center gap-0.5 rounded-full px-2 py-0.5 ${pet.gender === "male" ? "bg-sky-soft text-sky-800" : "bg-pink-50 text-pink-700"}`}
                  >
                    <Icon name={genderIcon} className="h-3 w-3" />
                    {t(`gender.${pet.gender}`)}
                  </span>
                  <span className="rounded-full bg-leaf-50 px-2 py-0.5 text-leaf-700">{t(`size.${pet.size}`)}</span>
                </p>
              </div>
            </Link>
          </li>
        );
      })}
      {isMe ? (
        <li>
          <Link
            href="/pets/new"
            className="flex h-full min-h-40 flex-col items-center justify-center gap-2 rounded-3xl border-2 border-dashed border-brand-200 p-3 text-center font-extrabold text-brand-700 hover:bg-brand-50"
          >
            <Icon name="plus" className="h-8 w-8" />
            {t("addPet")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
