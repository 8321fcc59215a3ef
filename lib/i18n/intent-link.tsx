"use client";

import type { ComponentProps, MouseEvent } from "react";
import { useLocale } from "next-intl";
import { localPath, type Href } from "./local-path";
import { usePendingStart } from "./pending-navigation";
import { useRouter } from "./router";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: Href;
  /** Another language's page (a guide's translation): following it changes the reader's language. */
  locale?: string;
  /** `false`: keep the scroll position (a tab switch within a page). */
  scroll?: boolean;
  /** Followed inside the surrounding PendingNavigation's transition, so its PendingRegion shows its placeholder. */
  showsPending?: boolean;
};

/**
 * Whether a click on a link is the app's to follow in place, by next/link's rules: a plain left click,
 * not one asking for a new tab or window or a download, on a path of this site.
 */
export function followsInApp(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const href = link.getAttribute("href") ?? "";
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = (link.target && link.target !== "_self") || link.hasAttribute("download");
  return !event.defaultPrevented && !modified && !elsewhere && href.startsWith("/") && !href.startsWith("//");
}

/**
 * The app's link (decisions 057, 082): an `<a>` with its path in the reader's language, followed by the
 * router on a plain click, and prefetched when the reader reaches for it: a pointer over it or a finger
 * on it (`pointerenter` fires for both; for a touch, before `touchstart`), or the keyboard's focus.
 * Next.js prefetches every link as it scrolls into view, so one signed-out view of the marketplace asked
 * the server for some 40 pages nobody opened. next/link would only add that viewport prefetching, which
 * the app does not want, for some 4 kB gzip on every page's first load; the click rules it applies are
 * `followsInApp`.
 */
export function IntentLink({ href, locale, scroll, showsPending, onClick, onPointerEnter, onFocus, ...props }: Props) {
  const router = useRouter();
  const startPending = usePendingStart();
  const current = useLocale();
  const switching = locale !== undefined && locale !== current;
  const path = switching ? localPath(href, locale, { forcePrefix: true }) : localPath(href, current);
  function prefetch() {
    // Only the app's own pages, in the reader's language: an external or hash-only href has nothing to
    // prefetch, and another language's page is rendered anew once the choice is written.
    if (!switching && path.startsWith("/") && !path.startsWith("//")) router.prefetch(href);
  }
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!followsInApp(event, event.currentTarget)) return;
    event.preventDefault();
    const go = () => router.push(href, { scroll, locale: switching ? locale : undefined });
    if (showsPending && startPending) startPending(go);
    else go();
  }
  return (
    <a
      hrefLang={switching ? locale : undefined}
      {...props}
      href={path}
      onClick={follow}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
