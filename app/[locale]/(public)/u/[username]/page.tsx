import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProfileView } from "@/components/profiles/profile-view";
import { readProfileTab } from "@/components/profiles/profile-tabs";
import { readPageViewer } from "@/lib/auth/page-viewer";
import { getProfile } from "@/lib/profiles/queries";
import { readUsernameParam } from "@/lib/profiles/username-param";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string; username: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
};

// The head and the page ask for the same profile in one request.
const loadProfile = cache(async (raw: string) => {
  const username = readUsernameParam(raw);
  if (!username) return null;
  const { user } = await readPageViewer();
  return getProfile(username, user?.id ?? null);
});

export async function generateMetadata({ params }: Props) {
  const { locale, username } = await params;
  const profile = await loadProfile(username);
  if (!profile) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  return pageMetadata({
    locale,
    title: t("metaTitle", { name: profile.fullName, username: profile.username }),
    description: profile.bio ?? t("metaDescription", { name: profile.fullName }),
    path: `/u/${profile.username}`,
    image: profile.avatarUrl ?? undefined,
    index: true,
  });
}

export default async function PublicProfilePage({ params, searchParams }: Props) {
  const { locale, username } = await params;
  setRequestLocale(locale);
  const [profile, { shell, cardsViewer }, query] = await Promise.all([
    loadProfile(username),
    readPageViewer(),
    searchParams,
  ]);
  if (!profile) notFound();
  return (
    <div className="mx-auto max-w-3xl pb-16">
      <ProfileView
        profile={profile}
        tab={readProfileTab(query.tab)}
        viewerId={cardsViewer?.id ?? null}
        basePath={`/u/${profile.username}`}
        shell={shell}
      />
    </div>
  );
}
