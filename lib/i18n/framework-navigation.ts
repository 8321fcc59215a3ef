import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

// next-intl's locale-aware navigation. The app imports it through ./navigation, whose Link prefetches on
// intent (./intent-link.tsx); only intent-link.tsx uses the Link exported here.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
