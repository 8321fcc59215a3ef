import { Icon } from "@/components/icons/icon";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-styles";
import { Link } from "@/lib/i18n/navigation";

const friends = [
  { icon: "dog", tone: "bg-brand-200 text-brand-800", rotate: "-rotate-6" },
  { icon: "cat", tone: "bg-leaf-100 text-leaf-700", rotate: "rotate-3" },
  { icon: "rabbit", tone: "bg-pink-100 text-pink-700", rotate: "rotate-6" },
  { icon: "heart", tone: "bg-brand-500 text-white", rotate: "-rotate-3" },
  { icon: "bird", tone: "bg-sky-soft text-sky-700", rotate: "rotate-2" },
  { icon: "fish", tone: "bg-cyan-100 text-cyan-700", rotate: "-rotate-6" },
  { icon: "turtle", tone: "bg-lime-100 text-lime-700", rotate: "rotate-6" },
  { icon: "sparkles", tone: "bg-amber-100 text-amber-700", rotate: "-rotate-2" },
] as const;

export async function Hero() {
  const t = await getTranslations("landing");
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-100 via-brand-50 to-cream">
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-5 pb-14 pt-10 md:grid-cols-[1.1fr_0.9fr] md:pt-16">
        <div className="flex flex-col items-start gap-5">
          <span className="rounded-full bg-white/80 px-3 py-1 text-sm font-extrabold text-brand-700 ring-1 ring-brand-200">
            {t("badge")}
          </span>
          <h1 className="text-4xl font-black leading-tight tracking-tight text-ink sm:text-5xl md:text-6xl">
            {t("heroTitle")}
          </h1>
          <p className="max-w-prose text-lg text-muted">{t("heroSubtitle")}</p>
          <div className="flex flex-wrap gap-3">
            <Link href="/home" className={buttonClasses("primary", "lg")} data-testid="landing-start">
              {t("start")}
            </Link>
            <Link href="/auth" className={buttonClasses("secondary", "lg")}>
              {t("login")}
            </Link>
          </div>
        </div>
        <div aria-hidden className="grid grid-cols-4 gap-3 sm:gap-4">
          {friends.map(({ icon, tone, rotate }, index) => (
            <div
              key={index}
              className={`grid aspect-square place-items-center rounded-3xl shadow-sm ${tone} ${rotate}`}
            >
              <Icon name={icon} className="h-1/2 w-1/2 [stroke-width:1.75]" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
