"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActiveTab, navTabs, railExtras } from "./nav-tabs";

type Props = {
  className: string;
  /** The link's classes, for the current section's tab or another. */
  linkClassName: (active: boolean) => string;
  /** Which sections: the six main ones (default) or the rail's extras. */
  tabs?: typeof navTabs | typeof railExtras;
};

/** The main sections as a list of links, the current one marked for assistive technology: the rail's and the tab bar's. */
export function NavTabList({ className, linkClassName, tabs = navTabs }: Props) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <ul className={className}>
      {tabs.map(({ href, key, icon }) => {
        const active = isActiveTab(pathname, href);
        return (
          <li key={href}>
            <Link href={href} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
              <Icon name={icon} className={`h-6 w-6 ${active ? "fill-brand-100" : ""}`} />
              {t(key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
