/* eslint-disable @next/next/no-img-element -- uploaded media is served as-is (images.unoptimized). */
import { getTranslations } from "next-intl/server";
import type { GuideCard as Guide } from "@/lib/guides/queries";
import { Link } from "@/lib/i18n/navigation";
import { responsiveImage } from "@/lib/storage/responsive-image";

/** A guide in the list: cover, topic and species, title, first words, reading time; its language when it is not the reader's. */
export async function GuideCard({
  guide,
  locale,
  priority = false,
  first = false,
}: {
  guide: Guide;
  locale: string;
  /** In the first row (three from lg up): its cover loads at once. */
  priority?: boolean;
  /** The list's first cover: a phone's largest paint, fetched ahead of the rest. */
  first?: boolean;
}) {
  const [t, tLanguage] = await Promise.all([getTranslations("guides"), getTranslations("language")]);
  const foreign = guide.language !== locale;
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100 transition [contain-intrinsic-size:auto_420px] [content-visibility:auto] hover:shadow-md"
      lang={foreign ? guide.language : undefined}
    >
      <Link
        href={`/guides/${guide.slug}`}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[16/9] bg-brand-50"
      >
        {guide.coverUrl ? (
          <img
            {...responsiveImage(guide.coverUrl)}
            sizes="(min-width: 1024px) 21rem, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={640}
            height={360}
            loading={priority ? "eager" : "lazy"}
            {...(first ? { fetchPriority: "high" as const } : {})}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-5xl">🐾</span>
        )}
        {foreign && (
          <span
            className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-bold text-ink shadow-sm"
            lang={locale}
          >
            {tLanguage(guide.language as "es")}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-2 text-xs font-bold uppercase tracking-wide text-brand-700" lang={locale}>
          <span>{t(`topics.${guide.topic}`)}</span>
          <span aria-hidden>·</span>
          <span>{t(`species.${guide.species}`)}</span>
        </p>
        <h2 className="text-lg font-extrabold leading-snug text-ink">
          <Link href={`/guides/${guide.slug}`} className="hover:underline">
            {guide.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink/75">{guide.excerpt}</p>
        <p className="mt-auto pt-1 text-xs font-semibold text-muted" lang={locale}>
          {t("readingTime", { minutes: guide.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
