import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import type { DeviceSession } from "@/lib/auth/device-sessions";
import { ChangePasswordForm } from "./change-password-form";
import { DevicesList } from "./devices-list";
import { LogoutEverywhereButton } from "./logout-everywhere-button";

// The devices list says when a device was last used with the posts' age words (one relative-time format).
const namespaces = ["common", "errors", "auth", ...["age"].map((key) => `posts.${key}`)];

/** Profile settings: change the password, see and sign out devices, or sign out everywhere. */
export async function AccountSecurity({ devices }: { devices: DeviceSession[] }) {
  const t = await getTranslations("auth.changePassword");
  const rows = devices.map((device) => ({
    id: device.id,
    userAgent: device.userAgent,
    lastUsedAt: device.lastUsedAt.toISOString(),
    current: device.current,
  }));
  return (
    <ClientMessages namespaces={namespaces}>
      <div className="flex flex-col gap-5">
        {/* Keyed by the ids, so a refresh after a password change replaces the list's local state. */}
        <DevicesList key={rows.map((row) => row.id).join()} initial={rows} />
        <LogoutEverywhereButton />
        <div className="border-t border-brand-100 pt-4">
          <h3 className="mb-2 font-extrabold">{t("title")}</h3>
          <ChangePasswordForm />
        </div>
      </div>
    </ClientMessages>
  );
}
