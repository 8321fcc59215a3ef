import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// next-intl's locale-aware navigation. The app imports it through ./navigation, whose Link prefetches on
// intent (./intent-link.tsx); only that Link reads this file's own.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
