import { getTranslations, setRequestLocale } from "next-intl/server";
import { CommunityStrip } from "@/components/landing/community-strip";
import { FeatureGrid } from "@/components/landing/feature-grid";
import { Hero } from "@/components/landing/hero";
import { getCurrentUser } from "@/lib/auth/session";
import { redirect } from "@/lib/i18n/navigation";
import { getCommunityStats } from "@/lib/landing/queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { SIGNED_IN_HOME, tabFromQuery } from "@/lib/navigation/tabs";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ locale, title: t("landingTitle"), path: "/", index: true });
}

export default async function LandingPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Old links of the single-page app (/?tab=match) keep working: each tab is a real route now.
  const tab = tabFromQuery((await searchParams).tab);
  if (tab) redirect({ href: `/${tab}`, locale });
  // docs/product-spec.md §2: a signed-in user on the landing moves on (to /home while the marketplace is not built).
  if (await getCurrentUser()) redirect({ href: SIGNED_IN_HOME, locale });

  const stats = await getCommunityStats();
  return (
    <>
      <Hero />
      <FeatureGrid />
      <CommunityStrip stats={stats} />
    </>
  );
}
