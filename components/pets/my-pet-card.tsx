import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { MyPetCard as Pet } from "@/lib/pets/queries";
import { breedLabel } from "./pet-labels";
import { speciesEmoji } from "./species-emoji";
import { Icon } from "@/components/icons/icon";

/** One of my pets on /pets: photo, name, what it is, and its edit button. */
export async function MyPetCard({ pet }: { pet: Pet }) {
  const t = await getTranslations("pets");
  const what =
    pet.isMixedBreed || pet.breed
      ? `${t(`species.${pet.species}`)} · ${breedLabel(pet, t)}`
      : t(`species.${pet.species}`);
  return (
    <article
      data-testid="pet-card"
      className={`flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 ${pet.isActive ? "" : "opacity-75"}`}
    >
      <div className="relative aspect-[4/3] bg-brand-50">
        {pet.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are
          <img
            src={pet.photo}
            alt={t("card.photoAlt", { name: pet.name })}
            width={400}
            height={300}
            loading="lazy"
            className={`h-full w-full object-cover ${pet.isActive ? "" : "grayscale"}`}
          />
        ) : (
          <div aria-hidden className="grid h-full w-full place-items-center text-6xl">
            {speciesEmoji[pet.species]}
          </div>
        )}
        <span
          data-testid="pet-status"
          className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-extrabold shadow-sm ${pet.isActive ? "bg-leaf-500 text-white" : "bg-night/80 text-snow"}`}
        >
          {pet.isActive ? t("card.active") : t("card.inactive")}
        </span>
        {pet.isLost ? (
          <span
            data-testid="pet-lost"
            className="absolute right-3 top-3 rounded-full bg-red-600 px-3 py-1 text-xs font-extrabold text-white shadow-sm"
          >
            {t("card.lost")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 className="text-xl font-black leading-tight">
            {pet.isActive ? (
              <Link href={`/pet/${pet.id}`} className="hover:text-brand-600">
                {pet.name}
              </Link>
            ) : (
              pet.name
            )}
          </h2>
          <p className="text-sm font-semibold text-muted">{what}</p>
        </div>
        <ul className="flex flex-wrap gap-1.5 text-xs font-bold">
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{t("age", { count: pet.age })}</li>
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{t(`gender.${pet.gender}`)}</li>
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">{t(`size.${pet.size}`)}</li>
        </ul>
        <Link href={`/pets/${pet.id}/edit`} className={buttonClasses("secondary", "sm", "mt-auto")}>
          <Icon name="pencil" className="h-4 w-4" />
          {t("card.edit", { name: pet.name })}
        </Link>
      </div>
    </article>
  );
}
