import { getTranslations } from "next-intl/server";
import { canMessage } from "@/lib/messages/queries";
import { listProfileActivity, listProfilePets, listProfilePosts, type Profile } from "@/lib/profiles/queries";
import { ActivityList } from "./activity-list";
import { PetCards } from "./pet-cards";
import { PostsGrid } from "./posts-grid";
import { ProfileHeader } from "./profile-header";
import { ProfileIntl } from "./profile-intl";
import { ProfileTabs, type ProfileTab } from "./profile-tabs";
import { ShellPageGate } from "@/components/layout/shell-page-gate";

type Props = {
  profile: Profile;
  tab: ProfileTab;
  viewerId: string | null;
  basePath: string;
  /** Rendered for every signed-in visitor alike (decision 032): the viewer's parts come from their layer. */
  shell?: boolean;
};

/** A whole profile (header, tabs, the chosen tab's content), shared by /profile and /u/{username}. */
export async function ProfileView({ profile, tab, viewerId, basePath, shell = false }: Props) {
  const t = await getTranslations("profile");
  // "Mensaje" only when the viewer may write to them now (decision 011).
  const messageable = viewerId !== null && !profile.isMe && (await canMessage(viewerId, profile.id));
  const view = (
    <ProfileIntl>
      <ProfileHeader profile={profile} signedIn={viewerId !== null} messageable={messageable} shell={shell} />
      <ProfileTabs basePath={basePath} active={tab} />
      <div className="mt-4">
        {tab === "posts" ? (
          <PostsGrid
            userId={profile.id}
            initial={await listProfilePosts(profile.id)}
            emptyText={profile.isMe ? t("posts.emptyMine") : t("posts.empty")}
          />
        ) : tab === "pets" ? (
          <PetCards pets={await listProfilePets(profile.id)} emptyText={t("pets.empty")} isMe={profile.isMe} />
        ) : (
          <ActivityList items={await listProfileActivity(profile.id, viewerId)} emptyText={t("activity.empty")} />
        )}
      </div>
    </ProfileIntl>
  );
  return (
    <ShellPageGate shell={shell} userId={profile.id} notice={t("unavailable")} testId="profile-unavailable">
      {view}
    </ShellPageGate>
  );
}
