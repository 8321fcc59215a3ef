import { getTranslations, setRequestLocale } from "next-intl/server";
import { GuideForm } from "@/components/guides/admin/guide-form";
import { GuideFormMessages } from "@/components/guides/admin/guide-form-messages";
import { requirePageStaff } from "@/lib/auth/page-guards";
import { toLocale } from "@/lib/i18n/translator";
import { Link } from "@/lib/i18n/navigation";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin.guides" });
  return pageMetadata({ locale, title: t("newTitle"), path: "/admin/guides/new" });
}

export default async function NewGuidePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageStaff("moderator");
  const t = await getTranslations("admin.guides");
  return (
    <section>
      <Link href="/admin/guides" className="mb-2 inline-block text-sm font-bold text-brand-700 hover:underline">
        ← {t("title")}
      </Link>
      <h1 className="mb-4 text-2xl font-extrabold">{t("newTitle")}</h1>
      <GuideFormMessages>
        <GuideForm
          initial={{
            title: "",
            slug: "",
            language: toLocale(locale),
            species: "dog",
            topic: "feeding",
            status: "draft",
            body: "",
            coverUrl: null,
            products: [],
            translationOf: null,
          }}
        />
      </GuideFormMessages>
    </section>
  );
}
