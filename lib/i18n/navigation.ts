import { redirect as frameworkRedirect } from "next/navigation";
import { localPath, type Href } from "./local-path";

// The app's navigation (decision 082): paths are written without their language and get it here.
export { IntentLink as Link } from "./intent-link";
export { usePathname, useRouter } from "./router";

type Target = { href: Href; locale: string };

/** The path of `href` in `locale`, for markup and answers that are not a Link (a form's action, a Location). */
export function getPathname({ href, locale }: Target): string {
  return localPath(href, locale);
}

/** Next.js's redirect to `href` in `locale`. */
export function redirect(target: Target): never {
  return frameworkRedirect(getPathname(target));
}
