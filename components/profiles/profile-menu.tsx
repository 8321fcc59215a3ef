"use client";

import { Ban, Ellipsis } from "lucide-react";
import { useTranslations } from "next-intl";
import { AlertDialog, DropdownMenu } from "radix-ui";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-styles";
import { useRouter } from "@/lib/i18n/navigation";
import { blockAction } from "@/lib/social/actions";

/** The "…" menu of someone else's profile. Blocking hides the profile, so it ends on my own profile. */
export function ProfileMenu({ userId, username }: { userId: string; username: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();

  function block() {
    startTransition(async () => {
      const result = await blockAction({ user: userId });
      if (!result.ok) {
        toast.error(t("follows.errors.blockFailed"), { description: t(result.error.message) });
        return;
      }
      setConfirming(false);
      toast.success(t("follows.blocked", { username }));
      router.replace("/profile");
    });
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={buttonClasses("secondary", "icon")} aria-label={t("profile.moreOptions")} data-testid="profile-menu">
          <Ellipsis aria-hidden className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-40 min-w-52 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-brand-100">
            <DropdownMenu.Item
              onSelect={() => setConfirming(true)}
              className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold text-red-700 outline-none data-[highlighted]:bg-red-50"
            >
              <Ban aria-hidden className="h-4 w-4" />
              {t("follows.blockUser", { username })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-sm" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl">
            <AlertDialog.Title className="text-lg font-black text-ink">{t("follows.blockTitle", { username })}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted">{t("follows.blockBody")}</AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("ghost", "sm")}>{t("follows.cancel")}</AlertDialog.Cancel>
              <button type="button" disabled={pending} onClick={block} className={buttonClasses("danger", "sm")}>
                {t("follows.blockConfirm")}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
