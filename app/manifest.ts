import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { PWA_ICON_SIZES } from "./pwa-icon/[file]/sizes";

/**
 * The web app manifest (issue 13, docs/decisions/022-installable-app.md): Patitas installs as a standalone
 * app opening on the signed-in home. One manifest per site, so its words are the default language's.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: routing.defaultLocale, namespace: "meta" });
  return {
    name: t("defaultTitle"),
    short_name: t("siteName"),
    description: t("defaultDescription"),
    id: "/",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#fffaf3",
    theme_color: "#f46a17",
    categories: ["social", "shopping", "lifestyle"],
    icons: [
      ...PWA_ICON_SIZES.map((size) => ({
        src: `/pwa-icon/${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any" as const,
      })),
      { src: "/pwa-icon/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" as const },
    ],
  };
}
