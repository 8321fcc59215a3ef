/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { responsiveImage } from "@/lib/storage/responsive-image";
import { cardImageUrl } from "@/lib/storage/thumbnails";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { buttonClasses } from "@/components/ui/button-styles";
import { UserAvatar } from "@/components/ui/user-avatar";
import { placeLabel } from "@/lib/format/country";
import { Link } from "@/lib/i18n/navigation";
import type { LostCard, LostCase, TimelinePage } from "@/lib/lost/queries";
import { signInHref } from "@/lib/navigation/return-path";
import type { BrowserRealtimeConfig } from "@/lib/realtime/channels";
import { caseTitle, caseWhere } from "@/lib/lost/labels";
import {
  LazyFlagButton,
  LazyLiveRefresh,
  LazyOwnerControls,
  LazyPhoneReveal,
  LazySightingForm,
} from "./lazy-case-parts";
import { LostCaseCard } from "./lost-card";
import { LostIntl } from "./lost-intl";
import { ShareButton } from "./share-button";
import { Timeline } from "./timeline";

/** Who reads the page: nobody (the cached copy every visitor shares), the reporter, or someone else signed in. */
export type CaseViewer =
  | { kind: "guest" }
  | { kind: "owner"; id: string; realtime: BrowserRealtimeConfig | null }
  | { kind: "member"; id: string };

type Props = {
  found: LostCase;
  timeline: TimelinePage;
  matches: LostCard[];
  viewer: CaseViewer;
};

/** /lost/{id}: the photos, what is known, where and when, the timeline of sightings and the similar cases. */
export async function CaseView({ found, timeline, matches, viewer }: Props) {
  const [t, pets, format, locale] = await Promise.all([
    getTranslations("lost"),
    getTranslations("pets"),
    getFormatter(),
    getLocale(),
  ]);
  const title = caseTitle(found, t, pets);
  const open = found.status === "open";
  const path = `/lost/${found.id}`;
  const date = (at: string) => format.dateTime(new Date(at), { dateStyle: "medium", timeStyle: "short" });
  const [main, ...more] = found.photos;
  const details: [string, string][] = [
    [t("details.species"), pets(`species.${found.species}`)],
    [t("details.sex"), found.sex ? pets(`gender.${found.sex}`) : t("details.unknown")],
    [t("details.size"), found.size ? pets(`size.${found.size}`) : t("details.unknown")],
    [
      t("details.colours"),
      [...found.colours.map((colour) => t(`colours.${colour}`)), found.colourNotes].filter(Boolean).join(", ") ||
        t("details.unknown"),
    ],
  ];
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 px-4 pt-4 pb-10" data-testid="lost-case">
      {found.status === "reunited" ? <Banner tone="leaf">{t("reunitedBanner")}</Banner> : null}
      {found.status === "expired" ? <Banner tone="stone">{t("expiredBanner")}</Banner> : null}
      <div className="grid gap-5 md:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col gap-2">
          <img
            {...(main ? responsiveImage(main) : {})}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={title}
            width={720}
            height={720}
            className="aspect-square w-full rounded-3xl object-cover shadow-sm"
            fetchPriority="high"
          />
          {more.length > 0 ? (
            <ul className="grid grid-cols-5 gap-2">
              {more.map((url) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img
                      src={cardImageUrl(url)}
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      className="aspect-square w-full rounded-xl object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 text-sm font-extrabold ${found.kind === "lost" ? "bg-red-100 text-red-800" : "bg-leaf-100 text-leaf-800"}`}
            >
              {found.kind === "found" && found.foundState
                ? t(`foundState.${found.foundState}`)
                : t(`kind.${found.kind}`)}
            </span>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800">
              {t(`status.${found.status}`)}
            </span>
          </div>
          <h1 className="text-3xl font-black text-ink">{title}</h1>
          <p className="flex items-start gap-2 font-semibold text-ink">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>
              {caseWhere(
                {
                  neighbourhood: found.neighbourhood,
                  place: placeLabel(found.place.name, found.place.country, locale),
                },
                t,
              )}
              <span className="block text-xs font-normal text-muted">{t("roundedNote")}</span>
            </span>
          </p>
          <p className="flex items-center gap-2 text-ink">
            <Icon name="calendar-days" className="h-5 w-5 shrink-0 text-brand-600" />
            {t(found.kind === "lost" ? "lastSeen" : "foundOn", { date: date(found.lastSeenAt) })}
          </p>
          {found.rewardText ? (
            <p className="rounded-2xl bg-amber-50 px-4 py-2 font-bold text-amber-900">
              {t("reward", { reward: found.rewardText })}
            </p>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-brand-100">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-bold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <Link
            href={`/u/${found.owner.username}`}
            className="flex items-center gap-2 text-sm text-muted hover:underline"
          >
            <UserAvatar url={found.owner.avatarUrl} name={found.owner.fullName} size={28} />
            <span>
              {t("reportedBy", { name: found.owner.fullName })} ·{" "}
              {t("reportedOn", { date: format.dateTime(new Date(found.createdAt), { dateStyle: "medium" }) })}
            </span>
          </Link>
        </div>
      </div>

      <p className="whitespace-pre-line rounded-3xl bg-white p-5 text-ink shadow-sm ring-1 ring-brand-100 [overflow-wrap:anywhere]">
        {found.description}
      </p>

      <LostIntl>
        <div className="flex flex-wrap gap-2" data-testid="lost-actions">
          {open && viewer.kind === "owner" ? <LazyOwnerControls caseId={found.id} /> : null}
          {open && viewer.kind !== "guest" ? (
            <LazySightingForm
              caseId={found.id}
              isOwner={viewer.kind === "owner"}
              startPlace={{ text: placeLabel(found.place.name, found.place.country, locale), placeId: found.place.id }}
            />
          ) : null}
          {open && viewer.kind === "guest" ? (
            <Link href={signInHref(path)} className={buttonClasses("primary", "md")}>
              <Icon name="eye" className="h-5 w-5" />
              {t("sighting.add")}
            </Link>
          ) : null}
          {open && viewer.kind !== "owner" ? (
            <Link
              href={`/messages?lost=${found.id}`}
              className={buttonClasses("secondary", "md")}
              data-testid="lost-write"
            >
              <Icon name="message-circle" className="h-5 w-5" />
              {found.kind === "lost" ? t("writeOwner") : t("writeFinder")}
            </Link>
          ) : null}
          {open && found.hasPhone && viewer.kind === "member" ? <LazyPhoneReveal caseId={found.id} /> : null}
          {open && found.hasPhone && viewer.kind === "guest" ? (
            <Link href={signInHref(path)} className={buttonClasses("secondary", "md")}>
              <Icon name="phone" className="h-5 w-5" />
              {t("phoneSignIn")}
            </Link>
          ) : null}
          <ShareButton title={title} caseId={open ? found.id : null} />
          {open ? (
            <Link href={`${path}/poster`} className={buttonClasses("secondary", "md")}>
              <Icon name="printer" className="h-5 w-5" />
              {t("poster")}
            </Link>
          ) : null}
        </div>
        {viewer.kind === "member" ? <LazyFlagButton caseId={found.id} /> : null}
        {viewer.kind === "owner" && open ? (
          <LazyLiveRefresh caseId={found.id} config={viewer.realtime} userId={viewer.id} />
        ) : null}
      </LostIntl>

      <Timeline page={timeline} caseId={found.id} reportedAt={found.createdAt} />

      {open ? (
        <section className="flex flex-col gap-3" aria-labelledby="lost-matches">
          <h2 id="lost-matches" className="text-xl font-black">
            {t("matches.title")}
          </h2>
          <p className="text-sm text-muted">{found.kind === "lost" ? t("matches.hintLost") : t("matches.hintFound")}</p>
          {matches.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {matches.map((item) => (
                <LostCaseCard key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-white p-4 text-sm text-muted ring-1 ring-brand-100">{t("matches.empty")}</p>
          )}
        </section>
      ) : null}
    </article>
  );
}

function Banner({ tone, children }: { tone: "leaf" | "stone"; children: React.ReactNode }) {
  return (
    <p
      className={`rounded-3xl px-5 py-4 text-lg font-black ${tone === "leaf" ? "bg-leaf-100 text-leaf-900" : "bg-stone-100 text-stone-800"}`}
    >
      {children}
    </p>
  );
}
