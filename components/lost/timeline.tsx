/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getFormatter, getTranslations } from "next-intl/server";
import { UserAvatar } from "@/components/ui/user-avatar";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";
import type { TimelinePage } from "@/lib/lost/queries";

type Props = { page: TimelinePage; caseId: string; reportedAt: string };

/**
 * Sightings and the reporter's updates, newest first, a page at a time ("Show older" pages back with
 * ?older=), ending with the case's opening on the last page. The reporter's live refresh re-reads the
 * newest page, so a new sighting appears at its top.
 */
export async function Timeline({ page, caseId, reportedAt }: Props) {
  const { entries, nextCursor, first } = page;
  const [t, format] = await Promise.all([getTranslations("lost.timeline"), getFormatter()]);
  const date = (at: string) => format.dateTime(new Date(at), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="lost-timeline">
      <h2 id="lost-timeline" className="scroll-mt-20 text-xl font-black">
        {t("title")}
      </h2>
      {!first ? (
        <Link href={`/lost/${caseId}#lost-timeline`} className={`${buttonClasses("ghost", "sm")} self-start`}>
          {t("newest")}
        </Link>
      ) : null}
      {entries.length === 0 && first ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-muted ring-1 ring-brand-100">{t("empty")}</p>
      ) : null}
      <ol className="flex flex-col gap-3 border-l-2 border-brand-100 pl-4" data-testid="lost-timeline">
        {entries.map((entry) => (
          <li key={entry.id} className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
            <span
              className={`absolute top-5 -left-[1.4rem] h-3 w-3 rounded-full ring-2 ring-white ${entry.isUpdate ? "bg-brand-500" : "bg-sky-600"}`}
              aria-hidden
            />
            <div className="flex items-center gap-2">
              <UserAvatar url={entry.author.avatarUrl} name={entry.author.fullName} size={32} />
              <div className="min-w-0">
                <p className="text-sm font-bold text-ink">
                  {entry.isUpdate
                    ? t("update", { name: entry.author.fullName })
                    : t("sighting", { name: entry.author.fullName, place: entry.place })}
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={entry.seenAt}>{t("seenAt", { date: date(entry.seenAt) })}</time>
                </p>
              </div>
            </div>
            <p className="mt-2 whitespace-pre-line text-sm text-ink [overflow-wrap:anywhere]">{entry.note}</p>
            {entry.photoUrl ? (
              <img
                src={entry.photoUrl}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                className="mt-2 max-h-60 rounded-xl object-cover"
              />
            ) : null}
          </li>
        ))}
        {nextCursor ? null : (
          <li className="relative text-sm text-muted">
            <span
              className="absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full bg-stone-300 ring-2 ring-white"
              aria-hidden
            />
            {t("reported")} · <time dateTime={reportedAt}>{date(reportedAt)}</time>
          </li>
        )}
      </ol>
      {nextCursor ? (
        <Link
          href={`/lost/${caseId}?older=${encodeURIComponent(nextCursor)}#lost-timeline`}
          className={`${buttonClasses("secondary", "sm")} self-center`}
          data-testid="lost-timeline-older"
        >
          {t("older")}
        </Link>
      ) : null}
    </section>
  );
}
