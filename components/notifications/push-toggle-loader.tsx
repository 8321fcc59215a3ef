"use client";
// Loads the push switch (push-toggle.tsx) after the page is interactive, and only in browsers that can
// do push: it is not part of /activity's first-load JavaScript (docs/design.md §9), and the page renders the
// same HTML either way (the switch shows nothing until it has asked the browser).
import { useEffect, useState, type ComponentType } from "react";
import { pushSupported } from "./push-support";

export function PushToggleLoader({ publicKey }: { publicKey: string }) {
  const [Toggle, setToggle] = useState<ComponentType<{ publicKey: string }> | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    import("./push-toggle")
      .then((loaded) => live && setToggle(() => loaded.PushToggle))
      .catch((error: unknown) => console.warn("Push switch not loaded", error));
    return () => {
      live = false;
    };
  }, []);
  return Toggle ? <Toggle publicKey={publicKey} /> : null;
}
