import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import { placeLabel } from "@/lib/format/country";
import type { Profile } from "@/lib/profiles/queries";
import { FollowButton } from "./follow-button";
import { FollowersCount, FollowStateProvider, WhenMessageable } from "./follow-state";
import { ProfileMenu } from "./profile-menu";
import { LazyShellFollowsYou, LazyShellProfileActions } from "./lazy-shell-profile";
import { UserAvatar } from "@/components/ui/user-avatar";
import { Icon } from "@/components/icons/icon";

type Props = {
  profile: Profile;
  signedIn: boolean;
  messageable?: boolean;
  /** Rendered for every signed-in visitor alike (decision 032): the viewer's parts come from their layer. */
  shell?: boolean;
};

/** docs/product-spec.md §2 Profile: avatar, names, owner-written bio and location, join month, counters and actions. */
export async function ProfileHeader({ profile, signedIn, messageable = false, shell = false }: Props) {
  const [t, nav, messages, format, locale] = await Promise.all([
    getTranslations("profile"),
    getTranslations("nav"),
    getTranslations("messages"),
    getFormatter(),
    getLocale(),
  ]);
  const base = `/u/${profile.username}`;
  const joined = format.dateTime(profile.joinedAt, { month: "long", year: "numeric" });
  // Two buttons side by side on a phone: the smaller size there keeps each label on one line.
  const ownAction = buttonClasses("secondary", "sm", "min-w-0 flex-1 whitespace-nowrap h-11! sm:px-5 sm:text-base");
  const followsYou = (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-extrabold text-brand-700">
      {t("followsYou")}
    </span>
  );
  const ownActions = (
    <>
      <Link href="/profile/edit" className={ownAction}>
        <Icon name="pencil" className="h-4 w-4" />
        {t("editProfile")}
      </Link>
      {/* docs/product-spec.md §2 sends "Edit Profile" to /pets; the profile keeps its own editor and links the pets beside it. */}
      <Link href="/pets" className={ownAction}>
        <Icon name="paw-print" className="h-4 w-4" />
        {nav("pets")}
      </Link>
      {/* Issue 26: one's saved posts and favourite products. A phone has room for its icon only. */}
      <Link
        href="/saved"
        className={buttonClasses(
          "secondary",
          "sm",
          "h-11! w-11 shrink-0 px-0! sm:w-auto sm:min-w-0 sm:flex-1 sm:px-5! sm:text-base",
        )}
        data-testid="profile-saved"
      >
        <Icon name="bookmark" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t("saved")}</span>
      </Link>
    </>
  );
  const messageLink = (
    <Link href={`/messages?with=${profile.username}`} className={ownAction} data-testid="profile-message">
      <Icon name="message-circle" className="h-4 w-4" />
      {messages("messageButton")}
    </Link>
  );

  return (
    <FollowStateProvider
      initialFollowing={profile.iFollow}
      initialFollowers={profile.counts.followers}
      initialMessageable={messageable}
    >
      {/* data-viewer-profile: the layer's request asks how the viewer relates to this user. */}
      <section
        className="mx-4 mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:mx-6 sm:p-7"
        data-viewer-profile={shell ? profile.id : undefined}
      >
        <div className="flex items-center gap-4 sm:gap-7">
          <UserAvatar
            url={profile.avatarUrl}
            name={profile.fullName}
            size={96}
            alt={t("avatarAlt", { name: profile.fullName })}
            className="sm:h-32! sm:w-32!"
            sizes="(min-width: 640px) 128px, 96px"
          />
          <div className="min-w-0 flex-1">
            <h1
              className="truncate text-2xl font-black leading-tight text-ink sm:text-3xl"
              data-testid="profile-full-name"
            >
              {profile.fullName}
            </h1>
            <p className="flex flex-wrap items-center gap-2 font-bold text-muted">
              <span data-testid="profile-username">@{profile.username}</span>
              {shell ? (
                <LazyShellFollowsYou>{followsYou}</LazyShellFollowsYou>
              ) : profile.followsMe && !profile.isMe ? (
                followsYou
              ) : null}
            </p>
          </div>
        </div>

        {profile.bio ? (
          <p className="mt-4 whitespace-pre-line text-[15px] leading-relaxed text-ink" data-testid="profile-bio">
            {profile.bio}
          </p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-muted">
          {profile.location ? (
            <li className="flex items-center gap-1" data-testid="profile-location">
              <Icon name="map-pin" className="h-4 w-4 text-brand-500" />
              {placeLabel(profile.location, profile.placeCountry, locale)}
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <Icon name="calendar-days" className="h-4 w-4 text-brand-500" />
            {t("joined", { date: joined })}
          </li>
        </ul>

        <ul className="mt-4 grid grid-cols-4 gap-1 rounded-2xl bg-cream p-1.5">
          <Counters profile={profile} base={base} />
        </ul>

        <div className="mt-4 flex gap-2">
          {shell ? (
            <LazyShellProfileActions
              userId={profile.id}
              username={profile.username}
              own={ownActions}
              message={messageLink}
            />
          ) : profile.isMe ? (
            ownActions
          ) : (
            <>
              <FollowButton
                userId={profile.id}
                initialFollowing={profile.iFollow}
                followsMe={profile.followsMe}
                signedIn={signedIn}
                className="flex-1"
              />
              <WhenMessageable>{messageLink}</WhenMessageable>
              {signedIn ? <ProfileMenu userId={profile.id} username={profile.username} /> : null}
            </>
          )}
        </div>
      </section>
    </FollowStateProvider>
  );
}

async function Counters({ profile, base }: { profile: Profile; base: string }) {
  const t = await getTranslations("profile");
  return (
    <>
      <Counter label={t("counters.posts")} value={profile.counts.posts} testId="count-posts" />
      <Counter label={t("counters.pets")} value={profile.counts.pets} testId="count-pets" />
      <Counter
        label={t("counters.followers")}
        value={<FollowersCount fallback={profile.counts.followers} />}
        href={`${base}/followers`}
        testId="count-followers"
      />
      <Counter
        label={t("counters.following")}
        value={profile.counts.following}
        href={`${base}/following`}
        testId="count-following"
      />
    </>
  );
}

function Counter({ label, value, href, testId }: { label: string; value: ReactNode; href?: string; testId: string }) {
  const body = (
    <>
      <span className="text-lg font-black leading-none text-ink sm:text-xl" data-testid={testId}>
        {value}
      </span>
      <span className="text-xs font-bold text-muted sm:text-sm">{label}</span>
    </>
  );
  const layout = "flex flex-col items-center gap-1 rounded-xl py-2";
  return (
    <li>
      {href ? (
        <Link href={href} className={`${layout} hover:bg-white`}>
          {body}
        </Link>
      ) : (
        <div className={layout}>{body}</div>
      )}
    </li>
  );
}
