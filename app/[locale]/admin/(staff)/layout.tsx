import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";
import { ClientMessages } from "@/components/i18n/client-messages";

// The ban dialog names the reasons as the banned user reads them (auth.banReasons).
// Not a security boundary: each staff page checks the role itself (lib/auth/page-guards requirePageStaff).
export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={["admin", "errors", "header", "auth.banReasons"]}>
      <AdminShell>{children}</AdminShell>
    </ClientMessages>
  );
}
