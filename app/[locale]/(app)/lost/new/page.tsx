import { getTranslations, setRequestLocale } from "next-intl/server";
import { LostFormPage } from "@/components/lost/form-page";
import { ReportForm, type ReportFormValues } from "@/components/lost/report-form";
import { requirePageUser } from "@/lib/auth/page-guards";
import { listReporterPets } from "@/lib/lost/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ kind?: string | string[]; pet?: string | string[] }>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "lost.form" });
  return pageMetadata({ locale, title: t("lostTitle"), path: "/lost/new" });
}

/** /lost/new (?kind=found, ?pet={id}): report a lost pet or a found animal. */
export default async function NewLostCasePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const query = await searchParams;
  const kind = query.kind === "found" ? "found" : "lost";
  const pets = await listReporterPets(user.id);
  const t = await getTranslations("lost.form");
  const initial: ReportFormValues = {
    kind,
    foundState: "",
    petId: "",
    name: "",
    species: "",
    sex: "",
    size: "",
    colours: [],
    colourNotes: "",
    description: "",
    photos: [],
    lastSeenAt: "",
    lastSeenIso: null,
    place: { text: "", placeId: null },
    neighbourhood: "",
    rewardText: "",
    phone: "",
  };
  // "This pet is lost" from a pet's own page starts from it.
  const pet = kind === "lost" ? pets.find((option) => option.id === query.pet) : undefined;
  const start: ReportFormValues = pet
    ? {
        ...initial,
        petId: pet.id,
        name: pet.name,
        species: pet.species,
        sex: pet.gender,
        size: pet.size,
        photos: pet.photos.slice(0, 6),
        place: pet.place ? { text: pet.place.name, placeId: pet.place.id } : initial.place,
      }
    : initial;
  return (
    <LostFormPage title={kind === "found" ? t("foundTitle") : t("lostTitle")} subtitle={t("intro")}>
      <ReportForm pets={pets} initial={start} />
    </LostFormPage>
  );
}
