"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { signOutDeviceAction } from "@/lib/auth/actions";
import { describeUserAgent, isMobileAgent } from "@/lib/auth/user-agent";
import { formatAge } from "@/lib/format/relative-time";
import { Icon } from "@/components/icons/icon";

export type DeviceRow = { id: string; userAgent: string | null; lastUsedAt: string; current: boolean };

/** Profile settings: where I am signed in, with a sign-out for every device but this one. */
export function DevicesList({ initial }: { initial: DeviceRow[] }) {
  const t = useTranslations();
  const [devices, setDevices] = useState(initial);
  const [pending, startTransition] = useTransition();

  function signOut(device: DeviceRow) {
    startTransition(async () => {
      const result = await signOutDeviceAction(device.id);
      if (!result.ok) {
        toast.error(t(result.error.message));
        return;
      }
      setDevices((current) => current.filter((item) => item.id !== device.id));
      toast.success(t("auth.devices.signedOut"));
    });
  }

  return (
    <div data-testid="devices">
      <h3 className="mb-1 font-extrabold">{t("auth.devices.title")}</h3>
      <p className="mb-2 text-sm text-muted">{t("auth.devices.hint")}</p>
      <ul className="divide-y divide-brand-100">
        {devices.map((device) => {
          const icon = isMobileAgent(device.userAgent) ? "smartphone" : "laptop";
          return (
            <li key={device.id} className="flex items-center gap-3 py-2">
              <Icon name={icon} className="h-5 w-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold">
                  {describeUserAgent(device.userAgent) ?? t("auth.devices.unknown")}
                </span>
                <span className="block truncate text-xs text-muted">
                  {device.current
                    ? t("auth.devices.thisDevice")
                    : t("auth.devices.lastUsed", {
                        when: formatAge((key, values) => t(`posts.age.${key}`, values), device.lastUsedAt),
                      })}
                </span>
              </span>
              {device.current ? null : (
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => signOut(device)}
                  className={buttonClasses("secondary", "sm")}
                >
                  {t("auth.devices.signOut")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
