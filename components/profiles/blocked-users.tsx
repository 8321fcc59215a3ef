"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-styles";
import { unblockAction } from "@/lib/social/actions";
import type { BlockedUser } from "@/lib/social/blocks";
import { UserAvatar } from "@/components/ui/user-avatar";

/** My blocked users: their profiles are hidden from me, so this is where a block is lifted. */
export function BlockedUsers({ initial }: { initial: BlockedUser[] }) {
  const t = useTranslations();
  const [users, setUsers] = useState(initial);
  const [pending, startTransition] = useTransition();

  function unblock(user: BlockedUser) {
    startTransition(async () => {
      const result = await unblockAction({ user: user.id });
      if (!result.ok) {
        toast.error(t("follows.errors.unblockFailed"), { description: t(result.error.message) });
        return;
      }
      setUsers((current) => current.filter((item) => item.id !== user.id));
      toast.success(t("follows.unblocked", { username: user.username ?? user.fullName }));
    });
  }

  return (
    <div data-testid="blocked-users">
      <h3 className="mb-2 font-extrabold">{t("profile.account.blockedTitle")}</h3>
      {users.length === 0 ? (
        <p className="text-sm text-muted">{t("profile.account.blockedEmpty")}</p>
      ) : (
        <ul className="divide-y divide-brand-100">
          {users.map((user) => (
            <li key={user.id} className="flex items-center gap-3 py-2">
              <UserAvatar url={user.avatarUrl} name={user.fullName} size={36} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-bold">{user.fullName}</span>
                {user.username ? <span className="block truncate text-xs text-muted">@{user.username}</span> : null}
              </span>
              <button
                type="button"
                disabled={pending}
                onClick={() => unblock(user)}
                className={buttonClasses("secondary", "sm")}
              >
                {t("follows.unblock")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
