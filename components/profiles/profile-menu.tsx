"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { useDismiss } from "@/components/ui/use-dismiss";
import { useRouter } from "@/lib/i18n/navigation";
import { blockAction } from "@/lib/social/actions";
import { Icon } from "@/components/icons/icon";

/**
 * The "…" menu of someone else's profile. Blocking hides the profile, so it ends on my own profile.
 * A plain menu and the native <dialog> (focus trap, Escape, backdrop for free) rather than Radix: this
 * page is public and indexable, and Radix's menu and dialog cost ~30 kB of first-load JavaScript.
 */
export function ProfileMenu({ userId, username }: { userId: string; username: string }) {
  const t = useTranslations();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const wrapper = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useDismiss(wrapper, open, () => setOpen(false));

  function block() {
    startTransition(async () => {
      const result = await blockAction({ user: userId });
      if (!result.ok) {
        toast.error(t("follows.errors.blockFailed"), { description: t(result.error.message) });
        return;
      }
      dialog.current?.close();
      toast.success(t("follows.blocked", { username }));
      router.replace("/profile");
    });
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("profile.moreOptions")}
        onClick={() => setOpen(!open)}
        className={buttonClasses("secondary", "icon", "h-11! w-11!")}
        data-testid="profile-menu"
      >
        <Icon name="ellipsis" className="h-5 w-5" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 top-full z-30 mt-1.5 min-w-52 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-brand-100"
        >
          <button
            type="button"
            role="menuitem"
            autoFocus
            onClick={() => {
              setOpen(false);
              dialog.current?.showModal();
            }}
            className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-bold text-red-700 outline-none hover:bg-red-50 focus-visible:bg-red-50"
          >
            <Icon name="ban" className="h-4 w-4" />
            {t("follows.blockUser", { username })}
          </button>
        </div>
      ) : null}

      <dialog
        ref={dialog}
        role="alertdialog"
        aria-labelledby="block-title"
        aria-describedby="block-body"
        className="m-auto w-[min(92vw,24rem)] rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-night/40 backdrop:backdrop-blur-sm"
      >
        <h2 id="block-title" className="text-lg font-black text-ink">
          {t("follows.blockTitle", { username })}
        </h2>
        <p id="block-body" className="mt-2 text-sm text-muted">
          {t("follows.blockBody")}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className={buttonClasses("ghost", "sm")}
          >
            {t("follows.cancel")}
          </button>
          <button type="button" disabled={pending} onClick={block} className={buttonClasses("danger", "sm")}>
            {t("follows.blockConfirm")}
          </button>
        </div>
      </dialog>
    </div>
  );
}
