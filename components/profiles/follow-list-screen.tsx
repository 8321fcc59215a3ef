import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/navigation";
import { getProfile } from "@/lib/profiles/queries";
import { listFollows } from "@/lib/social/queries";
import { FollowList } from "./follow-list";
import { ProfileIntl } from "./profile-intl";
import { Icon } from "@/components/icons/icon";

/** The /u/{username}/followers and /following pages; hidden profiles are a 404 here too. */
export async function FollowListScreen({ username, kind }: { username: string; kind: "followers" | "following" }) {
  const viewer = await getCurrentUser();
  const [profile, page, t] = await Promise.all([
    getProfile(username, viewer?.id ?? null),
    listFollows({ username, kind }, viewer?.id ?? null),
    getTranslations("follows"),
  ]);
  if (!profile || !page) notFound();
  return (
    <ProfileIntl>
      <section className="mx-auto max-w-xl px-4 py-6">
        <Link
          href={`/u/${profile.username}`}
          className="mb-3 inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:underline"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          {t("backToProfile")}
        </Link>
        <h1 className="mb-4 text-2xl font-black text-ink">
          {kind === "followers"
            ? t("followersTitle", { name: profile.fullName })
            : t("followingTitle", { name: profile.fullName })}
        </h1>
        <FollowList username={profile.username} kind={kind} initial={page} signedIn={viewer?.username != null} />
      </section>
    </ProfileIntl>
  );
}
