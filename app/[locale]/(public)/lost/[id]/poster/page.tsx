import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { caseTitle } from "@/lib/lost/labels";
import { Poster } from "@/components/lost/poster";
import { localizedUrl } from "@/lib/i18n/urls";
import { getLostCase } from "@/lib/lost/queries";
import { qrPath } from "@/lib/lost/qr";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; id: string }> };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const found = uuid.test(id) ? await getLostCase(id) : null;
  if (!found) return notFoundMetadata(locale);
  const [t, pets] = await Promise.all([
    getTranslations({ locale, namespace: "lost" }),
    getTranslations({ locale, namespace: "pets" }),
  ]);
  return pageMetadata({
    locale,
    title: `${t("poster")} · ${caseTitle(found, t, pets)}`,
    path: `/lost/${found.id}/poster`,
    image: found.photos[0],
  });
}

/** The printable poster of an open case (cached like the case page, tag lost:{id}); a closed case has none. */
export default async function LostPosterPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const found = uuid.test(id) ? await getLostCase(id) : null;
  if (!found || found.status !== "open") notFound();
  const caseUrl = localizedUrl(locale, `/lost/${found.id}`);
  return <Poster found={found} qr={qrPath(caseUrl)} caseUrl={caseUrl} />;
}
