import type { ReactNode } from "react";
import { ClientMessages, SHELL_NAMESPACES } from "@/components/i18n/client-messages";

// The sign-in, sign-up, password and username forms translate with "auth"; a nested provider replaces
// the root's messages, so it ships the shell's namespaces again beside it.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={[...SHELL_NAMESPACES, "auth"]}>{children}</ClientMessages>;
}
