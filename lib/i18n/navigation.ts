// The app's navigation: next-intl's, with a Link that prefetches when the reader reaches for it.
export { redirect, usePathname, useRouter, getPathname } from "./framework-navigation";
export { IntentLink as Link } from "./intent-link";
