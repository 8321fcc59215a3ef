import { env } from "@/lib/env";
import { routing } from "./routing";
import { toLocale } from "./translator";

/** An absolute URL of a page in a locale: Spanish at the root, the others under their prefix. */
export function localizedUrl(locale: string | null | undefined, path: string): string {
  const resolved = toLocale(locale);
  const prefix = resolved === routing.defaultLocale ? "" : `/${resolved}`;
  return new URL(`${prefix}${path === "/" && prefix ? "" : path}`, env.APP_URL).toString();
}
