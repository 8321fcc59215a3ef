import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LostFormPage } from "@/components/lost/form-page";
import { ReportForm } from "@/components/lost/report-form";
import { requirePageUser } from "@/lib/auth/page-guards";
import { placeLabel } from "@/lib/format/country";
import type { LostColour } from "@/lib/lost/fields";
import { getCaseForEdit } from "@/lib/lost/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "lost.form" });
  return pageMetadata({ locale, title: t("editTitle"), path: `/lost/${id}/edit` });
}

/** The reporter edits their open case; anyone else's, or a closed one, is a 404. */
export default async function EditLostCasePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const found = await getCaseForEdit(user.id, id);
  if (!found) notFound();
  const t = await getTranslations("lost.form");
  return (
    <LostFormPage title={t("editTitle")} subtitle={found.name ?? ""}>
      <ReportForm
        pets={[]}
        caseId={found.id}
        hasExactPoint={found.hasExactPoint}
        initial={{
          kind: found.kind,
          foundState: found.foundState ?? "",
          petId: found.petId ?? "",
          name: found.name ?? "",
          species: found.species,
          sex: found.sex ?? "",
          size: found.size ?? "",
          colours: found.colours as LostColour[],
          colourNotes: found.colourNotes ?? "",
          description: found.description,
          photos: found.photos,
          lastSeenAt: "",
          lastSeenIso: found.lastSeenAt,
          place: { text: placeLabel(found.place.name, found.place.country, locale), placeId: found.place.id },
          neighbourhood: found.neighbourhood ?? "",
          rewardText: found.rewardText ?? "",
          phone: found.phone ?? "",
        }}
      />
    </LostFormPage>
  );
}
