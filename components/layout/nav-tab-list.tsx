"use client";

import { Icon } from "@/components/icons/icon";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { isActiveTab, navTabs, railExtras } from "./nav-tabs";

type Props = {
  className: string;
  /** Every link's classes, then the current section's or the others' on top. */
  linkClassName: string;
  activeClassName: string;
  idleClassName: string;
  /** Which sections: the six main ones (default) or the rail's extras. */
  tabs?: "main" | "extras";
};

/**
 * The main sections as a list of links, the current one marked for assistive technology: the rail's and the
 * tab bar's. The one client part of both (the current section follows the address); the rail and the bar
 * around it are drawn on the server.
 */
export function NavTabList({ className, linkClassName, activeClassName, idleClassName, tabs = "main" }: Props) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <ul className={className}>
      {(tabs === "main" ? navTabs : railExtras).map(({ href, key, icon }) => {
        const active = isActiveTab(pathname, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              className={`${linkClassName} ${active ? activeClassName : idleClassName}`}
            >
              <Icon name={icon} className={`h-6 w-6 ${active ? "fill-brand-100" : ""}`} />
              {t(key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
