import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { PetProfile } from "@/components/profiles/pet-profile";
import { breedLabel } from "@/components/pets/pet-labels";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { getPublicPet, listPetPosts } from "@/lib/pets/queries";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ cursor?: string | string[] }> };

// The head and the page ask for the same pet in one request: read it once.
const loadPet = cache(async (id: string) => {
  const { user, shell } = await readPageViewer();
  return { viewer: user, shell, pet: await getPublicPet(id, user?.id ?? null) };
});

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const { pet } = await loadPet(id);
  if (!pet) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "pets" });
  const summary = t("profile.metaDescription", {
    name: pet.name,
    what: breedLabel(pet, t),
    age: t("age", { count: pet.age }),
    owner: pet.owner.fullName,
  });
  return pageMetadata({
    locale,
    title: t("profile.metaTitle", { name: pet.name, species: t(`species.${pet.species}`) }),
    description: pet.description ? `${pet.description.slice(0, 150)}` : summary,
    path: `/pet/${pet.id}`,
    image: pet.photos[0],
    index: true,
  });
}

export default async function PetPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { viewer, shell, pet } = await loadPet(id);
  if (!pet) notFound();
  const rawCursor = (await searchParams).cursor;
  const cursor = typeof rawCursor === "string" ? rawCursor : null;
  const posts = await listPetPosts(pet.id, viewer?.id ?? null, cursor);
  return (
    <PetProfile pet={pet} posts={posts} isOwner={viewer?.id === pet.owner.id} isFirstPage={!cursor} shell={shell} />
  );
}
