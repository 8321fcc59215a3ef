"use client";

import { createContext, useContext, useTransition, type MouseEvent, type ReactNode } from "react";
import { Link, useRouter } from "@/lib/i18n/navigation";

const ModeSwitching = createContext<{ switching: boolean; switchTo: (href: string) => void }>({
  switching: false,
  switchTo: () => {},
});

/**
 * Switching Para ti / Siguiendo is a navigation (each mode has its own URL). Until the server answers,
 * the old mode's posts would stay on screen; this shares "a switch is under way" between the switch and
 * the list, so the list shows skeletons from the click on.
 */
export function FeedModeProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [switching, startTransition] = useTransition();
  const switchTo = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return <ModeSwitching.Provider value={{ switching, switchTo }}>{children}</ModeSwitching.Provider>;
}

/** A mode's link: a plain link without JavaScript or with a modifier key, a tracked switch otherwise. */
export function FeedModeLink({
  href,
  className,
  current,
  children,
}: {
  href: string;
  className: string;
  current: boolean;
  children: ReactNode;
}) {
  const { switchTo } = useContext(ModeSwitching);
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (current || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    switchTo(href);
  }
  return (
    <Link href={href} onClick={click} aria-current={current ? "page" : undefined} className={className}>
      {children}
    </Link>
  );
}

/** The feed's posts, or `fallback` (the skeletons) while a mode switch is under way. */
export function FeedModeBody({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useContext(ModeSwitching).switching ? fallback : children;
}
