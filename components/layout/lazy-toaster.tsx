"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

/**
 * Toasts only ever follow an interaction, so sonner loads after the page has started, not with it
 * (next/dynamic would still list its chunk among the page's first scripts).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("sonner").then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? (
    <Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
  ) : null;
}

// Below the sticky header (h-16, site-header.tsx), never over it: "added to cart" must not hide the cart.
const BELOW_HEADER = { top: 72 };
