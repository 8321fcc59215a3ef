import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; tag: string }> };

function readTag(raw: string): string {
  return decodeURIComponent(raw).replace(/^#/, "").toLowerCase();
}

export async function generateMetadata({ params }: Props) {
  const { locale, tag } = await params;
  const t = await getTranslations({ locale, namespace: "tabs" });
  return pageMetadata({ locale, title: t("hashtag", { tag: readTag(tag) }), path: `/hashtag/${encodeURIComponent(readTag(tag))}` });
}

export default async function HashtagPage({ params }: Props) {
  const { locale, tag } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("tabs");
  return <ComingSoon title={t("hashtag", { tag: readTag(tag) })} />;
}
