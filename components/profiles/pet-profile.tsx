import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { placeLabel } from "@/lib/format/country";
import { isPetActivity } from "@/lib/pets/breeds";
import type { PetPostsPage, PublicPet } from "@/lib/pets/queries";
import { ShellOwnerOnly } from "@/components/layout/shell-gates";
import { ShellPageGate } from "@/components/layout/shell-page-gate";
import { PetGallery } from "@/components/pets/pet-gallery";
import { breedLabel } from "@/components/pets/pet-labels";
import { PetPostsGrid } from "@/components/pets/pet-posts-grid";
import { speciesEmoji } from "@/components/pets/species-emoji";
import { Icon } from "@/components/icons/icon";
import { ShareButton } from "@/components/messages/share-button";
import { ClientMessages } from "@/components/i18n/client-messages";
import { avatarSrc } from "@/lib/storage/responsive-image";

type Props = {
  pet: PublicPet;
  posts: PetPostsPage;
  isOwner: boolean;
  isFirstPage: boolean;
  /** Rendered for every signed-in visitor alike (decision 032): the owner's controls and blocks come from the viewer's layer. */
  shell?: boolean;
};

/** The public profile of a pet: photos, facts, personality, its human and its posts. */
export async function PetProfile({ pet, posts, isOwner, isFirstPage, shell = false }: Props) {
  const [t, locale, format] = await Promise.all([getTranslations("pets"), getLocale(), getFormatter()]);
  const facts = [
    { label: t("profile.species"), value: `${speciesEmoji[pet.species]} ${t(`species.${pet.species}`)}` },
    { label: t("profile.breed"), value: breedLabel(pet, t) },
    { label: t("profile.age"), value: t("age", { count: pet.age }) },
    { label: t("profile.gender"), value: t(`gender.${pet.gender}`) },
    { label: t("profile.size"), value: t(`size.${pet.size}`) },
  ];

  const edit = (
    <Link href={`/pets/${pet.id}/edit`} className={buttonClasses("secondary", "sm")}>
      <Icon name="pencil" className="h-4 w-4" />
      {t("profile.edit")}
    </Link>
  );
  const page = (
    // data-viewer-user: the layer's request asks whether a block separates the viewer from the owner.
    <article
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-start md:gap-8"
      data-viewer-user={shell ? pet.owner.id : undefined}
    >
      {pet.lost ? (
        // The page is cached and shared by every reader: the banner follows the case through pet:{id} purges.
        <Link
          href={`/lost/${pet.lost.caseId}`}
          className="flex items-center gap-3 rounded-3xl bg-red-600 p-4 text-white shadow-md transition hover:bg-red-700 md:col-span-2"
          data-testid="pet-lost-banner"
        >
          <Icon name="map-pin" className="h-8 w-8 shrink-0" />
          <span className="flex min-w-0 flex-col">
            <span className="text-2xl font-black leading-tight">{t("profile.lostTitle")}</span>
            <span className="font-semibold">
              {t("profile.lostSince", {
                date: format.dateTime(new Date(pet.lost.since), { dateStyle: "medium" }),
                place: placeLabel(pet.lost.place, pet.lost.placeCountry, locale),
              })}
            </span>
            <span className="text-sm font-extrabold underline underline-offset-2">{t("profile.lostLink")}</span>
          </span>
        </Link>
      ) : null}
      <div className="md:sticky md:top-20">
        <PetGallery
          photos={pet.photos}
          name={pet.name}
          species={pet.species}
          altFor={(index) => t("profile.photoAlt", { index: index + 1, name: pet.name })}
        />
      </div>

      <div className="flex flex-col gap-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-4xl font-black leading-tight" data-testid="pet-name">
              {pet.name}
              {pet.isVerified ? (
                <span
                  data-testid="pet-verified"
                  className="ml-2 inline-flex translate-y-[-0.3rem] items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 align-middle text-sm font-extrabold text-sky-700"
                >
                  <Icon name="badge-check" className="h-4 w-4" />
                  {t("profile.verified")}
                </span>
              ) : null}
            </h1>
            {pet.location ? (
              <p className="mt-1 inline-flex items-center gap-1 font-semibold text-muted">
                <Icon name="map-pin" className="h-4 w-4" />
                {placeLabel(pet.location, pet.placeCountry, locale)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <ClientMessages namespaces={["messages.share"]}>
              <ShareButton kind="pet" id={pet.id} path={`/pet/${pet.id}`} />
            </ClientMessages>
            {shell ? <ShellOwnerOnly userId={pet.owner.id}>{edit}</ShellOwnerOnly> : isOwner ? edit : null}
          </div>
        </header>

        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-brand-100">
              <dt className="text-xs font-bold uppercase tracking-wide text-muted">{fact.label}</dt>
              <dd className="font-extrabold">{fact.value}</dd>
            </div>
          ))}
        </dl>

        {pet.lookingFor.length > 0 ? (
          <Block icon={<Icon name="sparkles" className="h-5 w-5 text-brand-500" />} title={t("profile.lookingFor")}>
            <Chips values={pet.lookingFor.map((value) => t(`lookingFor.${value}`))} tone="bg-brand-500 text-white" />
          </Block>
        ) : null}

        {pet.description ? (
          <Block title={t("profile.about", { name: pet.name })}>
            <p className="whitespace-pre-line leading-relaxed">{pet.description}</p>
          </Block>
        ) : null}

        {pet.likes.length > 0 ? (
          <Block icon={<Icon name="heart" className="h-5 w-5 text-brand-500" />} title={t("profile.likes")}>
            <Chips
              values={pet.likes.map((value) => activityName(value, t))}
              tone="bg-leaf-50 text-leaf-700 ring-1 ring-leaf-100"
            />
          </Block>
        ) : null}
        {pet.dislikes.length > 0 ? (
          <Block icon={<Icon name="heart-off" className="h-5 w-5 text-muted" />} title={t("profile.dislikes")}>
            <Chips
              values={pet.dislikes.map((value) => activityName(value, t))}
              tone="bg-red-50 text-red-800 ring-1 ring-red-100"
            />
          </Block>
        ) : null}
        {pet.interests.length > 0 ? (
          <Block icon={<Icon name="tag" className="h-5 w-5 text-brand-500" />} title={t("profile.interests")}>
            <Chips values={pet.interests} tone="bg-brand-50 text-brand-700 ring-1 ring-brand-100" />
          </Block>
        ) : null}

        <Link
          href={`/u/${pet.owner.username}`}
          className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-brand-100 transition hover:ring-brand-300"
          data-testid="pet-owner"
        >
          {pet.owner.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- uploads are served as they are
            <img
              src={avatarSrc(pet.owner.avatarUrl)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="grid h-14 w-14 place-items-center rounded-full bg-brand-100 text-xl font-black text-brand-700"
            >
              {pet.owner.fullName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="flex min-w-0 flex-col">
            <span className="text-xs font-bold uppercase tracking-wide text-muted">{t("profile.owner")}</span>
            <span className="truncate font-extrabold">{pet.owner.fullName}</span>
            <span className="truncate text-sm font-semibold text-muted">@{pet.owner.username}</span>
          </span>
        </Link>

        <section className="flex flex-col gap-3" aria-labelledby="pet-posts-title">
          <h2 id="pet-posts-title" className="text-xl font-black">
            {t("profile.posts", { count: pet.postsCount })}
          </h2>
          {posts.posts.length > 0 ? (
            <PetPostsGrid posts={posts.posts} petName={pet.name} />
          ) : (
            <p className="rounded-3xl bg-white p-6 text-center text-muted shadow-sm ring-1 ring-brand-100">
              {t("profile.noPosts", { name: pet.name })}
            </p>
          )}
          <nav className="flex justify-center gap-3">
            {!isFirstPage ? (
              <Link href={`/pet/${pet.id}`} className={buttonClasses("ghost", "sm")}>
                {t("profile.newest")}
              </Link>
            ) : null}
            {posts.nextCursor ? (
              <Link href={`/pet/${pet.id}?cursor=${posts.nextCursor}`} className={buttonClasses("secondary", "sm")}>
                {t("profile.morePosts")}
              </Link>
            ) : null}
          </nav>
        </section>
      </div>
    </article>
  );
  return (
    <ShellPageGate shell={shell} userId={pet.owner.id} notice={t("profile.unavailable")} testId="pet-unavailable">
      {page}
    </ShellPageGate>
  );
}

type Translate = (key: string) => string;

/** Stored ids are translated; a value no longer offered (an older row) shows as it is. */
function activityName(value: string, t: Translate): string {
  return isPetActivity(value) ? t(`activities.${value}`) : value;
}

function Block({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="inline-flex items-center gap-2 text-lg font-black">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Chips({ values, tone }: { values: string[]; tone: string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value} className={`rounded-full px-3 py-1.5 text-sm font-bold ${tone}`}>
          {value}
        </li>
      ))}
    </ul>
  );
}
