import { getLocale, getTranslations } from "next-intl/server";
import { breedLabel } from "@/components/pets/pet-labels";
import { speciesEmoji } from "@/components/pets/species-emoji";
import { FollowButton } from "@/components/profiles/follow-button";
import { UserAvatar } from "@/components/ui/user-avatar";
import { buttonClasses } from "@/components/ui/button-styles";
import type { DiscoverPet, DiscoverUser } from "@/lib/discover/queries";
import { placeLabel } from "@/lib/format/country";
import { Link } from "@/lib/i18n/navigation";
import { MatchButtons } from "./match-buttons";
import { Icon } from "@/components/icons/icon";

/** A pet found by discover: photo, name, breed, place and real distance, verified badge, match buttons. */
export async function DiscoverPetCard({ pet, mine }: { pet: DiscoverPet; mine: boolean }) {
  const [t, tPets, tMatch, locale] = await Promise.all([
    getTranslations("discover"),
    getTranslations("pets"),
    getTranslations("match"),
    getLocale(),
  ]);
  return (
    <article
      data-testid="discover-pet"
      data-species={pet.species}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100"
    >
      <div className="relative aspect-[4/3] bg-brand-50">
        {pet.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are
          <img
            src={pet.photo}
            alt={tMatch("card.photoAlt", { name: pet.name })}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div aria-hidden className="grid h-full place-items-center text-6xl">
            {speciesEmoji[pet.species]}
          </div>
        )}
        {pet.isVerified ? (
          <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-extrabold text-sky-700">
            <Icon name="badge-check" className="h-4 w-4" />
            {tMatch("card.verified")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div>
          <h3 className="text-lg font-black leading-tight">
            {pet.name} <span className="text-sm font-bold text-muted">· {tMatch("card.years", { age: pet.age })}</span>
          </h3>
          <p className="text-sm text-muted">{breedLabel(pet, tPets)}</p>
          {pet.place ? (
            <p className="flex items-center gap-1 text-xs text-muted">
              <Icon name="map-pin" className="h-3 w-3" />
              {placeLabel(pet.place, pet.placeCountry, locale)}
              {pet.km !== null ? ` · ${t("km", { km: pet.km })}` : ""}
            </p>
          ) : null}
          <p className="text-xs">
            <Link href={`/u/${pet.owner.username}`} className="font-bold hover:text-brand-600">
              @{pet.owner.username}
            </Link>
          </p>
        </div>
        <div className="mt-auto flex flex-col gap-2">
          {mine ? null : <MatchButtons petId={pet.id} />}
          <Link href={`/pet/${pet.id}`} className={buttonClasses("ghost", "sm")}>
            {t("viewProfile")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A user found by discover: avatar, names, place, pets count, View Profile and Follow. */
export async function DiscoverUserCard({ user }: { user: DiscoverUser }) {
  const [t, locale] = await Promise.all([getTranslations("discover"), getLocale()]);
  return (
    <article
      data-testid="discover-user"
      className="flex items-center gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-brand-100"
    >
      <UserAvatar url={user.avatarUrl} name={user.fullName} size={48} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-black">{user.fullName}</p>
        <p className="truncate text-sm text-muted">
          @{user.username} · {t("pets", { count: user.pets })}
          {user.place ? ` · ${placeLabel(user.place, user.placeCountry, locale)}` : ""}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row">
        <Link href={`/u/${user.username}`} className={buttonClasses("ghost", "sm")}>
          {t("viewProfile")}
        </Link>
        <FollowButton userId={user.id} initialFollowing={user.iFollow} signedIn size="sm" />
      </div>
    </article>
  );
}
