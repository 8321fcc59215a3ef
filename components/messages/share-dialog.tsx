"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { UserAvatar } from "@/components/ui/user-avatar";
import { toast } from "@/components/ui/toast";
import { loadConversationsAction, shareAction } from "@/lib/messages/actions";
import type { Conversation } from "@/lib/messages/queries";
import type { SharedKind } from "@/lib/messages/schemas";

type Props = {
  kind: SharedKind;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The system share sheet or the copied link: what Share did before, kept as the dialog's other way. */
  onShareLink: () => void;
};

/**
 * "Send in a message": the viewer's recent conversations, searchable by name; each one picked gets a
 * message with the card (stored as a reference: the receiver sees what they may see, when they look).
 * Signed out, only the link is offered. Loaded as a chunk of its own when a Share button first opens it.
 */
export function ShareDialog({ kind, id, open, onOpenChange, onShareLink }: Props) {
  const t = useTranslations("messages.share");
  const [search, setSearch] = useState("");
  const [found, setFound] = useState<{ search: string; items: Conversation[] | null } | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    // A short pause while typing, so a search is one request, not one per letter.
    const timer = setTimeout(async () => {
      const result = await loadConversationsAction({ search: search.trim() || undefined });
      if (current) setFound({ search, items: result.ok ? result.data.items.slice(0, 20) : null });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, search]);

  async function send() {
    setSending(true);
    const result = await shareAction({ to: picked, shared: { kind, id } });
    setSending(false);
    if (!result.ok) return toast.error(t("failed"));
    toast.success(t("sent"));
    setPicked([]);
    onOpenChange(false);
  }

  const items = found?.items;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} closeLabel={t("close")}>
      <div className="space-y-3" data-testid="share-dialog">
        {items !== null ? (
          <>
            <label className="sr-only" htmlFor="share-search">
              {t("search")}
            </label>
            <input
              id="share-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("search")}
              className="w-full rounded-full border border-brand-100 bg-white px-4 py-2"
            />
            <ul className="max-h-72 divide-y divide-brand-50 overflow-y-auto" data-testid="share-conversations">
              {items?.length === 0 ? <li className="p-3 text-center text-sm text-stone-600">{t("none")}</li> : null}
              {items?.map((item) => (
                <li key={item.partnerId}>
                  <label className="flex cursor-pointer items-center gap-3 px-1 py-2 hover:bg-brand-50">
                    <UserAvatar url={item.avatarUrl} name={item.fullName} size={36} />
                    <span className="min-w-0 flex-1 truncate font-semibold">{item.fullName}</span>
                    <input
                      type="checkbox"
                      checked={picked.includes(item.partnerId)}
                      onChange={(event) => setPicked((current) => (event.target.checked ? [...current, item.partnerId] : current.filter((other) => other !== item.partnerId)))}
                      className="h-5 w-5 accent-brand-600"
                      data-testid={`share-to-${item.username}`}
                    />
                  </label>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={send}
              disabled={picked.length === 0 || sending}
              className="w-full rounded-full bg-brand-600 py-2.5 font-bold text-white disabled:opacity-40"
              data-testid="share-send"
            >
              {t("send")}
            </button>
          </>
        ) : null}
        <button
          type="button"
          onClick={() => (onOpenChange(false), onShareLink())}
          className="w-full rounded-full border border-brand-200 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("link")}
        </button>
      </div>
    </Dialog>
  );
}
