import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { CaseView, type CaseViewer } from "@/components/lost/case-view";
import { caseTitle } from "@/lib/lost/labels";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { getLostCase, listMatches, listTimeline } from "@/lib/lost/queries";
import { browserRealtimeConfig } from "@/lib/realtime/config";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ older?: string | string[] }>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The head and the page ask for the same case in one request: read it once.
const loadCase = cache(async (id: string) => (uuid.test(id) ? getLostCase(id) : null));

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  const found = await loadCase(id);
  if (!found) return notFoundMetadata(locale);
  const [t, pets] = await Promise.all([
    getTranslations({ locale, namespace: "lost" }),
    getTranslations({ locale, namespace: "pets" }),
  ]);
  return pageMetadata({
    locale,
    title: `${caseTitle(found, t, pets)} · ${found.place.name}`,
    description: found.description.slice(0, 160),
    path: `/lost/${found.id}`,
    image: { url: found.photos[0]!, alt: caseTitle(found, t, pets) },
    // A closed case's page stays readable but leaves search engines with the sitemap.
    index: found.status === "open",
  });
}

/**
 * /lost/{id}: public and cached for signed-out visitors (tag lost:{id}). Signed-in visitors are rendered
 * for themselves: the reporter's controls and live timeline, others' sighting form, phone and report.
 */
export default async function LostCasePage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const found = await loadCase(id);
  if (!found) notFound();
  const { user } = await readPageViewer();
  const viewer: CaseViewer = !user?.username
    ? { kind: "guest" }
    : user.id === found.owner.id
      ? { kind: "owner", id: user.id, realtime: browserRealtimeConfig() }
      : { kind: "member", id: user.id };
  // ?older= pages the timeline back past its newest TIMELINE_LIMIT ("Show older"); a bad cursor reads as none.
  const rawOlder = (await searchParams).older;
  const older = typeof rawOlder === "string" ? rawOlder : null;
  const [timeline, matches] = await Promise.all([
    listTimeline(found.id, older),
    found.status === "open" ? listMatches(found.id) : Promise.resolve([]),
  ]);
  return <CaseView found={found} timeline={timeline} matches={matches} viewer={viewer} />;
}
