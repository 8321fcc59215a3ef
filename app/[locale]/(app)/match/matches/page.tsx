import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/icons/icon";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MatchResponseButtons } from "@/components/matches/match-response-buttons";
import { buttonClasses } from "@/components/ui/button-styles";
import { requirePageUser } from "@/lib/auth/page-guards";
import { Link } from "@/lib/i18n/navigation";
import { encodeCursor, readCursor, type Cursor } from "@/lib/paging/cursor";
import { listMatches, type MatchBox, type MatchItem } from "@/lib/matches/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ box?: string; cursor?: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "match" });
  return pageMetadata({ locale, title: t("matches.title"), path: "/match/matches" });
}

const emptyKeys = { incoming: "emptyIncoming", accepted: "emptyAccepted", sent: "emptySent" } as const;
const allBoxes: MatchBox[] = ["incoming", "accepted", "sent"];

function readBox(value: string | undefined): MatchBox | undefined {
  return allBoxes.find((box) => box === value);
}

const moreHref = (box: MatchBox, cursor: Cursor) =>
  `/match/matches?box=${box}&cursor=${encodeURIComponent(encodeCursor(cursor))}`;

/**
 * Incoming, accepted and sent matches, the newest 20 of each; "see more" opens one box alone, paged by
 * keyset links (server-rendered, no client code).
 */
export default async function MatchesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser();
  const query = await searchParams;
  const box = readBox(query.box);
  const [t, boxes] = await Promise.all([
    getTranslations("match"),
    listMatches(user.id, { box, cursor: readCursor(query.cursor) }),
  ]);

  function Row({ item }: { item: MatchItem }) {
    return (
      <li
        data-testid={`match-${item.box}`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
      >
        <div className="min-w-0">
          <Link href={`/u/${item.other.username}`} className="font-black hover:text-brand-600">
            {item.other.fullName} <span className="font-normal text-muted">@{item.other.username}</span>
          </Link>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Icon
              name={item.mode === "love" ? "heart" : "paw-print"}
              className={`h-4 w-4 ${item.mode === "love" ? "fill-current text-pink-600" : "text-brand-600"}`}
            />
            {t(`matches.${item.mode}`)}
            {item.myPet && item.theirPet ? ` · ${t("matches.pets", { mine: item.myPet, theirs: item.theirPet })}` : ""}
          </p>
        </div>
        {item.box === "sent" ? null : (
          <div className="flex items-center gap-2">
            {item.box === "accepted" ? (
              <Link href={`/messages?with=${item.other.username}`} className={buttonClasses("primary", "sm")}>
                {t("matches.chat")}
              </Link>
            ) : null}
            <MatchResponseButtons matchId={item.id} kind={item.box} />
          </div>
        )}
      </li>
    );
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 pb-10 pt-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-black">{t("matches.title")}</h1>
        <Link href={box ? "/match/matches" : "/match"} className={buttonClasses("secondary", "sm")}>
          {box ? t("matches.allBoxes") : t("matches.backToDeck")}
        </Link>
      </header>
      <ClientMessages namespaces={["match"]}>
        {(box ? [box] : allBoxes).map((name) => {
          const { items, nextCursor } = boxes[name];
          return (
            <section key={name} className="flex flex-col gap-2">
              <h2 className="text-xl font-black">{t(`matches.${name}`)}</h2>
              {items.length === 0 ? (
                <p className="text-muted">{t(`matches.${emptyKeys[name]}`)}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {items.map((item) => (
                    <Row key={item.id} item={item} />
                  ))}
                </ul>
              )}
              {nextCursor ? (
                <Link
                  href={moreHref(name, nextCursor)}
                  data-testid={`more-${name}`}
                  className={buttonClasses("secondary", "sm", "self-center")}
                >
                  {t("matches.more")}
                </Link>
              ) : null}
            </section>
          );
        })}
      </ClientMessages>
    </section>
  );
}
