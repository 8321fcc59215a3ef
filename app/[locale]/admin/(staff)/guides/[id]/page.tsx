import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GuideForm } from "@/components/guides/admin/guide-form";
import { GuideFormMessages } from "@/components/guides/admin/guide-form-messages";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { getGuideForEditing } from "@/lib/guides/queries";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.guides" });
  return pageMetadata({ locale, title: t("editTitle"), path: "/admin/guides" });
}

export default async function EditGuidePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requirePageStaff("moderator");
  const [t, guide] = await Promise.all([getTranslations("admin.guides"), getGuideForEditing(id)]);
  if (!guide) notFound();
  const { id: guideId, ...initial } = guide;
  return (
    <section>
      <Link href="/admin/guides" className="mb-2 inline-block text-sm font-bold text-brand-700 hover:underline">
        ← {t("title")}
      </Link>
      <h1 className="mb-4 text-2xl font-extrabold">{t("editTitle")}</h1>
      <GuideFormMessages>
        <GuideForm guideId={guideId} initial={initial} />
      </GuideFormMessages>
    </section>
  );
}
