"use client";

import type { ComponentProps } from "react";
import { Link as FrameworkLink, useRouter } from "./framework-navigation";

type Props = Omit<ComponentProps<typeof FrameworkLink>, "prefetch">;

/**
 * A link that prefetches its page when the reader reaches for it: a pointer over it or a finger on it
 * (`pointerenter` fires for both; for a touch, before `touchstart`), or the keyboard's focus. Next.js
 * prefetches every link as it scrolls into view, so one signed-out view of the marketplace asked the
 * server for some 40 pages nobody opened, the tabs' redirects to sign-in among them (decision 057). A
 * touch comes before its click and a hover well before, so the page is usually on its way when the
 * click lands.
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: Props) {
  const router = useRouter();
  const { href } = props;
  function prefetch() {
    // Only the app's own pages: an external or hash-only href has nothing to prefetch.
    if (typeof href === "string") {
      if (href.startsWith("/")) router.prefetch(href);
    } else if (href.pathname) {
      router.prefetch({ pathname: href.pathname, query: href.query as Record<string, string> | undefined });
    }
  }
  return (
    <FrameworkLink
      {...props}
      prefetch={false}
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
