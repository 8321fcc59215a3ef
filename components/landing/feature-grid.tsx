import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

// docs/product-spec.md §2 Landing: each card leads to home, match, discover or marketplace; the care articles to /guides (decision 045).
const features = [
  { key: "share", href: "/home", icon: "camera", tone: "bg-brand-100 text-brand-700" },
  { key: "love", href: "/match", icon: "heart", tone: "bg-pink-100 text-pink-700" },
  { key: "friends", href: "/match", icon: "users", tone: "bg-leaf-100 text-leaf-700" },
  { key: "discover", href: "/discover", icon: "compass", tone: "bg-sky-soft text-sky-700" },
  { key: "marketplace", href: "/marketplace", icon: "shopping-bag", tone: "bg-amber-100 text-amber-800" },
  { key: "articles", href: "/guides", icon: "book-open", tone: "bg-violet-100 text-violet-700" },
] as const;

export async function FeatureGrid() {
  const t = await getTranslations("landing");
  return (
    <section className="mx-auto max-w-5xl px-5 py-12" aria-labelledby="features-title">
      <h2 id="features-title" className="mb-6 text-2xl font-black sm:text-3xl">
        {t("featuresTitle")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, href, icon, tone }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex h-full gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-2xl ${tone}`}>
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <span>
                <span className="block text-lg font-extrabold">{t(`features.${key}.title`)}</span>
                <span className="block text-muted">{t(`features.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
