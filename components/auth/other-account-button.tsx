"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { signOutTo } from "@/lib/auth/client";

/** Ends the banned session on this device and opens the sign-in form, for another account. */
export function OtherAccountButton({ label }: { label: string }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOutTo("/auth");
      }}
    >
      {label}
    </Button>
  );
}
