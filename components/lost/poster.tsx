/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { placeLabel } from "@/lib/format/country";
import { Link } from "@/lib/i18n/navigation";
import type { LostCase } from "@/lib/lost/queries";
import { caseTitle, caseWhere } from "@/lib/lost/labels";
import { PrintButton } from "./print-button";
import { LostIntl } from "./lost-intl";

// A4, portrait: the page's frame (header, navigation) is hidden on paper, and so are the screen's buttons.
const printCss = `@page { size: A4 portrait; margin: 12mm; }
@media print { body header, body nav, body footer, [data-print-hidden] { display: none !important; } main { min-height: 0 !important; } body { background: #fff !important; } }`;

/** /lost/{id}/poster: a big photo, LOST or FOUND in the reader's language, the details, the rounded place, a QR code to the case. */
export async function Poster({
  found,
  qr,
  caseUrl,
}: {
  found: LostCase;
  qr: { size: number; path: string };
  caseUrl: string;
}) {
  const [t, pets, format, locale] = await Promise.all([
    getTranslations("lost"),
    getTranslations("pets"),
    getFormatter(),
    getLocale(),
  ]);
  const lost = found.kind === "lost";
  const facts = [
    pets(`species.${found.species}`),
    found.sex ? pets(`gender.${found.sex}`) : null,
    found.size ? pets(`size.${found.size}`) : null,
    ...found.colours.map((colour) => t(`colours.${colour}`)),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <article
      className="mx-auto flex max-w-[190mm] flex-col gap-4 bg-white p-6 text-ink print:p-0"
      data-testid="lost-poster"
    >
      <style>{printCss}</style>
      <div className="flex items-center justify-between gap-3" data-print-hidden>
        <Link href={`/lost/${found.id}`} className="text-sm font-bold text-brand-700 hover:underline">
          {t("posterPage.back")}
        </Link>
        <LostIntl>
          <PrintButton />
        </LostIntl>
      </div>
      <h1 className={`text-center text-7xl font-black tracking-tight ${lost ? "text-red-700" : "text-leaf-700"}`}>
        {lost ? t("posterPage.lost") : t("posterPage.found")}
      </h1>
      <p className="text-center text-2xl font-bold">{lost ? t("posterPage.help") : t("posterPage.foundHelp")}</p>
      <img
        src={found.photos[0]}
        alt={caseTitle(found, t, pets)}
        width={700}
        height={700}
        className="mx-auto aspect-square w-full max-w-[150mm] rounded-2xl object-cover print:max-w-[115mm]"
      />
      <h2 className="text-center text-5xl font-black">{found.name ?? pets(`species.${found.species}`)}</h2>
      <p className="text-center text-xl font-semibold">{facts}</p>
      {found.colourNotes ? <p className="text-center text-lg">{found.colourNotes}</p> : null}
      <div className="flex items-center gap-6 rounded-2xl border-4 border-ink p-4">
        <div className="flex flex-1 flex-col gap-2 text-xl">
          <p className="font-bold">
            {t("posterPage.lastSeen", { date: format.dateTime(new Date(found.lastSeenAt), { dateStyle: "long" }) })}
          </p>
          <p>
            {caseWhere(
              { neighbourhood: found.neighbourhood, place: placeLabel(found.place.name, found.place.country, locale) },
              t,
            )}
          </p>
          {found.rewardText ? <p className="font-black">{t("reward", { reward: found.rewardText })}</p> : null}
          <p className="text-base">{t("posterPage.scan")}</p>
          <p className="text-sm break-all text-muted">{caseUrl}</p>
        </div>
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          className="h-44 w-44 shrink-0"
          role="img"
          aria-label={caseUrl}
          shapeRendering="crispEdges"
          data-testid="lost-qr"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      </div>
    </article>
  );
}
