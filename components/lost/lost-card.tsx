/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { LostCard } from "@/lib/lost/queries";
import { caseTitle, caseWhere } from "@/lib/lost/labels";

/** One case on a list: photo, kind, name, where and when, how far. */
export async function LostCaseCard({ item }: { item: LostCard }) {
  const [t, pets, format] = await Promise.all([getTranslations("lost"), getTranslations("pets"), getFormatter()]);
  return (
    <li>
      <Link
        href={`/lost/${item.id}`}
        className="flex gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-brand-100 transition hover:ring-brand-300"
        data-testid="lost-card"
      >
        <img
          src={item.photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="h-24 w-24 shrink-0 rounded-2xl object-cover"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-extrabold ${item.kind === "lost" ? "bg-red-100 text-red-800" : "bg-leaf-100 text-leaf-800"}`}
            >
              {t(`kind.${item.kind}`)}
            </span>
            {item.status !== "open" ? (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-bold text-stone-700">
                {t(`status.${item.status}`)}
              </span>
            ) : null}
            {item.km != null ? (
              <span className="text-xs font-semibold text-muted">{t("km", { km: Math.max(1, item.km) })}</span>
            ) : null}
          </span>
          <span className="truncate font-black text-ink">{caseTitle(item, t, pets)}</span>
          <span className="truncate text-sm text-muted">{caseWhere(item, t)}</span>
          <span className="text-xs text-muted">
            {t(item.kind === "lost" ? "lastSeen" : "foundOn", {
              date: format.dateTime(new Date(item.lastSeenAt), { dateStyle: "medium" }),
            })}
          </span>
        </span>
      </Link>
    </li>
  );
}
