import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FollowListScreen } from "@/components/profiles/follow-list-screen";
import { readUsernameParam } from "@/lib/profiles/username-param";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string; username: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, username } = await params;
  const t = await getTranslations({ locale, namespace: "follows" });
  const name = readUsernameParam(username) ?? "";
  return pageMetadata({ locale, title: t("followersTitle", { name: `@${name}` }), path: `/u/${name}/followers` });
}

export default async function FollowersPage({ params }: Props) {
  const { locale, username } = await params;
  setRequestLocale(locale);
  const name = readUsernameParam(username);
  if (!name) notFound();
  return <FollowListScreen username={name} kind="followers" />;
}
